import { useCallback, useMemo } from 'react';
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

  const setFilters = useCallback<SetRunFilters>(
    (change, { replace = false } = {}) => {
      const current = new URLSearchParams(search);
      const next = toSearchString(applyRunFilters(current, { ...parseRunFilters(current), ...change }));
      if (next === toSearchString(current)) return;
      void navigate({ search: next }, { replace });
    },
    [search, navigate],
  );

  const clearFilters = useCallback(() => setFilters(emptyRunFilters), [setFilters]);

  return { filters, setFilters, clearFilters };
}
