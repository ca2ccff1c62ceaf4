import { Lightbulb } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** A tip on filling runs: hosts who share their run's page get more sign-ups. */
export function PromotionTip() {
  return (
    <aside aria-label="Promotion tip">
      <Card className="flex gap-3 border-brand-200 bg-brand-50 p-4">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="text-sm">
          <p className="font-semibold text-brand-950">Tip: promote your runs</p>
          <p className="mt-1 text-brand-900">
            Share each run&apos;s page on your social media and in your shop or café, and add a WhatsApp group
            link so runners can meet before the start. Runs shared early fill up faster.
          </p>
        </div>
      </Card>
    </aside>
  );
}
