/**
 * The query of a page's address as search engines and link previews name it (its loader's, app/page-loaders.ts):
 * only its language (?lang=) and the parameters that choose what the page shows (`params`), as they were written.
 * A shared link's tracking parameters (utm_source, fbclid…) would otherwise make each copy a page of its own.
 */
export function canonicalSearch(search: string, params: readonly string[] = []): string {
  const keep = [...params, 'lang'];
  const query = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => keep.includes(pair.replace(/=.*/, '')))
    .join('&');
  return query ? `?${query}` : '';
}
