import type { PaceCategory } from '@runtogether/shared/runs/run.rules';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const styles: Record<PaceCategory, { label: string; className: string }> = {
  beginner: { label: 'Beginner', className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  intermediate: { label: 'Intermediate', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  advanced: { label: 'Advanced', className: 'bg-rose-100 text-rose-900 ring-rose-300' },
};

export function PaceBadge({ category, className }: { category: PaceCategory; className?: string }) {
  const style = styles[category];
  return <Badge className={cn('ring-1', style.className, className)}>{style.label}</Badge>;
}
