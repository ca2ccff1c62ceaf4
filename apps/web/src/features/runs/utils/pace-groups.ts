// A run's pace groups as the card, the run page and the register dialog show them (docs/decisions/052).
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { t } from '@/lib/i18n';

/** "3 pace groups · 4:45–6:30 /km" ("1 pace group · 5:00 /km" when all run at one pace), null without groups. */
export function paceGroupsSummary(run: Pick<Run, 'groups'>): string | null {
  if (run.groups.length === 0) return null;
  const paces = run.groups.map((group) => group.pace);
  const count = run.groups.length;
  const [from, to] = [formatPace(Math.min(...paces)), formatPace(Math.max(...paces))];
  return from === to
    ? t('runs.groups.summaryOnePace', { count, pace: from })
    : t('runs.groups.summary', { count, from, to });
}
