import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { authenticated, renderWithProviders } from '@/testing/render';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { CalendarSubscription, calendarSubscriptionMessages } from './calendar-subscription';

describe('CalendarSubscription (My Runs)', () => {
  let server: TestServer;
  let token: string;
  let failLoads: number;

  const links = () => {
    const url = `${server.url}/api/calendar/${token}.ics`;
    return { url, webcalUrl: url.replace(/^http:/, 'webcal:') };
  };
  const api = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === '/api/me/calendar-feed') {
      if (failLoads > 0) {
        failLoads--;
        sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } });
      } else {
        sendJson(res, 200, links());
      }
    } else if (req.method === 'POST' && req.url === '/api/me/calendar-feed/reset') {
      token = 'n3w-t0ken';
      sendJson(res, 200, links());
    } else {
      sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
    }
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    token = 'f1rst-t0ken';
    failLoads = 0;
  });
  afterAll(() => server.close());

  const renderBlock = () => renderWithProviders(<CalendarSubscription />, { auth: authenticated() });
  const section = () => screen.getByRole('region', { name: t(calendarSubscriptionMessages.heading) });

  it('shows a webcal link that opens the calendar app and the https address to copy', async () => {
    const user = userEvent.setup();
    renderBlock();
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribe in your calendar' })).toBeInTheDocument();
    const open = await within(section()).findByRole('link', { name: 'Open in my calendar app' });
    expect(open).toHaveAttribute('href', `webcal://${new URL(server.url).host}/api/calendar/f1rst-t0ken.ics`);
    expect(within(section()).getByLabelText('Calendar address')).toHaveTextContent(
      `${server.url}/api/calendar/f1rst-t0ken.ics`,
    );
    expect(within(section()).getByText(/anyone with this link can see the runs/)).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(t(calendarSubscriptionMessages.copied))).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${server.url}/api/calendar/f1rst-t0ken.ics`);
    expect(server.requests).toEqual(['GET /api/me/calendar-feed']);
  });

  it('resets the link only after a confirmation that says the old link stops working', async () => {
    const user = userEvent.setup();
    renderBlock();
    await within(section()).findByRole('link', { name: 'Open in my calendar app' });

    await user.click(within(section()).getByRole('button', { name: 'Reset link' }));
    let dialog = await screen.findByRole('dialog', { name: t(calendarSubscriptionMessages.resetTitle) });
    expect(dialog).toHaveTextContent('The old link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests).not.toContain('POST /api/me/calendar-feed/reset');

    await user.click(within(section()).getByRole('button', { name: 'Reset link' }));
    dialog = await screen.findByRole('dialog', { name: t(calendarSubscriptionMessages.resetTitle) });
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText(t(calendarSubscriptionMessages.resetDone))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section()).getByLabelText('Calendar address')).toHaveTextContent(
      `${server.url}/api/calendar/n3w-t0ken.ics`,
    );
    expect(within(section()).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/calendar/n3w-t0ken.ics'),
    );
    expect(server.requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /api/me/calendar-feed/reset']);
  });

  it('says when the link could not be loaded, and Try again loads it', async () => {
    const user = userEvent.setup();
    failLoads = 1;
    renderBlock();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(t(calendarSubscriptionMessages.loadFailed));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section()).findByRole('link', { name: 'Open in my calendar app' }),
    ).toBeInTheDocument();
  });
});
