// A run's pace groups as the card, the run page and the register dialog show them (docs/decisions/052).
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { t } from '@/lib/i18n';

/**
 * "5:30", or a run with groups' "4:45–6:30" (fastest to slowest): its groups' paces, never the one its form kept,
 * which is none of theirs (the form's default unless the host changed it) and is shown nowhere (docs/decisions/052).
 */
export function paceText(run: Pick<Run, 'pace' | 'groups'>): string {
  const paces = run.groups.length ? run.groups.map((group) => group.pace) : [run.pace];
  const [from, to] = [formatPace(Math.min(...paces)), formatPace(Math.max(...paces))];
  return from === to ? from : `${from}–${to}`;
}

/** "3 pace groups" (the Pace fact beside it says their paces), null without groups. */
export const paceGroupsSummary = (run: Pick<Run, 'groups'>): string | null =>
  run.groups.length ? t('runs.groups.summary', { count: run.groups.length }) : null;
