import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  applyRunFilters,
  emptyRunFilters,
  parseRunFilters,
  toSearchString,
  type RunFilters,
} from '../utils/run-filters';

export interface SetFiltersOptions {
  /** Replace the current history entry instead of adding one (typing, or an automatic follow-up). */
  replace?: boolean;
}

export type SetRunFilters = (change: Partial<RunFilters>, options?: SetFiltersOptions) => void;

/**
 * The Find Runs filters, kept in the URL so a filtered view can be shared and survives a reload.
 * A choice (a checkbox, a date, clearing) adds a history entry, so Back undoes it.
 *
 * `filters` are the URL's, which the results follow. `chosen` are what the controls show: the URL changes only
 * once the page's loader has the list for it, and a box must show ticked the moment it is clicked, not when the
 * runs arrive (docs/product.md §2 "Find Runs").
 */
export function useRunFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseRunFilters(new URLSearchParams(search)), [search]);
  // The search asked for while its navigation runs (navigate's promise settles when it ends or gives way).
  const [asked, setAsked] = useState<string | null>(null);
  const chosen = useMemo(
    () => (asked === null ? filters : parseRunFilters(new URLSearchParams(asked))),
    [asked, filters],
  );

  // The URL changes only once a navigation settles; two quick clicks must not both start from the old URL
  // (the second would undo the first), so each change builds on the latest one asked for.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);

  const setFilters = useCallback<SetRunFilters>(
    (change, { replace = false } = {}) => {
      const current = new URLSearchParams(latest.current);
      const next = toSearchString(applyRunFilters(current, { ...parseRunFilters(current), ...change }));
      if (next === toSearchString(current)) return;
      latest.current = next;
      setAsked(next);
      void Promise.resolve(navigate({ search: next }, { replace })).finally(() =>
        // In a transition, as the router's own update of the URL is: the two show together, with no moment
        // where the box shows the old URL's state.
        startTransition(() => setAsked((current) => (current === next ? null : current))),
      );
    },
    [navigate],
  );

  const clearFilters = useCallback(() => setFilters(emptyRunFilters), [setFilters]);

  return { filters, chosen, setFilters, clearFilters };
}
