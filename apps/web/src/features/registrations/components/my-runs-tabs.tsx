import { lazy, Suspense } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { t } from '@/lib/i18n';
import { EmptyRuns } from './empty-runs';
import { RegisteredRunsList, type RenderRun } from './registered-runs-list';

// The series joined every week load apart, to keep My Runs under its budget (docs/decisions/053, decision 014).
const MySeries = lazy(() => import('./my-series').then(({ MySeries }) => ({ default: MySeries })));

/**
 * docs/product.md §2 /my-runs: tabs Upcoming (soonest first) and Past (latest first). A tab loads when first opened and
 * is kept afterwards, so switching back is instant.
 */
export function MyRunsTabs({ renderRun }: { renderRun: RenderRun }) {
  return (
    <Tabs defaultValue="upcoming" className="flex flex-col gap-6">
      <TabsList className="self-start">
        <TabsTrigger value="upcoming">{t('runs.myRuns.tabUpcoming')}</TabsTrigger>
        <TabsTrigger value="past">{t('runs.myRuns.tabPast')}</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        <Suspense fallback={null}>
          <MySeries />
        </Suspense>
        {/* The list's own heading, for screen readers: the cards' titles (h3) sit under it, not under the h1. */}
        <h2 className="sr-only">{t('runs.myRuns.tabUpcoming')}</h2>
        <RegisteredRunsList scope="upcoming" renderRun={renderRun} empty={<EmptyRuns scope="upcoming" />} />
      </TabsContent>
      <TabsContent value="past">
        <h2 className="sr-only">{t('runs.myRuns.tabPast')}</h2>
        <RegisteredRunsList scope="past" renderRun={renderRun} empty={<EmptyRuns scope="past" />} />
      </TabsContent>
    </Tabs>
  );
}
