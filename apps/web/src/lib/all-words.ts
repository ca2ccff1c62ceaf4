// The rest of the words, once the page is up (decision 064): the screens a navigation leads to need them. Its own
// module, loaded after hydrating (root.tsx), so no page's first load carries it.
import { addWords, wholeCatalogueAddress, type CatalogueAnswer } from '@/lib/i18n';

let loading: Promise<void> | null = null;

/** Loads the whole catalogue once; without the network a navigation goes on with what it has and the next tries again. */
export function loadAllWords(): Promise<void> {
  const address = wholeCatalogueAddress();
  if (!address) return Promise.resolve();
  return (loading ??= fetch(address)
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(response.statusText))))
    .then(({ messages }: CatalogueAnswer) => addWords(messages))
    .catch(() => undefined)
    .finally(() => (loading = null)));
}
