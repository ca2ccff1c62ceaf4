import { attendanceMessages } from '@runtogether/shared/attendance/attendance.schemas';
import { screen } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_CODE_MESSAGE } from '@/features/attendance/components/runner-check-in';
import { authenticated, renderWithProviders } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as RunnerCheckInPage } from './check-in';

describe('/runs/:id/check-in (the QR code on a runner phone)', () => {
  let server: TestServer;
  const bodies: unknown[] = [];
  let answer: (res: ServerResponse) => void;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === '/api/events/7/check-in') {
      void readJson(req).then((body) => {
        bodies.push(body);
        answer(res);
      });
      return;
    }
    sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    bodies.length = 0;
    answer = (res) =>
      sendJson(res, 200, {
        runId: 7,
        runTitle: 'Sunrise 5K',
        present: true,
        markedAt: '2030-06-01T06:55:00.000Z',
      });
  });
  afterAll(() => server.close());

  const renderPage = (search = '?code=7.1906398800.abcdefghijklmnopqrstuv') =>
    renderWithProviders(<RunnerCheckInPage />, {
      path: { pathname: '/runs/7/check-in', search },
      route: '/runs/:id/check-in',
      auth: authenticated({ name: 'Rita Runner' }),
    });

  it('checks the runner in once with the code from the URL and says "You\'re checked in"', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: "You're checked in" })).toBeInTheDocument();
    expect(screen.getByText('Sunrise 5K')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the run' })).toHaveAttribute('href', '/runs/7');
    expect(bodies).toEqual([{ code: '7.1906398800.abcdefghijklmnopqrstuv' }]);
    expect(server.requests).toEqual(['POST /api/events/7/check-in']);
  });

  it("shows the server's reason when the check-in is refused", async () => {
    answer = (res) =>
      sendJson(res, 403, { error: { code: 'NOT_CONFIRMED', message: attendanceMessages.notConfirmed } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not checked in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(attendanceMessages.notConfirmed);
  });

  it("tells a runner the host marked absent to speak to the host (the host's mark stands)", async () => {
    answer = (res) =>
      sendJson(res, 409, { error: { code: 'MARKED_BY_HOST', message: attendanceMessages.markedByHost } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not checked in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(attendanceMessages.markedByHost);
  });

  it('says the link has no code, without asking the server', async () => {
    renderPage('');
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_CODE_MESSAGE);
    // A page like the other outcomes: its heading, and the way to the run.
    expect(screen.getByRole('heading', { level: 1, name: 'Not checked in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the run' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
