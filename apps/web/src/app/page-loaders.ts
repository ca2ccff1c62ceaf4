// What each server-drawn page asks of the API, fetched by its route's loader before it is drawn
// (docs/decisions/062): the page is drawn once with every answer in hand, and the browser gets the answers as
// the loader's `queries`, so it asks for nothing while hydrating. The queries are the pages' own `queryOptions`,
// so the keys cannot drift apart. Loaders run on the server only: the framework asks for their data
// (`/runs.data`) when the browser moves to a page.
import type { HeadParts, PageContext } from '@runtogether/shared/pages/page-context';
import type { Memberships } from '@runtogether/shared/team/team.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { pageContext } from '@/app/page-context';
import { canonicalSearch } from '@/app/canonical-address';
import { businessQueryOptions } from '@/features/business-profile/api/get-business';
import { businessName } from '@/features/business-profile/components/business-header';
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
import {
  FIND_RUNS_PARAMS,
  parseRunFilters,
  runListParams,
  SERVER_TIME_ZONE,
} from '@/features/runs/utils/run-filters';
import { fetchMemberships, membershipsQueryOptions } from '@/features/team/api/memberships';
import { invitationPreviewQueryOptions } from '@/features/team/api/team';
import { paths } from '@/config/paths';
import { roleHomePath } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { failedStatus, loaderQueries, loaderQueryClient } from '@/lib/loader-queries';
import { mapSettingsQueryOptions } from '@/lib/map-settings';

interface PageLoaderArgs {
  params: Record<string, string | undefined>;
  /** The request's context: one object per page request. */
  context: object;
  url: URL;
  queryClient: QueryClient;
  page: PageContext;
}

/**
 * Fetches into `queryClient` (prefetch never throws: a failed answer, a 404, is kept as the query's error, which
 * the page draws) and returns the page's head parts and HTTP status.
 */
type PageLoader = (args: PageLoaderArgs) => Promise<{ head?: HeadParts; status?: number } | void>;

/** A route's loader: the page's answers for the browser (`queries`), its head parts, its status. */
function pageLoader(load: PageLoader) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const queryClient = loaderQueryClient();
    const url = new URL(request.url);
    const found = await load({
      params,
      url,
      queryClient,
      page: context.get(pageContext),
      context,
    });
    // A page that reads no parameter of its own is named by its path (and language) alone.
    const head = { search: canonicalSearch(url.search), ...found?.head };
    const answer = { queries: loaderQueries(queryClient), head };
    return found?.status ? data(answer, { status: found.status }) : answer;
  };
}

/** The signed-in runner, whose own answers (registration, follow state, teams) a page shows. */
const runner = (user: User | null) => (user?.role === 'runner' ? user : null);

/** A page's canonical address, for its structured data (a move to it asks the loader at its path + .data). */
const pageAddress = (path: string, url: URL) => new URL(path + canonicalSearch(url.search), url).href;

/** A page that is not there: 404, kept out of search engines. */
const notFound = (title: string) => ({ head: { title, noindex: true }, status: 404 });

/**
 * A signed-in runner's teams, asked for once per page request (`context` is the request's): the shell's loader
 * and the run page's run side by side and both need them. The shell's loader hands them to the browser.
 */
const teamsOfRequest = new WeakMap<object, Promise<Memberships | null>>();
function teamsOnce(context: object): Promise<Memberships | null> {
  let teams = teamsOfRequest.get(context);
  if (!teams) {
    teams = fetchMemberships().catch(() => null);
    teamsOfRequest.set(context, teams);
  }
  return teams;
}

/** Every page's shell (root.tsx): the navbar's team link reads a signed-in runner's teams. */
export async function shellQueries(context: object, user: User | null) {
  const queryClient = loaderQueryClient();
  const signedIn = runner(user);
  // Not there when the API failed: the browser asks again.
  const teams = signedIn && (await teamsOnce(context));
  if (signedIn && teams) queryClient.setQueryData(membershipsQueryOptions(signedIn.id).queryKey, teams);
  return loaderQueries(queryClient);
}

