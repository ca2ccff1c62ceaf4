import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Gauge } from 'lucide-react';
import { t } from '@/lib/i18n';
import { formatKm } from '../../utils/share-run';
import { groupSpotsLeft } from '@runtogether/shared/runs/run-groups.rules';
import { hasStarted } from '../../utils/spots';
import { DetailSection } from './detail-section';

/** The run's pace groups (docs/decisions/052): pace, distance, leader and spots of each. */
export function RunPaceGroups({ run }: { run: Run }) {
  const past = hasStarted(run);
  return (
    <DetailSection
      title={t('runs.groups.title')}
      icon={<Gauge aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <ul className="flex flex-col gap-2">
        {run.groups.map((group) => {
          // No group has more room than the run itself: guests take its places (decision 057).
          const spots = groupSpotsLeft(group, run);
          return (
            <li
              key={group.id}
              data-testid="pace-group"
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-3.5 py-2.5"
            >
              <div className="min-w-0">
                <p className="font-bold wrap-anywhere">{group.name}</p>
                <p className="text-sm text-slate-700">
                  {t('runs.groups.pace', { pace: formatPace(group.pace) })} ·{' '}
                  {t('runs.common.distanceValue', { distance: formatKm(group.distance ?? run.distance) })}
                  {group.leader && <> · {t('runs.groups.leader', { leader: group.leader })}</>}
                </p>
              </div>
              {!past && (
                <p className="text-sm font-semibold text-slate-800">
                  {spots === null
                    ? t('runs.map.unlimitedSpots')
                    : spots === 0
                      ? t('runs.groups.full', { count: group.waitlistCount })
                      : t('runs.common.spotsLeft', { count: spots })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
