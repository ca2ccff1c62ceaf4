import { useCallback, useEffect, useMemo, useRef } from 'react';
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
 */
export function useRunFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseRunFilters(new URLSearchParams(search)), [search]);

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
      void navigate({ search: next }, { replace });
    },
    [navigate],
  );

  const clearFilters = useCallback(() => setFilters(emptyRunFilters), [setFilters]);

  return { filters, setFilters, clearFilters };
}
