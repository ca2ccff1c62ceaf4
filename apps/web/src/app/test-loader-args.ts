// A loader's arguments as the server calls it for a page request: the page context names who is asking.
import type { PageContext } from '@runtogether/shared/pages/page-context';
import type { User } from '@runtogether/shared/users/user.schemas';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { pageContext } from '@/app/page-context';

/**
 * `origin` is the test's API server. Pass the same `context` to two loaders to call them as one request does
 * (the root's and the page's run side by side).
 */
export function loaderArgs(
  origin: string,
  user: User | null,
  { path = '/', pattern = '/', params = {}, context = new RouterContextProvider() } = {},
): LoaderFunctionArgs {
  const page: PageContext = {
    user,
    locale: 'en',
    catalogue: '{}',
    catalogueVersion: 'v1',
    origin,
    api: (url, init) => fetch(url, init),
    nonce: 'nonce',
    heads: {
      site: () => Promise.resolve({}),
      run: () => Promise.resolve({}),
      business: () => Promise.resolve({}),
    },
  };
  context.set(pageContext, page);
  const url = new URL(path, origin);
  return { request: new Request(url), url, pattern, params, context };
}
