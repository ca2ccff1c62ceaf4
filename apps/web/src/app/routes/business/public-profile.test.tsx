import type { BusinessPost } from '@runtogether/shared/posts/post.schemas';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import type { BusinessDetails, PublicUser } from '@runtogether/shared/users/user.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as PublicProfilePage } from './public-profile';

const ID = '3f1c2d4e-0000-4000-8000-000000000001';
const OWNER_EMAIL = 'owner@cafecorre.example';

const details = (overrides: Partial<BusinessDetails> = {}): BusinessDetails => {
  const links = {
    website: 'https://cafecorre.example',
    instagram: 'https://instagram.com/cafecorre',
    facebook: null,
    twitter: null,
    linkedin: null,
    google_review: null,
  };
  return {
    businessName: 'Café Corre',
    businessLocation: 'Puerta del Sol, Madrid',
    businessPhone: '+34 612-345 678',
    description: 'Coffee and Saturday runs.',
    businessDescription: 'Coffee and Saturday runs.',
    address: 'Calle Mayor 1, Madrid',
    businessType: 'Café',
    ...links,
    socialLinks: links,
    latitude: 40.416775,
    longitude: -3.70379,
    ...overrides,
  };
};

const business = (overrides: Partial<BusinessDetails> = {}): PublicUser => ({
  id: ID,
  name: 'Marta Host',
  role: 'business',
  profileImageUrl: '/files/profiles/user-b.webp',
  businessDetails: details(overrides),
});

const upcoming = [
  testRun({ id: 11, title: 'Sunrise 5K', hostId: ID }),
  testRun({ id: 12, title: 'Tempo Tuesday', hostId: ID }),
];
const later = testRun({ id: 13, title: 'Long Sunday 15K', hostId: ID });
const past = [
  testRun({
    id: 5,
    title: 'Winter Trail',
    date: '2020-01-12',
    startsAt: '2020-01-12T08:00:00.000Z',
    hostId: ID,
  }),
];
const post: BusinessPost = {
  id: 1,
  businessId: ID,
  title: 'New route on Saturday',
  content: 'We start at the fountain.',
  createdAt: '2026-03-01T12:00:00.000Z',
  images: [],
};

const notFoundBody = {
  error: { code: 'NOT_FOUND', message: "The business profile you're looking for doesn't exist." },
};
const serverError = { error: { code: 'INTERNAL', message: 'Internal Server Error' } };

