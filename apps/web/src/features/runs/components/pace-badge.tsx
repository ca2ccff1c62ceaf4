import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import type { PaceCategory } from '@runtogether/shared/runs/run.rules';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const styles: Record<PaceCategory, { label: MessageKey; className: string }> = {
  beginner: {
    label: msg('runs.pace.beginner'),
    className: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  },
  intermediate: {
    label: msg('runs.pace.intermediate'),
    className: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  advanced: { label: msg('runs.pace.advanced'), className: 'bg-rose-100 text-rose-900 ring-rose-300' },
};

export function PaceBadge({ category, className }: { category: PaceCategory; className?: string }) {
  const style = styles[category];
  return <Badge className={cn('ring-1', style.className, className)}>{t(style.label)}</Badge>;
}
