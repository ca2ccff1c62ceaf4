import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { runShareText, shareMessages } from '../../utils/share-run';
import { ShareRunButton } from './share-run-button';

const imageBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const run = testRun({ imageUrl: '/files/events/event-7.jpg' });

type ShareFn = (data: ShareData) => Promise<void>;
type CanShareFn = (data: ShareData) => boolean;

/** Gives jsdom (which has no Web Share API) a share sheet for one test. */
function installShare(share: ShareFn, canShare?: CanShareFn) {
  const shareMock = vi.fn(share);
  const canShareMock = vi.fn(canShare ?? (() => false));
  Object.defineProperty(navigator, 'share', { configurable: true, value: shareMock });
  if (canShare) Object.defineProperty(navigator, 'canShare', { configurable: true, value: canShareMock });
  return { shareMock, canShareMock };
}

const abort = () => Promise.reject(new DOMException('Share canceled', 'AbortError'));

describe('ShareRunButton', () => {
  let server: TestServer;

  const files = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/files/events/event-7.jpg') {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.end(Buffer.from(imageBytes));
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(files);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });
  afterAll(() => server.close());

  const shareButton = () => screen.getByRole('button', { name: 'Share' });

  it("opens the share sheet with the run's title, text, link and picture when files can be shared", async () => {
    const user = userEvent.setup();
    const { shareMock, canShareMock } = installShare(
      () => Promise.resolve(),
      () => true,
    );
    renderWithProviders(<ShareRunButton run={run} />);
    await user.click(shareButton());

    await waitFor(() => expect(shareMock).toHaveBeenCalledTimes(1));
    const data = shareMock.mock.calls[0]?.[0];
    expect(data).toMatchObject({
      title: 'Saturday Sunrise 5K',
      text: runShareText(run),
      url: `${server.url}/runs/7`,
    });
    expect(data?.text).toContain('Saturday Sunrise 5K');
    const [file] = data?.files ?? [];
    expect(file?.name).toBe('run-7.jpg');
    expect(file?.type).toBe('image/jpeg');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(imageBytes);
    expect(canShareMock).toHaveBeenCalledWith({ files: [file] });
    expect(server.requests).toEqual(['GET /files/events/event-7.jpg']);
    await waitFor(() => expect(shareButton()).toBeEnabled());
    expect(screen.queryByText(shareMessages.copied)).not.toBeInTheDocument();
  });

  it('shares without the picture when the device cannot share files', async () => {
    const user = userEvent.setup();
    const { shareMock } = installShare(
      () => Promise.resolve(),
      () => false,
    );
    renderWithProviders(<ShareRunButton run={run} />);
    await user.click(shareButton());
    await waitFor(() => expect(shareMock).toHaveBeenCalledTimes(1));
    expect(shareMock.mock.calls[0]?.[0]).toEqual({
      title: 'Saturday Sunrise 5K',
      text: runShareText(run),
      url: `${server.url}/runs/7`,
    });
  });

  it('shares without the picture when it cannot be fetched', async () => {
    const user = userEvent.setup();
    const { shareMock } = installShare(
      () => Promise.resolve(),
      () => true,
    );
    renderWithProviders(<ShareRunButton run={testRun({ imageUrl: '/files/events/missing.jpg' })} />);
    await user.click(shareButton());
    await waitFor(() => expect(shareMock).toHaveBeenCalledTimes(1));
    expect(shareMock.mock.calls[0]?.[0]).not.toHaveProperty('files');
  });

  it('treats closing the share sheet as a choice, not an error', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { shareMock } = installShare(abort);
    renderWithProviders(<ShareRunButton run={run} />);
    await user.click(shareButton());
    await waitFor(() => expect(shareMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(shareButton()).toBeEnabled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(shareMessages.copied)).not.toBeInTheDocument();
    expect(screen.queryByText(shareMessages.failed)).not.toBeInTheDocument();
  });

  it('copies the text and link when there is no share sheet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareRunButton run={run} />);
    await user.click(shareButton());
    expect(await screen.findByText(shareMessages.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${runShareText(run)}\n${server.url}/runs/7`);
    // Without a share sheet there is nothing to attach the picture to.
    expect(server.requests).toEqual([]);
  });

  it('copies instead when the share sheet refuses', async () => {
    const user = userEvent.setup();
    installShare(() => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    renderWithProviders(<ShareRunButton run={run} />);
    await user.click(shareButton());
    expect(await screen.findByText(shareMessages.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain(`${server.url}/runs/7`);
  });

  it('says to copy the URL by hand when neither sharing nor copying works', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    renderWithProviders(<ShareRunButton run={run} />);
    await user.click(shareButton());
    expect(
      await screen.findByText('Unable to share or copy. Please copy the URL manually.'),
    ).toBeInTheDocument();
  });
});