describe('/business/:businessId/profile', () => {
  let server: TestServer;
  let answerBusiness: (res: ServerResponse, id: string) => void;
  let upcomingPages: Record<string, RunList>;
  let answerUpcoming: (res: ServerResponse, cursor: string | null) => void;
  let answerPast: (res: ServerResponse) => void;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/api\/businesses\/([^/]+)(\/[a-z-]+)?$/.exec(url.pathname);
    if (url.pathname === '/api/events') answerUpcoming(res, url.searchParams.get('cursor'));
    else if (match?.[1] && !match[2]) answerBusiness(res, decodeURIComponent(match[1]));
    else if (match?.[2] === '/past-runs') answerPast(res);
    else if (match?.[2] === '/posts') sendJson(res, 200, { items: [post], nextCursor: null });
    else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    // The server never sends the e-mail; were it to, the page must still not show it.
    answerBusiness = (res, id) =>
      id === ID
        ? sendJson(res, 200, { ...business(), email: OWNER_EMAIL })
        : sendJson(res, 404, notFoundBody);
    upcomingPages = {
      first: { items: upcoming, nextCursor: 'page-2' },
      'page-2': { items: [later], nextCursor: null },
    };
    answerUpcoming = (res, cursor) => sendJson(res, 200, upcomingPages[cursor ?? 'first']);
    answerPast = (res) => sendJson(res, 200, { items: past, nextCursor: null });
  });
  afterAll(() => server.close());

  const renderPage = (id = ID, options: Parameters<typeof renderWithProviders>[1] = {}) =>
    renderWithProviders(<PublicProfilePage />, {
      path: `/business/${id}/profile`,
      route: '/business/:businessId/profile',
      ...options,
    });

  const cardTitles = (list: HTMLElement) =>
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('shows a skeleton, then the business with its upcoming events selected', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('status', { name: 'Loading business profile' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Café Corre' })).toBeInTheDocument();
    expect(document.title).toBe('Café Corre | RunTogether');
    expect(screen.getByText('Café')).toBeInTheDocument();
    expect(screen.getByText('Coffee and Saturday runs.')).toBeInTheDocument();
    expect(screen.getByText('Calle Mayor 1, Madrid · Puerta del Sol, Madrid')).toBeInTheDocument();
    expect(container.querySelector('header img')).toHaveAttribute('src', '/files/profiles/user-b.webp');

    expect(screen.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(cardTitles(list)).toEqual(['Sunrise 5K', 'Tempo Tuesday']);
    expect(server.requests).toContain(`GET /api/events?limit=12&hostId=${ID}`);
    // Nobody but the owner gets to manage the business's profile or posts.
    expect(screen.queryByRole('link', { name: /Manage your profile/ })).not.toBeInTheDocument();
  });

  it('loads more upcoming events from the next cursor', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Upcoming events' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(cardTitles(screen.getByRole('list', { name: 'Upcoming events' }))).toEqual([
        'Sunrise 5K',
        'Tempo Tuesday',
        'Long Sunday 15K',
      ]),
    );
    expect(server.requests).toContain(`GET /api/events?limit=12&cursor=page-2&hostId=${ID}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the updates and the past events in their tabs', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Updates & Feed' }));
    expect(await screen.findByRole('heading', { name: 'New route on Saturday' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    const list = await screen.findByRole('list', { name: 'Past events' });
    expect(cardTitles(list)).toEqual(['Winter Trail']);
    expect(server.requests).toContain(`GET /api/businesses/${ID}/past-runs?limit=12`);
  });

  it('offers directions to the coordinates and the contact links, opening safely in a new tab', async () => {
    renderPage();
    const directions = await screen.findByRole('link', { name: /Get Directions/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=40.416775%2C-3.70379',
    );
    const contact = screen.getByRole('list', { name: 'Contact' });
    const links = within(contact).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['WhatsApp (opens in a new tab)', 'https://wa.me/34612345678'],
      ['Website (opens in a new tab)', 'https://cafecorre.example/'],
      ['Instagram (opens in a new tab)', 'https://instagram.com/cafecorre'],
    ]);
    for (const link of [directions, ...links]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('goes to the address without coordinates, and never renders a javascript: link', async () => {
    answerBusiness = (res) =>
      sendJson(
        res,
        200,
        business({
          latitude: null,
          longitude: null,
          website: 'javascript:alert(document.cookie)',
          facebook: 'JavaScript:alert(1)',
          twitter: 'data:text/html,<script>alert(1)</script>',
          instagram: null,
          linkedin: 'https://linkedin.com/company/cafecorre',
        }),
      );
    const { container } = renderPage();
    expect(await screen.findByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Calle%20Mayor%201%2C%20Madrid',
    );
    const contact = screen.getByRole('list', { name: 'Contact' });
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['WhatsApp (opens in a new tab)', 'LinkedIn (opens in a new tab)']);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
  });

  it('shows no directions and no contact links when the business gave none', async () => {
    answerBusiness = (res) =>
      sendJson(
        res,
        200,
        business({
          latitude: null,
          longitude: null,
          address: null,
          businessLocation: null,
          businessPhone: null,
          website: null,
          instagram: null,
        }),
      );
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Café Corre' });
    expect(screen.queryByRole('link', { name: /Get Directions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('never shows the e-mail address of the business', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await screen.findByRole('list', { name: 'Upcoming events' });
    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    await screen.findByRole('list', { name: 'Past events' });
    expect(container.innerHTML).not.toContain(OWNER_EMAIL);
    expect(container.innerHTML).not.toContain('mailto:');
  });

  it("says 'Business Not Found' for an id that names no business", async () => {
    renderPage('no-such-business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The business profile you're looking for doesn't exist.")).toBeInTheDocument();
    expect(document.title).toBe('Business Not Found | RunTogether');
    expect(screen.getByRole('link', { name: 'Browse All Runs' })).toHaveAttribute('href', '/runs');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says 'Failed to load business profile' and tries again on Retry", async () => {
    const user = userEvent.setup();
    answerBusiness = (res) => sendJson(res, 500, serverError);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load business profile');

    answerBusiness = (res) => sendJson(res, 200, business());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Corre' })).toBeInTheDocument();
  });

  it('says which list failed, per tab, with Retry', async () => {
    const user = userEvent.setup();
    answerUpcoming = (res) => sendJson(res, 500, serverError);
    answerPast = (res) => sendJson(res, 500, serverError);
    renderPage();
    expect(await screen.findByText('Failed to load upcoming events')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    expect(await screen.findByText('Failed to load events')).toBeInTheDocument();

    answerPast = (res) => sendJson(res, 200, { items: past, nextCursor: null });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Past events' })).toBeInTheDocument();
  });

  it('says so when the business has no events', async () => {
    const user = userEvent.setup();
    answerUpcoming = (res) => sendJson(res, 200, { items: [], nextCursor: null });
    answerPast = (res) => sendJson(res, 200, { items: [], nextCursor: null });
    renderPage();
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    expect(await screen.findByText('No past events')).toBeInTheDocument();
  });

  it('lets the owner manage its posts and reach its own profile', async () => {
    const user = userEvent.setup();
    renderPage(ID, { auth: authenticated({ id: ID, role: 'business', name: 'Marta Host' }) });
    expect(await screen.findByRole('link', { name: /Manage your profile/ })).toHaveAttribute(
      'href',
      '/business/profile',
    );
    await user.click(screen.getByRole('tab', { name: 'Updates & Feed' }));
    await screen.findByRole('heading', { name: 'New route on Saturday' });
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report the post/ })).toBeNull();
  });

  it('lets a signed-in runner report a post, each by its title', async () => {
    const user = userEvent.setup();
    renderPage(ID, { auth: authenticated({ id: 'r-1', role: 'runner' }) });
    await user.click(await screen.findByRole('tab', { name: 'Updates & Feed' }));
    const name = 'Report the post New route on Saturday';
    await screen.findByRole('button', { name });
    // The dialog's own button takes the place of the one drawn while its code loads.
    await expect.poll(() => screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name }));
    expect(await screen.findByRole('dialog', { name: 'Report this post' })).toBeInTheDocument();
  });

  it('offers a visitor no Report on a post', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Updates & Feed' }));
    await screen.findByRole('heading', { name: 'New route on Saturday' });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
