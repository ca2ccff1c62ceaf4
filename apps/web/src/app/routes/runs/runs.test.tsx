import type { Run } from '@runtogether/shared/runs/run.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { StrictMode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPositionMessages } from '@/features/runs/hooks/use-current-position';
import { runListMessages } from '@/features/runs/utils/run-list-error';
import { renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as FindRunsPage } from './runs';

type Answer = (url: URL, res: ServerResponse) => void;

const realSetTimeout = globalThis.setTimeout;

/**
 * With a fake clock installed: moves it on in small steps, pausing for real between them so the network can
 * answer, until `check` passes (or about 5 s of real time have gone by).
 */
async function advanceUntil(check: () => void) {
  for (let step = 0; ; step++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
      await new Promise((resolve) => realSetTimeout(resolve, 20));
    });
    try {
      check();
      return;
    } catch (error) {
      if (step >= 250) throw error;
    }
  }
}

const page = (items: Run[], nextCursor: string | null = null) => ({ items, nextCursor });
const run = (id: number, date: string, title = `Run ${id}`) => testRun({ id, date, title });
const geocoded = { latitude: 40.41531, longitude: -3.68449, displayName: 'Retiro, Madrid', stale: false };
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The URL's query and how the router got there (PUSH adds a history entry, REPLACE does not). */
function SearchProbe() {
  const { search } = useLocation();
  return (
    <div data-testid="search" data-navigation={useNavigationType()}>
      {search}
    </div>
  );
}

