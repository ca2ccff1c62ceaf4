import {
  calendarFeedSchema,
  type CalendarFeedLinks,
} from '@runtogether/shared/calendar-feeds/calendar-feed.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/me/calendar-feed: the signed-in runner's private calendar address (the server makes it on first ask). */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedLinks> {
  return api.get('/api/me/calendar-feed', calendarFeedSchema, { signal });
}

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.calendarFeed,
    queryFn: ({ signal }) => getCalendarFeed(signal),
    // The address changes only when the runner resets it, which writes the new one into the cache.
    staleTime: Infinity,
  });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());
