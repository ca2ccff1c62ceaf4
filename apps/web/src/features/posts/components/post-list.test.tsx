import {
  postMessages,
  type BusinessPost,
  type PostList as PostListData,
} from '@runtogether/shared/posts/post.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { PostList } from './post-list';

const BUSINESS = '3f1c2d4e-0000-4000-8000-000000000001';

const testPost = (overrides: Partial<BusinessPost> = {}): BusinessPost => ({
  id: 1,
  businessId: BUSINESS,
  title: 'A post',
  content: 'Some words',
  // Midday UTC: the same calendar day in every time zone the tests may run in.
  createdAt: '2026-03-01T12:00:00.000Z',
  images: [],
  ...overrides,
});

const newest = testPost({
  id: 3,
  title: 'New route on Saturday',
  content: 'We start at the fountain.\nCoffee afterwards.',
  createdAt: '2026-11-21T12:00:00.000Z',
  images: [
    { id: 31, url: '/files/posts/post-3-a.webp', name: 'fountain.jpg', altText: null },
    { id: 32, url: '/files/posts/post-3-b.webp', name: 'coffee.jpg', altText: 'Flat whites on the bar' },
  ],
});
const older = testPost({
  id: 2,
  title: 'Welcome!',
  content: 'Hello runners',
  createdAt: '2026-03-01T12:00:00.000Z',
});
const oldest = testPost({ id: 1, title: 'Our first run', createdAt: '2025-12-24T12:00:00.000Z' });

const error = (code: string, message: string) => ({ error: { code, message } });

