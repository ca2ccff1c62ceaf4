import { Container } from '@/components/layout/container';
import { CalendarSubscription } from '@/features/calendar-feeds/components/calendar-subscription';
import { MyRunsTabs } from '@/features/registrations/components/my-runs-tabs';
import { RunCard } from '@/features/runs/components/run-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /my-runs (runners only): the runs the runner registered for, upcoming and past. */
export function Component() {
  useDocumentTitle(t('core.pages.myRuns'));
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-slate-900">{t('core.pages.myRuns')}</h1>
      <MyRunsTabs renderRun={(run, mine) => <RunCard run={run} mine={mine} />} />
      <div className="mt-12">
        <CalendarSubscription />
      </div>
    </Container>
  );
}

export default withQueryLayer(Component);
