import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationState } from '@/lib/hydration';
import { authenticated, renderWithProviders } from '@/testing/render';
import { ReportControl } from './report-control';

describe('ReportControl', () => {
  it('is drawn by the server as a disabled button, without the dialog', () => {
    const html = renderToString(
      <HydrationState hydrating>
        <ReportControl targetType="run" targetId="42" />
      </HydrationState>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Report<\/button>/);
  });

  it('once the page has hydrated, loads the dialog and opens it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <HydrationState hydrating>
        <ReportControl targetType="run" targetId="42" />
      </HydrationState>,
      { auth: authenticated() },
    );
    await screen.findByRole('button', { name: 'Report' });
    await expect
      .poll(() => screen.getByRole('button', { name: 'Report' }).hasAttribute('disabled'))
      .toBe(false);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this run' })).toBeInTheDocument();
  });
});
