import {
  calendarFeedSchema,
  type CalendarFeedLinks,
} from '@runtogether/shared/calendar-feeds/calendar-feed.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/me/calendar-feed/reset: a new private address; the old one answers 404 from then on. */
export function resetCalendarFeed(): Promise<CalendarFeedLinks> {
  return api.post('/api/me/calendar-feed/reset', calendarFeedSchema);
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (links) => queryClient.setQueryData(queryKeys.calendarFeed, links),
  });
}
