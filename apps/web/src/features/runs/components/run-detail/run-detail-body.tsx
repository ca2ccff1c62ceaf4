import type { Run } from '@runtogether/shared/runs/run.schemas';
import { lazy, Suspense, type ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { safeHttpUrl } from '@/lib/safe-http-url';
import { AddToCalendar } from './add-to-calendar';
import { BackToRuns } from './back-to-runs';
import { RunAbout } from './run-about';
import { RunActionBar } from './run-action-bar';
import { RunFacts } from './run-facts';
import { RunHero } from './run-hero';
import { RunHost } from './run-host';
import { RunLocation } from './run-location';
import { RunParticipants } from './run-participants';
import { RunPaceGroups } from './run-pace-groups';
import { RunAlternatives } from './run-alternatives';
import { RunSeries } from './run-series';
import { WhatsAppGroupCard } from './whatsapp-group-card';

// Only the run's own host and its managers see these (edit, delete, message the runners: decision 057): their
// dialogs, form and schemas load for them alone. A host's server-rendered page keeps the server's HTML until the chunk has arrived.
const HostActions = lazy(() =>
  import('./host-actions').then(({ HostActions }) => ({ default: HostActions })),
);

export interface RunDetailProps {
  run: Run;
  /** The register/cancel control of the bottom bar; the route provides it. */
  registerControl?: ReactNode;
  /** The Follow button of the host section; the route provides it. */
  followControl?: ReactNode;
  /** "Join every week" of a weekly run (docs/decisions/053), given the series' interval; the route provides it. */
  seriesControl?: (everyWeeks: number) => ReactNode;
  /** "Report" (docs/decisions/049), shown to signed-in people other than the host; the route provides it. */
  reportControl?: ReactNode;
  /** The signed-in runner manages the run's business (docs/decisions/054): the host's actions are theirs too. */
  managesRun?: boolean;
  /** The signed-in runner is registered or on the waitlist: no invitation to the waitlist or another run. */
  registered?: boolean;
}

/** The run page (docs/product.md §2 "Run detail"): a details block and an action block, and a bar at the bottom. */
export function RunDetail({
  run,
  registerControl,
  followControl,
  seriesControl,
  reportControl,
  managesRun = false,
  registered = false,
}: RunDetailProps) {
  const auth = useAuth();
  // Only what the UI offers; the server checks the same rule on every change (decision 3).
  const isHost =
    auth.status === 'authenticated' && auth.user.role === 'business' && auth.user.id === run.hostId;
  const manages = isHost || managesRun;
  const groupLink = safeHttpUrl(run.whatsappGroupLink);

  return (
    <div className="pt-4 sm:pt-6">
      <Container>
        <BackToRuns />
        {run.hiddenReason !== undefined && (
          // Only the host gets a hidden run at all; the server adds why (docs/decisions/049).
          <Alert className="mt-3">
            <p className="font-semibold">{t('trust.hidden.bannerTitle')}</p>
            <p>{t('trust.hidden.bannerReason', { reason: run.hiddenReason })}</p>
          </Alert>
        )}
        <div className="mt-3 grid gap-6 lg:grid-cols-3 lg:items-start lg:gap-8">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <RunHero key={run.id} run={run} />
            <RunFacts run={run} registered={registered} />
            {run.groups.length > 0 && <RunPaceGroups run={run} />}
            {run.seriesId !== null && <RunSeries run={run} joinControl={seriesControl} />}
            {groupLink && <WhatsAppGroupCard href={groupLink} own={isHost} />}
            <RunLocation run={run} />
            <RunAbout run={run} />
            <RunHost run={run} followControl={followControl} isHost={isHost} />
          </div>
          <aside aria-label={t('runs.detail.actions')} className="flex min-w-0 flex-col gap-6">
            {manages && (
              <Suspense fallback={null}>
                <HostActions run={run} />
              </Suspense>
            )}
            <RunParticipants run={run} manages={manages} />
            <AddToCalendar run={run} />
            {auth.status === 'authenticated' && !isHost && reportControl && <div>{reportControl}</div>}
          </aside>
        </div>
      </Container>
      <RunActionBar run={run} registerControl={registerControl} />
      {/* Under "Join the waitlist" (docs/decisions/052): the bar holds it on every screen, so the card comes
          right after the bar, the next thing reached, and shows below it once the page is scrolled to its end. */}
      {!isHost && !registered && <RunAlternatives run={run} />}
    </div>
  );
}
