// A run's pace groups as the card, the run page and the register dialog show them (docs/decisions/052).
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { t } from '@/lib/i18n';

/** "3 pace groups" (the Pace fact beside it says their paces), null without groups. */
export const paceGroupsSummary = (run: Pick<Run, 'groups'>): string | null =>
  run.groups.length ? t('runs.groups.summary', { count: run.groups.length }) : null;
