import { useState } from 'react';
import type { Membership } from '../api/team';

const STORAGE_KEY = 'rt:acting-for';

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Which of the person's teams they act for now: the one chosen last (kept in this browser), else the first.
 * The server checks every request anyway; this only picks the business the screens show.
 */
export function useActingFor(memberships: Membership[]) {
  const [chosen, setChosen] = useState<string | null>(stored);
  const current = memberships.find((m) => m.businessId === chosen) ?? memberships[0] ?? null;
  const choose = (businessId: string) => {
    setChosen(businessId);
    try {
      localStorage.setItem(STORAGE_KEY, businessId);
    } catch {
      // Private browsing: the choice lasts for this page only.
    }
  };
  return { current, choose };
}