/** '/': signed-in users go to their own home (docs/product.md §2); everyone else sees the landing page. */
export const landingLoader = (args: LoaderFunctionArgs) => {
  const { user } = args.context.get(pageContext);
  if (user) throw redirect(roleHomePath(user.role));
  return pageLoader(({ queryClient }) =>
    queryClient.prefetchQuery(runsQueryOptions({ limit: UPCOMING_RUNS_LIMIT })),
  )(args);
};

/** Find Runs: the list the page's filters select, read from the URL as the page reads them. */
export const runsLoader = pageLoader(async ({ queryClient, url }) => {
  await queryClient.prefetchInfiniteQuery(
    runPagesQueryOptions(runListParams(parseRunFilters(url.searchParams), SERVER_TIME_ZONE, RUNS_PAGE_SIZE)),
  );
  return { head: { title: t('core.pages.findRuns'), search: canonicalSearch(url.search, FIND_RUNS_PARAMS) } };
});

export const runLoader = pageLoader(async ({ params, queryClient, page, url, context }) => {
  const id = parseRunId(params.id);
  if (id === null) return notFound(t('runs.detail.notFound'));
  const signedIn = runner(page.user);
  const [run, memberships] = await Promise.all([
    queryClient.fetchQuery(runQueryOptions(id)).catch(() => null),
    signedIn && teamsOnce(context),
  ]);
  if (!run) {
    const status = failedStatus(queryClient, runQueryOptions(id));
    return status === 404 ? notFound(t('runs.detail.notFound')) : { head: { noindex: true } };
  }
  // The host, or a runner who manages its business (docs/decisions/054), sees the host's actions.
  const teams = memberships ? memberships.items : [];
  const user = page.user;
  const manages =
    user?.id === run.hostId || teams.some((m) => m.businessId === run.hostId && m.role === 'manager');
  const [head] = await Promise.all([
    page.heads.run(run, false, pageAddress(paths.run.getHref(id), url)),
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
  return { head: { ...head, title: run.title } };
});

export const participantsLoader = pageLoader(async ({ params, queryClient, page, url }) => {
  const id = parseRunId(params.id);
  if (id === null) return notFound(t('runs.detail.notFound'));
  const [, run] = await Promise.all([
    queryClient.prefetchInfiniteQuery(participantsQueryOptions(id)),
    // The page's preview describes the run.
    queryClient.fetchQuery(runQueryOptions(id)).catch(() => null),
  ]);
  if (!run) {
    const status = failedStatus(queryClient, runQueryOptions(id));
    return status === 404 ? notFound(t('runs.detail.notFound')) : { head: { noindex: true } };
  }
  const head = await page.heads.run(run, true, pageAddress(paths.runParticipants.getHref(id), url));
  // A list of people's names is not for search engines.
  return { head: { ...head, title: t('runs.participants.pageTitle', { title: run.title }), noindex: true } };
});

export const businessLoader = pageLoader(async ({ params, queryClient, page, url }) => {
  const id = params.businessId ?? '';
  const business = await queryClient.fetchQuery(businessQueryOptions(id)).catch(() => null);
  if (!business) {
    const status = failedStatus(queryClient, businessQueryOptions(id));
    return status === 404 ? notFound(t('core.pages.businessNotFound')) : { head: { noindex: true } };
  }
  const [head] = await Promise.all([
    page.heads.business(business, pageAddress(paths.businessPublicProfile.getHref(id), url)),
    queryClient.prefetchQuery(mapSettingsQueryOptions()),
    // The profile shows its follower count to everyone.
    queryClient.prefetchQuery(followStateQueryOptions(id)),
    queryClient.prefetchInfiniteQuery(hostRunsQueryOptions(id, 'upcoming')),
  ]);
  return { head: { ...head, title: businessName(business) } };
});

/** /team/join?token=: who the invitation is from, said before anyone signs in; kept out of search engines. */
export const teamJoinLoader = pageLoader(async ({ queryClient, url }) => {
  const token = url.searchParams.get('token');
  if (token) await queryClient.prefetchQuery(invitationPreviewQueryOptions(token));
  return { head: { title: t('team.join.title'), noindex: true } };
});
