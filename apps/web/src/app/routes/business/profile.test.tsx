import type { BusinessPost } from '@runtogether/shared/posts/post.schemas';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import type { BusinessDetails, User } from '@runtogether/shared/users/user.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TeamNavSlot } from '@/app/team-nav';
import { AuthContext, meQueryKey, type AuthState } from '@/lib/auth';
import routes from '@/routes';
import { authenticated, createTestQueryClient, renderWithProviders, testUser } from '@/testing/render';
import { createAppStub, type RouteModule } from '@/testing/route-config-stub';
import { testRun } from '@/testing/run-fixtures';
import {
  readJson,
  readText,
  sendJson,
  setPageOrigin,
  startTestServer,
  type TestServer,
} from '@/testing/test-server';
import { Component as BusinessProfilePage } from './profile';

// The app's route config (src/routes.ts) mounts these, with its real layouts and route guards.
const routeModules = import.meta.glob<RouteModule>(
  ['/src/app/routes/**/*.tsx', '/src/app/layouts/*.tsx', '!/src/**/*.test.tsx'],
  { base: '/src' },
);

const ID = '3f1c2d4e-0000-4000-8000-000000000001';
const EMAIL = 'marta@cafecorre.example';

const details = (overrides: Partial<BusinessDetails> = {}): BusinessDetails => {
  const links = {
    website: 'https://cafecorre.example',
    instagram: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    google_review: null,
  };
  return {
    businessName: 'Café Corre',
    businessLocation: 'Puerta del Sol, Madrid',
    businessPhone: '+34 612345678',
    description: 'Coffee and Saturday runs.',
    businessDescription: 'Coffee and Saturday runs.',
    address: 'Calle Mayor 1',
    businessType: 'Café',
    ...links,
    socialLinks: links,
    latitude: 40.416775,
    longitude: -3.70379,
    ...overrides,
  };
};

const host: User = testUser({
  id: ID,
  name: 'Marta Host',
  email: EMAIL,
  role: 'business',
  businessDetails: details(),
});
const { email: _email, ...publicHost } = host;

/** What the server answers for a saved user: the fields sent, in the client form. */
function savedUser(body: Record<string, unknown>): User {
  const merged = { ...host.businessDetails, ...body } as Record<string, unknown>;
  const pick = (key: string) => (merged[key] ?? null) as string | null;
  const links = {
    website: pick('website'),
    instagram: pick('instagram'),
    facebook: pick('facebook'),
    twitter: pick('twitter'),
    linkedin: pick('linkedin'),
    google_review: pick('google_review'),
  };
  return {
    ...host,
    name: (body.name as string | undefined) ?? host.name,
    email: (body.email as string | undefined) ?? host.email,
    businessDetails: {
      businessName: pick('businessName'),
      businessLocation: pick('businessLocation'),
      businessPhone: pick('businessPhone'),
      description: pick('businessDescription'),
      businessDescription: pick('businessDescription'),
      address: pick('address'),
      businessType: pick('businessType'),
      ...links,
      socialLinks: links,
      latitude: (merged.latitude ?? null) as number | null,
      longitude: (merged.longitude ?? null) as number | null,
    },
  };
}

