import { useSyncExternalStore } from 'react';
import type { Membership } from '../api/team';

const STORAGE_KEY = 'rt:acting-for';

// One choice for the whole page (the navbar's switcher and the screens read the same), kept in this browser.
const listeners = new Set<() => void>();
let memory: string | null = null;

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return memory;
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab's choice counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Acts for this business from now on, on every screen of the app. */
export function chooseActingFor(businessId: string) {
  memory = businessId;
  try {
    localStorage.setItem(STORAGE_KEY, businessId);
  } catch {
    // Private browsing: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * Which of the person's teams they act for now: the one chosen last (kept in this browser), else the first.
 * The server checks every request anyway; this only picks the business the screens show.
 */
export function useActingFor(memberships: Membership[]) {
  const chosen = useSyncExternalStore(subscribe, read, () => null);
  const current = memberships.find((m) => m.businessId === chosen) ?? memberships[0] ?? null;
  return { current, choose: chooseActingFor };
}
