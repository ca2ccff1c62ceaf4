import { AppError } from '@runtogether/shared/errors/app-error';
import { hydrate, QueryClient, QueryObserver, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { failedStatus, loaderQueries, loaderQueryClient, reviveQueryErrors } from './loader-queries';

const found = queryKeys.runs.detail(1);
const missing = queryKeys.runs.detail(404);
const broken = queryKeys.runs.detail(500);
const waiting = queryKeys.runs.detail(0);

const notFound = () => new AppError('NOT_FOUND', 'Run not found', 404);

/** A loader's client after fetching a run, failing two (an API error and a bug), with one still on its way. */
async function fetchedByALoader() {
  const queryClient = loaderQueryClient();
  await queryClient.prefetchQuery({
    queryKey: found,
    queryFn: () => Promise.resolve({ id: 1, title: 'Sunrise 5K' }),
  });
  await queryClient.prefetchQuery({ queryKey: missing, queryFn: () => Promise.reject(notFound()) });
  await queryClient.prefetchQuery({
    queryKey: broken,
    queryFn: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')")),
  });
  void queryClient.prefetchQuery({ queryKey: waiting, queryFn: () => new Promise<never>(() => {}) });
  return queryClient;
}

const byKey = (state: DehydratedState, queryKey: readonly unknown[]) =>
  state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey));

/** What the browser receives: the loader's data travels as plain data (the framework serializes it). */
const overTheWire = (state: DehydratedState): DehydratedState =>
  JSON.parse(JSON.stringify(state)) as DehydratedState;

describe('loaderQueryClient', () => {
  it('does not retry: a failed answer is the page’s to show (a 404), and retries belong to the browser', async () => {
    const queryClient = loaderQueryClient();
    let calls = 0;
    await queryClient.prefetchQuery({
      queryKey: broken,
      queryFn: () => {
        calls += 1;
        return Promise.reject(new AppError('INTERNAL', 'Internal error', 500));
      },
    });
    expect(calls).toBe(1);
    expect(queryClient.getQueryState(broken)?.status).toBe('error');
  });
});

describe('loaderQueries', () => {
  it('hands over the answers the loader fetched', async () => {
    const state = loaderQueries(await fetchedByALoader());
    expect(byKey(state, found)?.state).toMatchObject({
      status: 'success',
      data: { id: 1, title: 'Sunrise 5K' },
      error: null,
    });
  });

  it('turns an AppError into plain data ({ code, message, status }) that survives the trip', async () => {
    const state = loaderQueries(await fetchedByALoader());
    const query = byKey(state, missing);
    const serialized = { code: 'NOT_FOUND', message: 'Run not found', status: 404 };
    expect(query?.state.status).toBe('error');
    expect(query?.state.error).toEqual(serialized);
    expect(query?.state.error).not.toBeInstanceOf(Error);
    expect(query?.state.fetchFailureReason).toEqual(serialized);
    expect(byKey(overTheWire(state), missing)?.state.error).toEqual(serialized);
  });

  it("turns any other error into INTERNAL (500), in the page's words, without its message", async () => {
    const state = loaderQueries(await fetchedByALoader());
    const serialized = { code: 'INTERNAL', message: 'The server could not load this.', status: 500 };
    expect(byKey(state, broken)?.state.error).toEqual(serialized);
    expect(byKey(state, broken)?.state.fetchFailureReason).toEqual(serialized);
  });

  it('leaves out a query still on its way, and only that one', async () => {
    const state = loaderQueries(await fetchedByALoader());
    expect(byKey(state, waiting)).toBeUndefined();
    expect(state.queries.map((query) => query.queryKey)).toEqual([found, missing, broken]);
    expect(state.mutations).toEqual([]);
  });

  it('empties the loader’s client, so its answers and timers do not outlive the request', async () => {
    const queryClient = await fetchedByALoader();
    loaderQueries(queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(queryClient.getQueryData(found)).toBeUndefined();
  });
});

describe('reviveQueryErrors', () => {
  async function received() {
    return overTheWire(loaderQueries(await fetchedByALoader())).queries;
  }

  it('makes each error an AppError again, for the page that reads it', async () => {
    const browser = new QueryClient();
    const revived = reviveQueryErrors(await received(), browser);
    const query = revived.find((q) => q.queryHash === JSON.stringify(missing));
    const error = query?.state.error;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Run not found', status: 404 });
    expect(query?.state.fetchFailureReason).toBe(error);

    const internal = revived.find((q) => q.queryHash === JSON.stringify(broken))?.state.error;
    expect(internal).toBeInstanceOf(AppError);
    expect(internal).toMatchObject({ code: 'INTERNAL', status: 500 });
  });

  it('keeps a failed query from retrying as the page mounts; answers and AppErrors are left as they are', async () => {
    const browser = new QueryClient();
    const queries = await received();
    const revived = reviveQueryErrors(queries, browser);
    expect(browser.getQueryDefaults(missing).retryOnMount).toBe(false);
    expect(browser.getQueryDefaults(broken).retryOnMount).toBe(false);
    expect(browser.getQueryDefaults(found).retryOnMount).toBeUndefined();

    const answer = queries.find((q) => q.queryHash === JSON.stringify(found));
    expect(revived.find((q) => q.queryHash === JSON.stringify(found))).toBe(answer);
    // Revived already (an AppError): nothing to do.
    const again = revived.filter((q) => q.queryHash === JSON.stringify(missing));
    expect(reviveQueryErrors(again, new QueryClient())).toEqual(again);
    expect(reviveQueryErrors(again, new QueryClient())[0]).toBe(again[0]);
  });

  it('hydrated, a 404 stays what the page was drawn with: a page that mounts does not ask again', async () => {
    const browser = new QueryClient();
    hydrate(browser, { mutations: [], queries: reviveQueryErrors(await received(), browser) });
    expect(failedStatus(browser, { queryKey: missing })).toBe(404);

    let asked = 0;
    const observer = new QueryObserver(browser, {
      queryKey: missing,
      queryFn: () => {
        asked += 1;
        return Promise.resolve({ id: 404 });
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(asked).toBe(0);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(observer.getCurrentResult().error).toBeInstanceOf(AppError);
    unsubscribe();
  });
});

describe('failedStatus', () => {
  it("is a failed query's HTTP status, and nothing for an answer, a non-AppError or no query", async () => {
    const queryClient = loaderQueryClient();
    await queryClient.prefetchQuery({ queryKey: missing, queryFn: () => Promise.reject(notFound()) });
    await queryClient.prefetchQuery({ queryKey: found, queryFn: () => Promise.resolve({ id: 1 }) });
    await queryClient.prefetchQuery({ queryKey: broken, queryFn: () => Promise.reject(new Error('boom')) });
    expect(failedStatus(queryClient, { queryKey: missing })).toBe(404);
    expect(failedStatus(queryClient, { queryKey: found })).toBeUndefined();
    expect(failedStatus(queryClient, { queryKey: broken })).toBeUndefined();
    expect(failedStatus(queryClient, { queryKey: waiting })).toBeUndefined();
    queryClient.clear();
  });
});
