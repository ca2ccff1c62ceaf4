import type { ClientLoaderFunctionArgs } from 'react-router';

/**
 * The browser's side of a server-drawn page's loader (app/page-loaders.ts). Moving to the page asks the server
 * for its data; when that fails (offline, or the server is down) the page is drawn without it and asks the API
 * for itself, which the service worker may answer from what it kept (decision 037). A redirect still redirects.
 */
export async function loaderOrOffline({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { queries: undefined, head: {} };
  }
}
