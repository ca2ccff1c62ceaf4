import type { AttendanceMetrics } from '@runtogether/shared/attendance/attendance.schemas';
import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { formatNumber } from '../utils/format';
import { AttendanceChart } from './attendance-chart';
import { InfoTip } from './info-tip';
import { Metric } from './metric';

const percentText = (value: number | null) =>
  value === null ? '—' : t('host.common.percent', { value: formatNumber(value) });

/**
 * The four figures, each with the question its tooltip answers and the definition it gives (the same words as
 * docs/decisions/035). Keys, translated when drawn.
 */
const figures: {
  key: string;
  label: MessageKey;
  question: MessageKey;
  definition: MessageKey;
  value: (attendance: AttendanceMetrics) => string;
}[] = [
  {
    key: 'attendanceRate',
    label: msg('host.dashboard.attendance.attendanceRate'),
    question: msg('host.dashboard.attendance.attendanceRateQuestion'),
    definition: msg('host.dashboard.attendance.attendanceRateDefinition'),
    value: (a) => percentText(a.attendanceRate),
  },
  {
    key: 'noShowRate',
    label: msg('host.dashboard.attendance.noShowRate'),
    question: msg('host.dashboard.attendance.noShowRateQuestion'),
    definition: msg('host.dashboard.attendance.noShowRateDefinition'),
    value: (a) => percentText(a.noShowRate),
  },
  {
    key: 'repeatAttendees',
    label: msg('host.dashboard.attendance.repeatAttendees'),
    question: msg('host.dashboard.attendance.repeatAttendeesQuestion'),
    definition: msg('host.dashboard.attendance.repeatAttendeesDefinition'),
    value: (a) => formatNumber(a.repeatAttendees),
  },
  {
    key: 'returnWithin30Days',
    label: msg('host.dashboard.attendance.returnWithin30Days'),
    question: msg('host.dashboard.attendance.returnWithin30DaysQuestion'),
    definition: msg('host.dashboard.attendance.returnWithin30DaysDefinition'),
    value: (a) => percentText(a.returnWithin30Days),
  },
];

/**
 * Community Impact's figures from check-ins (docs/decisions/035): only runs with check-ins count, the others
 * are named apart. Before any check-in, a line says how to start.
 */
export function AttendanceFigures({ attendance }: { attendance: AttendanceMetrics }) {
  const headingId = useId();
  const chartHeadingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3 lg:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t('host.dashboard.attendance.title')}
        </h3>
        {attendance.runsWithoutCheckIn > 0 && (
          <p className="text-sm text-slate-600" data-testid="runs-without-check-in">
            {t('host.dashboard.attendance.runsWithoutCheckIn', { count: attendance.runsWithoutCheckIn })}
          </p>
        )}
      </div>
      {attendance.runsWithCheckIn === 0 ? (
        <p className="text-sm text-slate-600">{t('host.dashboard.attendance.none')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <dl className="grid grid-cols-2 gap-3">
            {figures.map(({ key, label, question, definition, value }) => (
              <Metric
                key={key}
                label={t(label)}
                value={value(attendance)}
                tip={<InfoTip label={t(question)} text={t(definition)} />}
              />
            ))}
          </dl>
          <div role="group" aria-labelledby={chartHeadingId}>
            <h4 id={chartHeadingId} className="flex items-start gap-1 text-sm font-semibold text-slate-900">
              {t('host.dashboard.attendance.perRunTitle')}
              <InfoTip
                label={t('host.dashboard.attendance.perRunQuestion')}
                text={t('host.dashboard.attendance.perRunDefinition')}
              />
            </h4>
            <p className="text-xs text-slate-600">{t('host.dashboard.attendance.perRunSubtitle')}</p>
            <div className="mt-2">
              <AttendanceChart runs={attendance.perRun} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
