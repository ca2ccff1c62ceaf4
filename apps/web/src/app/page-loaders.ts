// What each server-rendered page asks of the API, fetched before the page is drawn (docs/decisions/061): the
// renderer draws it once with every answer in hand, instead of drawing it to find its queries and again with
// their answers. Server-only (entry-server.tsx); in the browser the pages fetch for themselves, as before. The
// queries are the pages' own `queryOptions`, so the keys cannot drift apart.
import type { User } from '@runtogether/shared/users/user.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { businessQueryOptions } from '@/features/business-profile/api/get-business';
import { hostRunsQueryOptions } from '@/features/business-profile/api/get-host-runs';
import { followStateQueryOptions } from '@/features/follows/api/get-follow-state';
import { myRegistrationQueryOptions } from '@/features/registrations/api/get-my-registration';
import { participantsQueryOptions } from '@/features/registrations/api/get-participants';
import { parseRunId, runQueryOptions } from '@/features/runs/api/get-run';
import { RUNS_PAGE_SIZE, runPagesQueryOptions, runsQueryOptions } from '@/features/runs/api/get-runs';
import { runMessagesQueryOptions } from '@/features/runs/api/run-messages';
import { alternativesQueryOptions } from '@/features/runs/api/get-alternatives';
import { seriesQueryOptions } from '@/features/runs/api/get-series';
import { seriesJoinedQueryOptions } from '@/features/registrations/api/series-registrations';
import { detailSpotsLeft, hasStarted } from '@/features/runs/utils/spots';
import { UPCOMING_RUNS_LIMIT } from '@/features/runs/components/upcoming-runs-skeleton';
import { browserTimeZone, parseRunFilters, runListParams } from '@/features/runs/utils/run-filters';
import { membershipsQueryOptions } from '@/features/team/api/memberships';
import { mapSettingsQueryOptions } from '@/lib/map-settings';

interface PageLoaderArgs {
  params: Record<string, string | undefined>;
  url: URL;
  queryClient: QueryClient;
  user: User | null;
}

/**
 * Fetches into `queryClient`. prefetch never throws: a failed answer (a 404) is kept as the query's error, which
 * the page draws; fetchQuery's rejection is caught where a later query depends on the answer.
 */
type PageLoader = (args: PageLoaderArgs) => Promise<unknown>;

/** The signed-in runner, whose own answers (registration, follow state, teams) a page shows. */
const runner = (user: User | null) => (user?.role === 'runner' ? user : null);

/** Every page's shell: the navbar's team link reads a signed-in runner's teams. */
export const loadShell: PageLoader = ({ queryClient, user }) => {
  const signedIn = runner(user);
  return signedIn ? queryClient.prefetchQuery(membershipsQueryOptions(signedIn.id)) : Promise.resolve();
};

const loadRun: PageLoader = async ({ params, queryClient, user }) => {
  const id = parseRunId(params.id);
  if (id === null) return;
  const signedIn = runner(user);
  const [run, memberships] = await Promise.all([
    queryClient.fetchQuery(runQueryOptions(id)).catch(() => null),
    signedIn && queryClient.fetchQuery(membershipsQueryOptions(signedIn.id)).catch(() => null),
  ]);
  if (!run) return;
  // The host, or a runner who manages its business (docs/decisions/054), sees the host's actions.
  const teams = memberships ? memberships.items : [];
  const manages =
    user?.id === run.hostId || teams.some((m) => m.businessId === run.hostId && m.role === 'manager');
  await Promise.all([
    // Its meeting point's map (lib/map-settings.ts); the settings are asked for before the map loads.
    queryClient.prefetchQuery(mapSettingsQueryOptions()),
    signedIn && queryClient.prefetchQuery(myRegistrationQueryOptions(id)),
    signedIn && queryClient.prefetchQuery(followStateQueryOptions(run.hostId)),
    manages && queryClient.prefetchQuery(runMessagesQueryOptions(id)),
    // A weekly run shows its series, and a runner whether they joined it (docs/decisions/053).
    run.seriesId !== null && queryClient.prefetchQuery(seriesQueryOptions(run.seriesId)),
    run.seriesId !== null && signedIn && queryClient.prefetchQuery(seriesJoinedQueryOptions(run.seriesId)),
    // A full run suggests others like it (docs/decisions/052).
    !hasStarted(run) && detailSpotsLeft(run) === 0 && queryClient.prefetchQuery(alternativesQueryOptions(id)),
  ]);
};

const loadBusiness: PageLoader = async ({ params, queryClient }) => {
  const id = params.businessId ?? '';
  const business = await queryClient.fetchQuery(businessQueryOptions(id)).catch(() => null);
  if (!business) return;
  await Promise.all([
    queryClient.prefetchQuery(mapSettingsQueryOptions()),
    // The profile shows its follower count to everyone.
    queryClient.prefetchQuery(followStateQueryOptions(id)),
    queryClient.prefetchInfiniteQuery(hostRunsQueryOptions(id, 'upcoming')),
  ]);
};

const noData: PageLoader = () => Promise.resolve();

/** The public pages, drawn on the server for everyone (search engines and link previews included). */
export const serverRenderedPages: { path: string; load: PageLoader }[] = [
  {
    path: paths.home.path,
    load: ({ queryClient }) => queryClient.prefetchQuery(runsQueryOptions({ limit: UPCOMING_RUNS_LIMIT })),
  },
  {
    path: paths.runs.path,
    // The list the page's filters select, read from the URL as the page reads them.
    load: ({ queryClient, url }) =>
      queryClient.prefetchInfiniteQuery(
        runPagesQueryOptions(
          runListParams(parseRunFilters(url.searchParams), browserTimeZone(), RUNS_PAGE_SIZE),
        ),
      ),
  },
  { path: paths.run.path, load: loadRun },
  {
    path: paths.runParticipants.path,
    load: async ({ params, queryClient }) => {
      const id = parseRunId(params.id);
      if (id !== null) await queryClient.prefetchInfiniteQuery(participantsQueryOptions(id));
    },
  },
  { path: paths.businessPublicProfile.path, load: loadBusiness },
  { path: paths.about.path, load: noData },
  { path: paths.contact.path, load: noData },
  { path: paths.privacy.path, load: noData },
  { path: paths.terms.path, load: noData },
];