const upcoming = [
  testRun({ id: 11, title: 'Sunrise 5K', hostId: ID }),
  testRun({ id: 12, title: 'Tempo Tuesday', hostId: ID, startsAt: '2030-05-21T17:00:00.000Z' }),
];
const past = [
  testRun({
    id: 5,
    title: 'Winter Trail',
    date: '2020-01-12',
    startsAt: '2020-01-12T08:00:00.000Z',
    hostId: ID,
  }),
  testRun({
    id: 4,
    title: 'New Year Jog',
    date: '2020-01-01',
    startsAt: '2020-01-01T10:00:00.000Z',
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

const serverError = { error: { code: 'INTERNAL', message: 'Internal Server Error' } };
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('/business/profile', () => {
  let server: TestServer;
  let answerBusiness: (res: ServerResponse) => void;
  let upcomingPages: Record<string, RunList>;
  let pastPages: Record<string, RunList>;
  let patches: unknown[];
  let answerPatch: (res: ServerResponse, body: Record<string, unknown>) => void;
  let uploads: string[];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cursor = url.searchParams.get('cursor') ?? 'first';
    if (url.pathname === '/api/events') sendJson(res, 200, upcomingPages[cursor]);
    else if (url.pathname === `/api/businesses/${ID}`) answerBusiness(res);
    else if (url.pathname === `/api/businesses/${ID}/past-runs`) {
      // A page that is not there stands for a server failing.
      const page = pastPages[cursor];
      if (page) sendJson(res, 200, page);
      else sendJson(res, 500, serverError);
    } else if (url.pathname === `/api/businesses/${ID}/posts`)
      sendJson(res, 200, { items: [post], nextCursor: null });
    else if (url.pathname === '/api/geocode')
      sendJson(res, 200, {
        latitude: 41.385064,
        longitude: 2.173404,
        displayName: 'Barcelona',
        stale: false,
      });
    else if (req.method === 'PATCH' && url.pathname === `/api/users/${ID}`) {
      void readJson(req).then((body) => {
        patches.push(body);
        answerPatch(res, body as Record<string, unknown>);
      });
    } else if (req.method === 'POST' && url.pathname === `/api/users/${ID}/avatar`) {
      void readText(req).then((body) => {
        uploads.push(body);
        sendJson(res, 200, { profileImageUrl: '/files/profiles/user-new.webp' });
      });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    patches = [];
    uploads = [];
    answerBusiness = (res) => sendJson(res, 200, publicHost);
    upcomingPages = { first: { items: upcoming, nextCursor: null } };
    pastPages = { first: { items: past, nextCursor: null } };
    answerPatch = (res, body) => sendJson(res, 200, savedUser(body));
  });
  afterAll(() => server.close());

  /** Renders the page for the signed-in `user` through the real AuthProvider, so a save shows everywhere. */
  function renderSignedIn(user: User = host) {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, user);
    return renderWithProviders(<BusinessProfilePage />, {
      auth: 'live',
      path: '/business/profile',
      queryClient,
    });
  }

  const cardTitles = (list: HTMLElement) =>
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  describe('who may see it', () => {
    it('asks a visitor to log in, and comes back here after', async () => {
      const user = userEvent.setup();
      renderWithProviders(<BusinessProfilePage />, { path: '/business/profile' });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Please log in to view your profile.' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Log In' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
      expect(screen.getByTestId('location')).toHaveAttribute(
        'data-state',
        JSON.stringify({ redirectTo: '/business/profile' }),
      );
      expect(server.requests).toEqual([]);
    });

    it('tells a runner the page is for businesses, and loads nothing', () => {
      renderWithProviders(<BusinessProfilePage />, { auth: authenticated(), path: '/business/profile' });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Access denied. Business account required.' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(server.requests).toEqual([]);
    });

    const signedOut: AuthState = { status: 'unauthenticated' };
    it.each([
      [signedOut, 'Please log in to view your profile.'],
      [authenticated(), 'Access denied. Business account required.'],
    ])('is not redirected away by the app router (%#)', async (auth, message) => {
      const App = await createAppStub(routes, routeModules, { teamNav: TeamNavSlot });
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <AuthContext value={auth}>
            <App initialEntries={['/business/profile']} />
          </AuthContext>
        </QueryClientProvider>,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: message }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/business\/profile$/);
    });

    it('shows a spinner while the session loads', () => {
      renderWithProviders(<BusinessProfilePage />, {
        auth: { status: 'loading' },
        path: '/business/profile',
      });
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    });
  });

  it('shows a spinner while the profile loads, then the business with its own actions', async () => {
    const { container } = renderSignedIn();
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Café Corre' })).toBeInTheDocument();
    expect(document.title).toBe('Your Business Profile | RunTogether');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
      'href',
      `/business/${ID}/profile`,
    );
    expect(screen.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=40.416775%2C-3.70379',
    );
    expect(server.requests).toContain(`GET /api/businesses/${ID}`);
    // Its own e-mail stays in the account settings, not on its profile.
    expect(container.innerHTML).not.toContain(EMAIL);
  });

  it("says 'Failed to load profile data' and loads it again on Retry", async () => {
    const user = userEvent.setup();
    answerBusiness = (res) => sendJson(res, 500, serverError);
    renderSignedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile data');

    answerBusiness = (res) => sendJson(res, 200, publicHost);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Corre' })).toBeInTheDocument();
  });

  describe('tabs', () => {
    it('opens on the feed: a new-post form and the posts, which it may delete', async () => {
      renderSignedIn();
      const tabs = await screen.findByRole('tablist', { name: 'Your profile sections' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Updates & Feed', 'Event History', 'Upcoming Events', 'Team']);
      expect(screen.getByRole('tab', { name: 'Updates & Feed' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'Updates & Feed' })).toBeInTheDocument();
      expect(field('Title')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'New route on Saturday' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    });

    it("lists every run in Event History, each marked 'Upcoming' or 'Completed'", async () => {
      const user = userEvent.setup();
      renderSignedIn();
      await user.click(await screen.findByRole('tab', { name: 'Event History' }));
      const list = await screen.findByRole('list', { name: 'Event history' });
      // The list's own items (a card's tags are a list too).
      const items = [...list.children] as HTMLElement[];
      expect(
        items.map((item) => [
          within(item).getByRole('heading', { level: 3 }).textContent,
          within(item).getByText(/^(Completed|Upcoming)$/).textContent,
        ]),
      ).toEqual([
        ['Sunrise 5K', 'Upcoming'],
        ['Tempo Tuesday', 'Upcoming'],
        ['Winter Trail', 'Completed'],
        ['New Year Jog', 'Completed'],
      ]);
      expect(server.requests).toContain(`GET /api/events?limit=12&hostId=${ID}`);
      expect(server.requests).toContain(`GET /api/businesses/${ID}/past-runs?limit=12`);
    });

    it('adds past runs to the history only after the last upcoming page', async () => {
      const user = userEvent.setup();
      upcomingPages = {
        first: { items: [upcoming[0]!], nextCursor: 'up-2' },
        'up-2': { items: [upcoming[1]!], nextCursor: null },
      };
      pastPages = {
        first: { items: [past[0]!], nextCursor: 'past-2' },
        'past-2': { items: [past[1]!], nextCursor: null },
      };
      renderSignedIn();
      await user.click(await screen.findByRole('tab', { name: 'Event History' }));
      const list = () => screen.getByRole('list', { name: 'Event history' });
      await waitFor(() => expect(cardTitles(list())).toEqual(['Sunrise 5K']));

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() =>
        expect(cardTitles(list())).toEqual(['Sunrise 5K', 'Tempo Tuesday', 'Winter Trail']),
      );
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() =>
        expect(cardTitles(list())).toEqual(['Sunrise 5K', 'Tempo Tuesday', 'Winter Trail', 'New Year Jog']),
      );
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it("says 'Failed to load events' when the history cannot load", async () => {
      const user = userEvent.setup();
      pastPages = {};
      renderSignedIn();
      await user.click(await screen.findByRole('tab', { name: 'Event History' }));
      expect(await screen.findByText('Failed to load events')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Event history' })).not.toBeInTheDocument();

      pastPages = { first: { items: past, nextCursor: null } };
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('list', { name: 'Event history' })).toBeInTheDocument();
    });

    it('lists the upcoming runs in Upcoming Events', async () => {
      const user = userEvent.setup();
      renderSignedIn();
      await user.click(await screen.findByRole('tab', { name: 'Upcoming Events' }));
      const list = await screen.findByRole('list', { name: 'Upcoming events' });
      expect(cardTitles(list)).toEqual(['Sunrise 5K', 'Tempo Tuesday']);
      expect(within(list).queryByText('Completed')).not.toBeInTheDocument();
    });
  });

  describe('Edit Profile', () => {
    const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      return screen.findByRole('dialog', { name: 'Edit Profile' });
    };

    it('edits every business field, geocodes the location, saves, and the header shows it', async () => {
      const user = userEvent.setup();
      renderSignedIn();
      const dialog = await openDialog(user);
      expect(field('Business Name')).toHaveValue('Café Corre');
      expect(within(dialog).getByText('Coordinates: 40.4168, -3.7038')).toBeInTheDocument();

      const edits: [string, string][] = [
        ['Business Name', 'Corre Café Club'],
        ['Phone Number', '+34 699 000 111'],
        ['Description', 'Coffee, then 10K.'],
        ['Address', 'Plaça de Catalunya 1'],
        ['Business Type', 'Running club'],
        ['Website', 'https://correclub.example'],
        ['Instagram', 'https://instagram.com/correclub'],
        ['Facebook', 'https://facebook.com/correclub'],
        ['Twitter', 'https://x.com/correclub'],
        ['LinkedIn', 'https://linkedin.com/company/correclub'],
        ['Google Review', 'https://g.page/correclub/review'],
      ];
      for (const [label, value] of edits) {
        await user.clear(field(label));
        await user.type(field(label), value);
      }
      // Each link stops at the API's 500 characters and counts up to them under its field.
      for (const [label, value] of edits.slice(5)) {
        expect(field(label)).toHaveAttribute('maxLength', '500');
        const counter = within(field(label).parentElement!).getByText(`${value.length}/500`);
        expect(counter.parentElement).toHaveTextContent(`${value.length} of 500 characters`);
      }
      await user.clear(field('Business Location'));
      await user.type(field('Business Location'), 'Plaça de Catalunya, Barcelona');
      expect(
        await within(dialog).findByText('Coordinates: 41.3851, 2.1734', undefined, { timeout: 8000 }),
      ).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(patches).toEqual([
        {
          name: 'Marta Host',
          email: EMAIL,
          businessName: 'Corre Café Club',
          businessLocation: 'Plaça de Catalunya, Barcelona',
          businessPhone: '+34 699 000 111',
          businessDescription: 'Coffee, then 10K.',
          address: 'Plaça de Catalunya 1',
          businessType: 'Running club',
          website: 'https://correclub.example',
          instagram: 'https://instagram.com/correclub',
          facebook: 'https://facebook.com/correclub',
          twitter: 'https://x.com/correclub',
          linkedin: 'https://linkedin.com/company/correclub',
          google_review: 'https://g.page/correclub/review',
          latitude: 41.385064,
          longitude: 2.173404,
        },
      ]);

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: 'Corre Café Club' })).toBeInTheDocument();
      expect(screen.getByText('Running club')).toBeInTheDocument();
      expect(screen.getByText('Coffee, then 10K.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&destination=41.385064%2C2.173404',
      );
      expect(screen.getByRole('link', { name: /Google Reviews/ })).toHaveAttribute(
        'href',
        'https://g.page/correclub/review',
      );
      // The page still never shows the e-mail address, even after a save that sent it.
      expect(document.body.innerHTML).not.toContain(EMAIL);
    });

    it('keeps the dialog open and says so when saving fails', async () => {
      const user = userEvent.setup();
      answerPatch = (res) => sendJson(res, 500, serverError);
      renderSignedIn();
      const dialog = await openDialog(user);
      await user.clear(field('Business Name'));
      await user.type(field('Business Name'), 'Corre Café Club');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
      expect(patches).toHaveLength(1);
    });

    it('uploads a new picture, which the header shows at once', async () => {
      const user = userEvent.setup({ applyAccept: false });
      const { container } = renderSignedIn();
      await openDialog(user);
      await user.upload(
        screen.getByLabelText('Change Photo'),
        new File(['png'], 'logo.png', { type: 'image/png' }),
      );
      expect(await screen.findByText('Profile image updated successfully!')).toBeInTheDocument();
      expect(uploads).toHaveLength(1);
      expect(container.querySelector('header img')).toHaveAttribute('src', '/files/profiles/user-new.webp');
    });

    it('refuses a file that is not an image, before uploading', async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderSignedIn();
      const dialog = await openDialog(user);
      await user.upload(
        screen.getByLabelText('Change Photo'),
        new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      );
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select an image file');
      expect(uploads).toEqual([]);
    });
  });
});
