import type { MyRegistrationsQuery } from '@runtogether/shared/registrations/registration.schemas';

/**
 * The app's TanStack Query keys. The rule (ARCHITECTURE.md, enforced by eslint.config.js): every key comes from a
 * factory, never an array literal where it is used. A key lives here when its root is shared, i.e. read or
 * invalidated by more than one feature or by lib/; a root only one feature uses gets that feature's own factory,
 * `features/<noun>/api/<noun>-keys.ts` (attendance, follows), which keeps it out of this file that every page
 * loads first (decision 014). The roots matter: invalidating `runs.all` refreshes every list and detail of runs
 * (the business profile's host runs included), `registrations.all` every view of registrations, `business.all`
 * the host's dashboard, participants and followers.
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  /** The signed-in runner's private calendar address (features/calendar-feeds). */
  calendarFeed: ['calendar-feed', 'me'] as const,
  runs: {
    all: ['runs'] as const,
    list: <P extends object>(params: P) => ['runs', 'list', params] as const,
    pages: <P extends object>(params: P) => ['runs', 'list', 'pages', params] as const,
    detail: (id: number | null) => ['runs', 'detail', id] as const,
    byHost: (hostId: string, when: string) => ['runs', 'list', 'host', hostId, when] as const,
    series: (id: number | null) => ['runs', 'series', id] as const,
    alternatives: (id: number) => ['runs', 'alternatives', id] as const,
    /** The host's messages on a run page. */
    messages: (id: number) => ['runs', 'messages', id] as const,
  },
  registrations: {
    all: ['registrations'] as const,
    mine: (runId: number) => ['registrations', 'me', 'run', runId] as const,
    myList: (scope: MyRegistrationsQuery['scope'], limit: number) =>
      ['registrations', 'me', 'list', scope, limit] as const,
    participants: (runId: number | null) => ['registrations', 'participants', runId] as const,
  },
  business: {
    all: ['business'] as const,
    dashboard: (hostId: string | null) => ['business', 'dashboard', hostId] as const,
    participants: (hostId: string | null) => ['business', 'participants', hostId] as const,
    followers: (hostId: string) => ['business', 'followers', hostId] as const,
  },
  businesses: { detail: (id: string) => ['businesses', 'detail', id] as const },
  posts: { list: (businessId: string) => ['posts', 'list', businessId] as const },
  geocode: (q: string) => ['geocode', q] as const,
  zoneAt: (latitude: number, longitude: number) => ['geocode', 'zone', latitude, longitude] as const,
  /** The deployment's map tiles (lib/map-settings.ts). */
  mapSettings: ['map', 'settings'] as const,
};
