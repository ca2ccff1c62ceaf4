export type EventHistoryStatus = 'Completed' | 'Upcoming';

/** docs/product.md §4: an event is 'Completed' once its start is before now, otherwise 'Upcoming'. */
export function eventHistoryStatus(startsAt: string, now: number): EventHistoryStatus {
  return new Date(startsAt).getTime() < now ? 'Completed' : 'Upcoming';
}
