import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { authenticated, renderWithProviders, testUser } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { ReportDialog } from './report-dialog';

describe('ReportDialog', () => {
  let server: TestServer;
  let bodies: unknown[];
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      void readJson(req).then((body) => {
        bodies.push(body);
        sendJson(res, answer.status, answer.body);
      });
    });
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    bodies = [];
    answer = { status: 201, body: { id: 1 } };
  });
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));
  afterAll(() => server.close());

  const open = async () => {
    const user = testUser();
    renderWithProviders(<ReportDialog targetType="run" targetId="42" />, { auth: authenticated(user) });
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    return screen.findByRole('dialog', { name: 'Report this run' });
  };

  it('sends the reason and details of a report to POST /api/reports and closes', async () => {
    await open();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'unsafe');
    const details = screen.getByRole('textbox', { name: 'Details (optional)' });
    // The server takes 2 000 characters (REPORT_DETAILS_MAX): the field stops there and counts up to them.
    expect(details).toHaveAttribute('maxLength', '2000');
    expect(screen.getByText('0 of 2000 characters')).toBeInTheDocument();
    await userEvent.type(details, 'Runs on the motorway');
    expect(screen.getByText('20/2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(server.requests).toEqual(['POST /api/reports']);
    expect(bodies).toEqual([
      { targetType: 'run', targetId: '42', reason: 'unsafe', details: 'Runs on the motorway' },
    ]);
  });

  it("shows the server's refusal and stays open", async () => {
    answer = { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many reports today' } } };
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reports today');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page', async () => {
    setBrowserMessages('es', CATALOGUES.es);
    renderWithProviders(<ReportDialog targetType="business" targetId="x" />, {
      auth: authenticated(testUser()),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Denunciar' }));
    expect(await screen.findByRole('dialog', { name: 'Denunciar a este organizador' })).toBeInTheDocument();
  });
});
