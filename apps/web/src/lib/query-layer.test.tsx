import { AppError } from '@runtogether/shared/errors/app-error';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loaderQueries, loaderQueryClient } from '@/lib/loader-queries';
import { queryKeys } from '@/lib/query-keys';
import { withQueryLayer } from '@/lib/query-layer';

// The browser's side of the loaders' `queries` (docs/decisions/062): a page drawn with its answers asks for
// nothing while it mounts. Each test uses keys of its own: the browser's one query client outlives a test.

/** What a route's loader returns, as the browser receives it (the framework serializes it). */
async function loaderAnswer(fetch: (queryClient: ReturnType<typeof loaderQueryClient>) => Promise<void>) {
  const queryClient = loaderQueryClient();
  await fetch(queryClient);
  return JSON.parse(JSON.stringify({ queries: loaderQueries(queryClient), head: {} })) as unknown;
}

describe('QueryLayer', () => {
  // Drawn at once from the answers: a page that had to ask would show 'no … answer' or 'Loading…' first.
  it("gives a page every matched route's answers (the root's and its own), asking for nothing", async () => {
    const asked: string[] = [];
    const ask = (what: string) => () => {
      asked.push(what);
      return Promise.resolve({ title: `${what}, fetched in the browser` });
    };
    function Page() {
      const shell = useQuery({ queryKey: queryKeys.mapSettings, queryFn: ask('shell') });
      const run = useQuery({ queryKey: queryKeys.runs.detail(1), queryFn: ask('run') });
      return (
        <>
          <p>{shell.data?.title ?? 'no shell answer'}</p>
          <h1>{run.data?.title ?? 'no run answer'}</h1>
        </>
      );
    }
    const rootAnswer = await loaderAnswer((queryClient) =>
      queryClient.prefetchQuery({
        queryKey: queryKeys.mapSettings,
        queryFn: () => Promise.resolve({ title: 'The shell’s answer' }),
      }),
    );
    const runAnswer = await loaderAnswer((queryClient) =>
      queryClient.prefetchQuery({
        queryKey: queryKeys.runs.detail(1),
        queryFn: () => Promise.resolve({ title: 'Sunrise 5K' }),
      }),
    );
    const App = createRoutesStub([
      {
        id: 'root',
        loader: () => rootAnswer,
        Component: Outlet,
        children: [{ id: 'run', path: '/runs/1', loader: () => runAnswer, Component: withQueryLayer(Page) }],
      },
    ]);
    // The page as it hydrates: the loaders' data came with the document.
    render(
      <App
        initialEntries={['/runs/1']}
        hydrationData={{ loaderData: { root: rootAnswer, run: runAnswer } }}
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Sunrise 5K' })).toBeInTheDocument();
    expect(screen.getByText('The shell’s answer')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('draws the error the loader met, as an AppError, and does not ask again as the page mounts', async () => {
    const asked: number[] = [];
    function Page() {
      const run = useQuery({
        queryKey: queryKeys.runs.detail(404),
        queryFn: () => {
          asked.push(404);
          return Promise.resolve({ title: 'Found after all' });
        },
      });
      if (run.error)
        return (
          <h1>
            {run.error instanceof AppError ? `${run.error.code} ${run.error.status}` : 'not an AppError'}
          </h1>
        );
      return <h1>{run.data?.title ?? 'Loading…'}</h1>;
    }
    const answer = await loaderAnswer((queryClient) =>
      queryClient.prefetchQuery({
        queryKey: queryKeys.runs.detail(404),
        queryFn: () => Promise.reject(new AppError('NOT_FOUND', 'Run not found', 404)),
      }),
    );
    const App = createRoutesStub([
      { id: 'run', path: '/runs/404', loader: () => answer, Component: withQueryLayer(Page) },
    ]);
    render(<App initialEntries={['/runs/404']} hydrationData={{ loaderData: { run: answer } }} />);

    expect(screen.getByRole('heading', { level: 1, name: 'NOT_FOUND 404' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
