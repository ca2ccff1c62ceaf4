import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { TeamActivity } from './team-activity';

describe('the team activity in Spanish', () => {
  beforeEach(() => setBrowserMessages('es', CATALOGUES.es));
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it("says a member took the roll of the run's runners, not that they checked themselves in", () => {
    renderWithProviders(
      <TeamActivity
        activity={[
          {
            id: 1,
            actorName: 'Mia',
            action: 'checked-in',
            runId: 7,
            runTitle: 'Tuesday Intervals',
            at: '2026-05-05T18:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByText(/^Mia pasó lista en Tuesday Intervals/)).toBeInTheDocument();
  });
});
