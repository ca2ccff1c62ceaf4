import { runMessageMessages } from '@runtogether/shared/run-messages/run-message.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { HostActions } from './host-actions';

describe("the run page's 'Message your runners' (host actions)", () => {
  let server: TestServer;
  let remaining: number;
  let posts: unknown[];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api/events/7/messages') {
      sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
    } else if (req.method === 'GET') {
      sendJson(res, 200, { items: [], dailyLimit: 3, remainingToday: remaining });
    } else {
      void readJson(req).then((body) => {
        posts.push(body);
        if (remaining === 0) {
          sendJson(res, 429, {
            error: { code: 'RATE_LIMITED', message: t(runMessageMessages.limitReached) },
          });
          return;
        }
        const repeat = posts.length > 1 && JSON.stringify(posts.at(-2)) === JSON.stringify(body);
        if (repeat) {
          // As the server answers the same words within minutes: the earlier send, mailed once.
          const message = { id: posts.length - 1, body: (body as { body: string }).body, sentAt: '' };
          sendJson(res, 200, { message, recipients: 12, remainingToday: remaining, alreadySent: true });
          return;
        }
        remaining -= 1;
        const message = {
          id: posts.length,
          body: (body as { body: string }).body,
          sentAt: new Date().toISOString(),
        };
        sendJson(res, 201, { message, recipients: 12, remainingToday: remaining });
      });
    }
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    remaining = 3;
    posts = [];
    server.requests.length = 0;
  });
  afterAll(() => server.close());

  const renderActions = () =>
    renderWithProviders(<HostActions run={testRun()} />, {
      auth: authenticated({ id: 'b-1', role: 'business', name: 'Café Corre' }),
    });

  const messageBox = () => screen.findByRole('textbox', { name: 'Message your runners' });

  it('sends the message, trimmed, says who got it in a toast, and counts down what is left today', async () => {
    const user = userEvent.setup();
    renderActions();
    expect(await screen.findByText('3 messages left today')).toBeInTheDocument();
    await user.type(await messageBox(), '  Meet at the north gate ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent to 12 runners')).toBeInTheDocument();
    expect(posts).toEqual([{ body: 'Meet at the north gate' }]);
    expect(await screen.findAllByText('2 messages left today')).not.toHaveLength(0);
    expect(await messageBox()).toHaveValue('');
  });

  it('says so when the same words had just gone out, and counts nothing down', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.type(await messageBox(), 'Meet at the north gate');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent to 12 runners')).toBeInTheDocument();
    await user.type(await messageBox(), 'Meet at the north gate');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('You sent this message a few minutes ago: nobody gets it twice.'),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(await screen.findAllByText('2 messages left today')).not.toHaveLength(0);
  });

  it('says what is wrong with an empty or too long message and sends nothing', async () => {
    const user = userEvent.setup();
    renderActions();
    const box = await messageBox();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(t(runMessageMessages.required))).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.click(box);
    await user.paste('x'.repeat(281));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(t(runMessageMessages.tooLong))).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it("shows the server's refusal of a fourth message, and turns the form off once none are left", async () => {
    const user = userEvent.setup();
    remaining = 1;
    renderActions();
    await user.type(await messageBox(), 'Last call');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent to 12 runners')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled());
    expect(await messageBox()).toBeDisabled();
    expect(screen.getAllByText('No messages left today').length).toBeGreaterThan(0);
  });

  it("shows the server's 429 when the limit was reached elsewhere meanwhile", async () => {
    const user = userEvent.setup();
    renderActions();
    await user.type(await messageBox(), 'One more');
    remaining = 0;
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was not sent')).toBeInTheDocument();
    expect(screen.getByText(t(runMessageMessages.limitReached))).toBeInTheDocument();
  });
});
