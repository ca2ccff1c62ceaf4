import { Lightbulb } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { t } from '@/lib/i18n';

/** A tip on filling runs: hosts who share their run's page get more sign-ups. */
export function PromotionTip() {
  return (
    <aside aria-label={t('host.dashboard.tip.label')}>
      <Card className="flex gap-3 border-brand-200 bg-brand-50 p-4">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="text-sm">
          <p className="font-semibold text-brand-950">{t('host.dashboard.tip.title')}</p>
          <p className="mt-1 text-brand-900">{t('host.dashboard.tip.text')}</p>
        </div>
      </Card>
    </aside>
  );
}
