// A toast the page's reload would cut short: after a log-in, an account in another language reloads the page in
// it (lib/auth.tsx), and "Login successful!" went with the old page. The next load shows it again, in its own
// language (app/provider.tsx). Kept by key, not text, for that reason; kept for this tab only.
import type { MessageKey } from '@runtogether/shared/i18n/keys';

const STORAGE_KEY = 'rt-toast-after-reload';
// A reload follows within seconds, more on a slow phone or network (deleting an account first empties the offline
// caches); a message older than a minute belongs to a reload that never came.
const FRESH_FOR_MS = 60_000;

export function toastAfterReload(message: MessageKey, now = Date.now()) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ message, at: now }));
  } catch {
    // No storage (a locked-down browser): the toast is lost, as before.
  }
}

/** The message the load before left, once; null when there is none or it is stale. */
export function takeToastLeftForThisLoad(now = Date.now()): MessageKey | null {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    if (!kept) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const { message, at } = JSON.parse(kept) as { message?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && now >= at && now - at < FRESH_FOR_MS;
    return fresh && typeof message === 'string' ? (message as MessageKey) : null;
  } catch {
    return null;
  }
}
