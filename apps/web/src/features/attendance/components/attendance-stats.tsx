import { Flame, Footprints } from 'lucide-react';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { useAttendanceStats } from '../api/get-attendance-stats';

/** The runner's home: runs attended (checked in) and the current weekly streak (docs/decisions/035). */
export function AttendanceStats({ userId }: { userId: string }) {
  const stats = useAttendanceStats(userId);
  const headingId = useId();
  // Figures are a bonus on the home page: while loading or failing, nothing is shown rather than a spinner.
  if (!stats.data) return null;
  const { runsAttended, weeklyStreak } = stats.data;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="sr-only">
        {t('host.attendanceStats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {/* A dl's groups hold only dt and dd (axe: definition-list): the icons sit inside the terms. */}
        <div>
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Footprints aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t('host.attendanceStats.runsAttended')}
          </dt>
          <dd className="text-2xl font-extrabold text-slate-900">{runsAttended}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Flame aria-hidden="true" className="size-5 shrink-0 text-orange-600" />
            {t('host.attendanceStats.weeklyStreak')}
          </dt>
          <dd className="text-2xl font-extrabold text-slate-900">
            {t('host.attendanceStats.weeks', { count: weeklyStreak })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
