// How the server draws a page (docs/decisions/062): the whole page at once, every lazy part loaded, so crawlers
// and link previews read it without running scripts; in the request's language (server.ts).
import type { Query } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceContext, pageContext } from '@/app/page-context';
import { loaderQueryClient } from '@/lib/loader-queries';
import { RequestQueryClientContext } from '@/lib/query-layer';

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const { nonce } = loadContext.get(pageContext);
  const errors: unknown[] = [];
  // The page's own query client: the loaders' answers are hydrated into it as the page is drawn (lib/query-layer).
  const queryClient = loaderQueryClient();
  const { prelude } = await prerenderToNodeStream(
    <NonceContext value={nonce}>
      <RequestQueryClientContext value={queryClient}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestQueryClientContext>
    </NonceContext>,
    {
      signal: AbortSignal.timeout(10_000),
      // Every boundary inline, however large: an outlined one needs a script to move it into place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // Still right (the browser fetches them), but drawn without its data: the route's loader should fetch these.
  const missed = queryClient.getQueryCache().getAll().filter(isWaiting);
  if (missed.length > 0)
    console.warn(
      `${new URL(request.url).pathname} was drawn without queries its loader missed:`,
      missed.map((query) => query.queryHash).join(' '),
    );
  queryClient.clear();
  // Parts React had to leave to the browser still work there, but each one is a bug the server logs.
  for (const error of errors) console.error('server rendering left a part to the browser:', error);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(Buffer.concat(chunks), { status, headers });
}

/** A query the page wants (enabled) that has neither data nor an error: its loader did not fetch it. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const options = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return enabled !== false && typeof query.options.queryFn === 'function';
}
