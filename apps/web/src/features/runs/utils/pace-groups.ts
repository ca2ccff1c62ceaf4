// A run's pace groups as the card, the run page and the register dialog show them (docs/decisions/052).
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { t } from '@/lib/i18n';

/** "3 pace groups · 4:45–6:30 /km", null for a run without groups. */
export function paceGroupsSummary(run: Pick<Run, 'groups'>): string | null {
  if (run.groups.length === 0) return null;
  const paces = run.groups.map((group) => group.pace);
  return t('runs.groups.summary', {
    count: run.groups.length,
    from: formatPace(Math.min(...paces)),
    to: formatPace(Math.max(...paces)),
  });
}