describe('PostList', () => {
  let server: TestServer;
  let pages: Record<string, PostListData>;
  let answerList: (res: ServerResponse, cursor: string | null) => void;
  let answerDelete: (res: ServerResponse) => void;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === `/api/businesses/${BUSINESS}/posts`) {
      answerList(res, url.searchParams.get('cursor'));
    } else if (req.method === 'DELETE' && /^\/api\/business_posts\/\d+$/.test(url.pathname)) {
      answerDelete(res);
    } else sendJson(res, 404, error('NOT_FOUND', 'Route not found'));
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    pages = { first: { items: [newest, older], nextCursor: null } };
    answerList = (res, cursor) => {
      const page = pages[cursor ?? 'first'];
      if (page) sendJson(res, 200, page);
      else sendJson(res, 400, error('VALIDATION_FAILED', 'bad cursor'));
    };
    answerDelete = (res) => {
      res.writeHead(204);
      res.end();
    };
  });
  afterAll(() => server.close());

  const articles = () => screen.getAllByRole('article');

  it('shows the posts in the order the server gives (newest first) with long US dates and line breaks', async () => {
    renderWithProviders(<PostList businessId={BUSINESS} canManage={false} />);
    expect(await screen.findByRole('heading', { name: 'New route on Saturday' })).toBeInTheDocument();
    expect(articles().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'New route on Saturday',
      'Welcome!',
    ]);
    const [first, second] = articles();
    if (!first || !second) throw new Error('two posts expected');
    expect(within(first).getByText('November 21, 2026')).toHaveAttribute('datetime', newest.createdAt);
    expect(within(second).getByText('March 1, 2026')).toBeInTheDocument();
    expect(within(first).getByText(/We start at the fountain/).textContent).toBe(
      'We start at the fountain.\nCoffee afterwards.',
    );
    expect(within(first).getByText(/We start at the fountain/)).toHaveClass('whitespace-pre-line');
    expect(server.requests).toEqual([`GET /api/businesses/${BUSINESS}/posts?limit=10`]);
  });

  it('shows the images in a grid and a placeholder for one that fails to load', async () => {
    renderWithProviders(<PostList businessId={BUSINESS} canManage={false} />);
    const first = await screen.findByRole('img', { name: 'New route on Saturday, image 1 of 2' });
    expect(first).toHaveAttribute('src', '/files/posts/post-3-a.webp');
    const second = screen.getByRole('img', { name: 'Flat whites on the bar' });

    fireEvent.error(first);
    expect(
      await screen.findByRole('img', {
        name: `New route on Saturday, image 1 of 2: ${t(postMessages.imageUnavailable)}`,
      }),
    ).toHaveTextContent(t(postMessages.imageUnavailable));
    expect(screen.queryByRole('img', { name: 'New route on Saturday, image 1 of 2' })).toBeNull();
    expect(second).toBeInTheDocument();
    expect(second.tagName).toBe('IMG');
  });

  it("loads older posts with 'Load more'", async () => {
    const user = userEvent.setup();
    pages = {
      first: { items: [newest, older], nextCursor: 'page-2' },
      'page-2': { items: [oldest], nextCursor: null },
    };
    renderWithProviders(<PostList businessId={BUSINESS} canManage={false} />);
    await screen.findByRole('heading', { name: 'Welcome!' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Our first run' })).toBeInTheDocument();
    expect(articles()).toHaveLength(3);
    expect(screen.getByText('December 24, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.requests.at(-1)).toBe(`GET /api/businesses/${BUSINESS}/posts?limit=10&cursor=page-2`);
  });

  it("says 'Failed to load posts' and retries on request", async () => {
    const user = userEvent.setup();
    answerList = (res) => sendJson(res, 500, error('INTERNAL', 'Something went wrong'));
    renderWithProviders(<PostList businessId={BUSINESS} canManage={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t(postMessages.loadFailed));

    answerList = (res) => sendJson(res, 200, { items: [older], nextCursor: null });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the business has not posted yet', async () => {
    pages = { first: { items: [], nextCursor: null } };
    renderWithProviders(<PostList businessId={BUSINESS} canManage />);
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('offers no Delete button to visitors', async () => {
    renderWithProviders(<PostList businessId={BUSINESS} canManage={false} />);
    await screen.findByRole('heading', { name: 'Welcome!' });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  describe('deleting', () => {
    const deleteButtonOf = (title: string) => screen.getByRole('button', { name: `Delete post “${title}”` });

    it('asks for confirmation, deletes the post and says so', async () => {
      const user = userEvent.setup();
      renderWithProviders(<PostList businessId={BUSINESS} canManage />);
      await screen.findByRole('heading', { name: 'Welcome!' });
      await user.click(deleteButtonOf('Welcome!'));

      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(t(postMessages.confirmDelete));
      expect(server.requests.some((request) => request.startsWith('DELETE'))).toBe(false);

      pages = { first: { items: [newest], nextCursor: null } };
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(t(postMessages.deleted))).toBeInTheDocument();
      expect(server.requests).toContain('DELETE /api/business_posts/2');
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome!' })).toBeNull());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { name: 'New route on Saturday' })).toBeInTheDocument();
    });

    it('keeps the post when the confirmation is cancelled', async () => {
      const user = userEvent.setup();
      renderWithProviders(<PostList businessId={BUSINESS} canManage />);
      await screen.findByRole('heading', { name: 'Welcome!' });
      await user.click(deleteButtonOf('Welcome!'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(server.requests.some((request) => request.startsWith('DELETE'))).toBe(false);
      expect(articles()).toHaveLength(2);
    });

    it("says 'not authorized' on a 403 and 'Failed to delete post' otherwise, keeping the post", async () => {
      const user = userEvent.setup();
      answerDelete = (res) => sendJson(res, 403, error('FORBIDDEN', t(postMessages.notAuthorizedDelete)));
      renderWithProviders(<PostList businessId={BUSINESS} canManage />);
      await screen.findByRole('heading', { name: 'Welcome!' });

      await user.click(deleteButtonOf('Welcome!'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(t(postMessages.notAuthorizedDelete))).toBeInTheDocument();
      expect(screen.queryByText(t(postMessages.deleted))).toBeNull();

      answerDelete = (res) => sendJson(res, 500, error('INTERNAL', 'Something went wrong'));
      await user.click(deleteButtonOf('Welcome!'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(t(postMessages.deleteFailed))).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    });
  });
});
