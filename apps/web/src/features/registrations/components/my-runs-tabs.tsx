import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { t } from '@/lib/i18n';
import { EmptyRuns } from './empty-runs';
import { MySeries } from './my-series';
import { RegisteredRunsList, type RenderRun } from './registered-runs-list';

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
        <MySeries />
        <RegisteredRunsList scope="upcoming" renderRun={renderRun} empty={<EmptyRuns scope="upcoming" />} />
      </TabsContent>
      <TabsContent value="past">
        <RegisteredRunsList scope="past" renderRun={renderRun} empty={<EmptyRuns scope="past" />} />
      </TabsContent>
    </Tabs>
  );
}
