import { AppError } from '@runtogether/shared/errors/app-error';
import { t } from '@/lib/i18n';
import { pageOrigin } from '@/lib/page-origin';

/** What a failed connection says, in the page's language. */
export const networkErrorMessage = () => t('core.api.networkError');

/** Anything with zod's `parse`; responses are checked against the shared contract. */
interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * A parser fetched when the first answer needs it: `() => import('…schemas').then((m) => m.fooSchema)`. A page
 * the server rendered asks for nothing while it hydrates, so its chunks need neither zod nor the schemas, whose
 * construction was the largest part of a run page's start on a phone (docs/benchmarks-history.md, sixth pass).
 * When to use one: decision 043's rule (what a public page calls while it starts; everything else imports its
 * schema).
 */
export type LazyParser<T> = () => Promise<Parser<T>>;
type AnyParser<T> = Parser<T> | LazyParser<T>;

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

type Transport = (url: URL, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * The server renders pages with the same queries the browser runs (server.ts): there the requests go to
 * the API in-process, with the visitor's cookie, instead of over the network.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A fetch wrapper for the RunTogether API: JSON in and out, the session cookie rides along,
 * non-OK answers become the shared AppError and a failed connection becomes AppError('NETWORK').
 * `baseUrl` is an origin; empty means the page's own origin.
 */
export function createApiClient(baseUrl: string) {
  async function request<T>(
    method: string,
    path: string,
    parser: AnyParser<T> | null,
    { body, signal }: RequestOptions = {},
  ): Promise<T> {
    // A lazy parser loads while the request is in flight; its chunk failing to arrive is a failed connection.
    const ready = Promise.resolve(typeof parser === 'function' ? parser() : parser);
    ready.catch(() => undefined);
    const url = new URL(path, baseUrl || pageOrigin());
    const headers: Record<string, string> = { Accept: 'application/json' };
    // FormData (file uploads) sets its own multipart boundary; everything else travels as JSON.
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    let check: Parser<T> | null;
    try {
      response = await transport(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
      check = await ready;
    } catch (error) {
      // A cancelled query is not a network failure: let it through untouched.
      if (signal?.aborted) throw error;
      throw new AppError('NETWORK', networkErrorMessage(), 0);
    }

    const data = await readBody(response);
    if (!response.ok) throw AppError.fromBody(response.status, data);
    if (!check) return undefined as T;
    try {
      return check.parse(data);
    } catch {
      throw new AppError('INTERNAL', t('core.api.unexpectedResponse'), response.status);
    }
  }

  // One maker for every method: each is a line of the shell's bundle (decision 014).
  const send =
    (method: string) =>
    <T>(path: string, parser: AnyParser<T> | null, options?: RequestOptions) =>
      request(method, path, parser, options);
  return {
    get: send('GET') as <T>(
      path: string,
      parser: AnyParser<T>,
      options?: Omit<RequestOptions, 'body'>,
    ) => Promise<T>,
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
  };
}

// The API is the page's own origin: one process serves both (docs/decisions/062).
export const api = createApiClient('');