const search = () => screen.getByTestId('search');
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const locationInput = () => screen.getByRole('searchbox', { name: 'Location' });
const dateInput = () => screen.getByLabelText('Date');
const cardTitles = (container: HTMLElement) =>
  within(container)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('/runs (Find Runs)', () => {
  let server: TestServer;
  let events: Answer;
  let geocode: Answer;

  const eventQueries = () =>
    server.requests
      .filter((r) => r.startsWith('GET /api/events'))
      .map((r) => new URL(r.slice('GET '.length), server.url).searchParams);
  const lastEventQuery = () => eventQueries().at(-1);
  const geocodeQueries = () =>
    server.requests
      .filter((r) => r.startsWith('GET /api/geocode'))
      .map((r) => new URL(r.slice('GET '.length), server.url).searchParams.get('q'));

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const url = new URL(req.url ?? '/', server.url);
      if (url.pathname === '/api/events') events(url, res);
      else if (url.pathname === '/api/geocode') geocode(url, res);
      else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
    });
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    events = (_url, res) => sendJson(res, 200, page([run(1, '2030-05-18')]));
    geocode = (_url, res) => sendJson(res, 200, geocoded);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'geolocation');
  });
  afterAll(() => server.close());

  const renderPage = (query = '') =>
    renderWithProviders(
      <StrictMode>
        <FindRunsPage />
        <SearchProbe />
      </StrictMode>,
      { path: { pathname: '/runs', search: query } },
    );

  it('has its heading, title and a Filters panel that collapses', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Runs' })).toBeInTheDocument();
    expect(document.title).toBe('Find Runs | RunTogether');
    await screen.findByRole('article', { name: 'Run 1' });

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(checkbox(/Beginner/)).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /Beginner/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(checkbox(/Beginner/)).toBeVisible();

    // Headings in order: the page, the panel, a day, then the cards.
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', 'Find Runs'],
      ['H2', 'Filters'],
      ['H2', 'Saturday, May 18, 2030'],
      ['H3', 'Run 1'],
    ]);
  });

  it('reads the filters from a shared link and asks the API for them', async () => {
    renderPage('?pace=beginner,advanced&distance=short&date=2026-11-22&location=Retiro&near=40.415,-3.684');

    expect(await screen.findByRole('article', { name: 'Run 1' })).toBeInTheDocument();
    expect(checkbox(/Beginner/)).toBeChecked();
    expect(checkbox(/Intermediate/)).not.toBeChecked();
    expect(checkbox(/Advanced/)).toBeChecked();
    expect(checkbox(/Short/)).toBeChecked();
    expect(checkbox(/Medium/)).not.toBeChecked();
    expect(dateInput()).toHaveValue('2026-11-22');
    expect(locationInput()).toHaveValue('Retiro');
    expect(screen.getByRole('button', { name: 'Filters 4 active' })).toBeInTheDocument();

    const query = lastEventQuery();
    expect(query?.get('pace')).toBe('beginner,advanced');
    expect(query?.get('distance')).toBe('short');
    expect(query?.get('date')).toBe('2026-11-22');
    expect(query?.get('tz')).toBe(timeZone);
    expect(query?.get('near')).toBe('40.415,-3.684');
    expect(query?.get('limit')).toBe('12');
    // The link already carries the place's coordinates: no lookup needed.
    expect(screen.getByText('Location found: 40.4150, -3.6840')).toBeInTheDocument();
    expect(geocodeQueries()).toEqual([]);
  });

  it('puts each choice in the URL as a history entry, and a reload keeps them', async () => {
    const first = renderPage();
    await screen.findByRole('article', { name: 'Run 1' });

    await userEvent.click(checkbox(/Intermediate/));
    await userEvent.click(checkbox(/Long/));
    fireEvent.change(dateInput(), { target: { value: '2030-05-18' } });

    expect(search()).toHaveTextContent('?pace=intermediate&distance=long&date=2030-05-18');
    expect(search()).toHaveAttribute('data-navigation', 'PUSH');
    await waitFor(() => expect(lastEventQuery()?.get('date')).toBe('2030-05-18'));
    expect(lastEventQuery()?.get('pace')).toBe('intermediate');
    expect(lastEventQuery()?.get('distance')).toBe('long');
    expect(lastEventQuery()?.get('tz')).toBe(timeZone);

    const url = search().textContent ?? '';
    first.unmount();
    renderPage(url);
    expect(checkbox(/Intermediate/)).toBeChecked();
    expect(checkbox(/Long/)).toBeChecked();
    expect(dateInput()).toHaveValue('2030-05-18');
    expect(await screen.findByRole('article', { name: 'Run 1' })).toBeInTheDocument();
    expect(lastEventQuery()?.get('pace')).toBe('intermediate');
  });

  it("'Clear All Filters' resets pace, distance, date and location", async () => {
    renderPage('?pace=beginner&distance=medium,long&date=2030-05-18&location=Retiro&near=40.415,-3.684');
    await screen.findByRole('article', { name: 'Run 1' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));

    expect(search()).toBeEmptyDOMElement();
    expect(checkbox(/Beginner/)).not.toBeChecked();
    expect(checkbox(/Medium/)).not.toBeChecked();
    expect(checkbox(/Long/)).not.toBeChecked();
    expect(dateInput()).toHaveValue('');
    expect(locationInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
    await waitFor(() => expect(lastEventQuery()?.toString()).toBe('limit=12'));
  });

  it('groups runs by day, soonest first, keeping the server order within a day', async () => {
    events = (_url, res) =>
      sendJson(
        res,
        200,
        page([
          run(1, '2030-05-19', 'Nearest Sunday run'),
          run(2, '2030-05-18', 'Saturday run'),
          run(3, '2030-05-19', 'Farther Sunday run'),
        ]),
      );
    renderPage();

    const saturday = await screen.findByRole('region', { name: 'Saturday, May 18, 2030' });
    const sunday = screen.getByRole('region', { name: 'Sunday, May 19, 2030' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Filters',
      'Saturday, May 18, 2030',
      'Sunday, May 19, 2030',
    ]);
    expect(cardTitles(saturday)).toEqual(['Saturday run']);
    expect(cardTitles(sunday)).toEqual(['Nearest Sunday run', 'Farther Sunday run']);
    expect(within(sunday).getAllByRole('list')[0]).toHaveClass(
      'grid-cols-1',
      'sm:grid-cols-2',
      'lg:grid-cols-3',
    );
    expect(within(sunday).getByRole('link', { name: 'Farther Sunday run' })).toHaveAttribute(
      'href',
      '/runs/3',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 runs');
  });

  it('shows two groups of three skeleton cards while the runs load', () => {
    events = () => {
      // never answers
    };
    renderPage();
    const groups = screen.getAllByTestId('run-group-skeleton');
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(within(group).getAllByTestId('run-card-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading runs...');
  });

  it('says when no runs are loaded, and what to try', async () => {
    events = (_url, res) => sendJson(res, 200, page([]));
    renderPage();
    expect(await screen.findByRole('heading', { name: runListMessages.noneFound })).toBeInTheDocument();
    expect(screen.getByText(runListMessages.noneFoundHint)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(runListMessages.empty);
    expect(screen.queryByText(runListMessages.filteredOut)).not.toBeInTheDocument();
  });

  it('suggests adjusting the filters when they leave every run out', async () => {
    events = (_url, res) => sendJson(res, 200, page([]));
    renderPage('?pace=advanced&distance=long');
    expect(await screen.findByRole('heading', { name: runListMessages.noneFound })).toBeInTheDocument();
    expect(screen.getByText(runListMessages.filteredOut)).toBeInTheDocument();
    expect(screen.queryByText(runListMessages.empty)).not.toBeInTheDocument();
    expect(screen.queryByText(runListMessages.noneFoundHint)).not.toBeInTheDocument();
  });

  it('asks to wait when rate limited (429), without retrying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    events = (_url, res) => sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } });
    const { queryClient } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(runListMessages.rateLimited);
    expect(screen.getByRole('heading', { name: runListMessages.noneFound })).toBeInTheDocument();
    expect(screen.getByText(runListMessages.noneFoundHint)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    // A retry waiting for its delay, or started when it ran out, would show as a query fetching.
    expect(queryClient.isFetching()).toBe(0);
    expect(eventQueries()).toHaveLength(1);
  });

  it('retries other failures twice, 5 s apart, then says so and loads on Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    events = (_url, res) => sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } });
    renderPage();

    await waitFor(() => expect(eventQueries()).toHaveLength(1));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    await waitFor(() => expect(eventQueries()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(runListMessages.failed);
    expect(eventQueries()).toHaveLength(3);

    events = (_url, res) => sendJson(res, 200, page([run(1, '2030-05-18')]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Run 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Load more' fetches the next page with the same filters", async () => {
    events = (url, res) =>
      url.searchParams.get('cursor') === 'page-2'
        ? sendJson(res, 200, page([run(3, '2030-05-19')]))
        : sendJson(res, 200, page([run(1, '2030-05-18'), run(2, '2030-05-19')], 'page-2'));
    renderPage('?distance=short');

    await screen.findByRole('article', { name: 'Run 2' });
    expect(screen.queryByRole('article', { name: 'Run 3' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const sunday = screen.getByRole('region', { name: 'Sunday, May 19, 2030' });
    await waitFor(() => expect(cardTitles(sunday)).toEqual(['Run 2', 'Run 3']));
    expect(lastEventQuery()?.get('cursor')).toBe('page-2');
    expect(lastEventQuery()?.get('distance')).toBe('short');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('You have reached the end of the list.')).toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          observers.splice(observers.indexOf(this.entry), 1);
        }
      },
    );
    events = (url, res) =>
      url.searchParams.get('cursor') === 'page-2'
        ? sendJson(res, 200, page([run(2, '2030-05-18')]))
        : sendJson(res, 200, page([run(1, '2030-05-18')], 'page-2'));
    renderPage();
    await screen.findByRole('article', { name: 'Run 1' });

    expect(eventQueries()).toHaveLength(1);
    await waitFor(() => expect(observers).toHaveLength(1));
    act(() => {
      for (const { callback, target } of [...observers])
        callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(await screen.findByRole('article', { name: 'Run 2' })).toBeInTheDocument();
    expect(lastEventQuery()?.get('cursor')).toBe('page-2');
  });

  it('geocodes the location only after a 500 ms pause, replacing the history entry', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Run 1' });

    vi.useFakeTimers();
    fireEvent.change(locationInput(), { target: { value: 'Retiro' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(search()).toBeEmptyDOMElement();
    expect(screen.queryByText('Looking up address...')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(search()).toHaveTextContent('?location=Retiro');
    expect(search()).toHaveAttribute('data-navigation', 'REPLACE');
    // The lookup and the runs it re-sorts come over the network while the fake clock runs on.
    await advanceUntil(() => {
      expect(screen.getByText('Location found: 40.4153, -3.6845')).toBeInTheDocument();
      expect(search()).toHaveTextContent('?location=Retiro&near=40.415,-3.684');
      expect(lastEventQuery()?.get('near')).toBe('40.415,-3.684');
    });
    expect(search()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(geocodeQueries()).toEqual(['Retiro']);
  });

  it('looks up only the text typed before the pause, not each keystroke', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Run 1' });
    await userEvent.type(locationInput(), 'Retiro');

    expect(await screen.findByText('Location found: 40.4153, -3.6845')).toBeInTheDocument();
    expect(geocodeQueries()).toEqual(['Retiro']);
    expect(locationInput()).toHaveValue('Retiro');
    // The address bar follows the lookup's answer on its own turn, not necessarily before it is drawn.
    await waitFor(() => expect(search()).toHaveAttribute('data-navigation', 'REPLACE'));
  });

  it('shows why a location could not be found, and the stale-cache notice', async () => {
    geocode = (_url, res) =>
      sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Address not found' } });
    renderPage();
    await userEvent.type(locationInput(), 'Nowhere');
    expect(
      await screen.findByText('Address not found. Please enter a more specific address.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(search()).toHaveTextContent('?location=Nowhere'));

    geocode = (_url, res) => sendJson(res, 200, { ...geocoded, stale: true });
    await userEvent.clear(locationInput());
    await userEvent.type(locationInput(), 'Retiro');
    expect(
      await screen.findByText('Using cached location - geocoding service temporarily unavailable'),
    ).toBeInTheDocument();
  });

  it("'Use my location' sorts from the device's position when allowed", async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 40.416775, longitude: -3.70379 } } as GeolocationPosition),
      },
    });
    renderPage('?location=Retiro&near=40.415,-3.684');
    await screen.findByRole('article', { name: 'Run 1' });

    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(search()).toHaveTextContent('?near=40.417,-3.704');
    expect(locationInput()).toHaveValue('');
    expect(
      screen.getByText('Showing the nearest runs first, from your current location.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(lastEventQuery()?.get('near')).toBe('40.417,-3.704'));
  });

  it('explains kindly when location access is denied', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      },
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText(currentPositionMessages.denied)).toBeInTheDocument();
    expect(search()).toBeEmptyDOMElement();
  });
});
