import {
  attendanceMetricDefinitions as definitions,
  runsWithoutCheckInText,
  type AttendanceMetrics,
} from '@runtogether/shared/attendance/attendance.schemas';
import { useId } from 'react';
import { AttendanceChart } from './attendance-chart';
import { InfoTip } from './info-tip';
import { Metric } from './metric';

const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The four figures, each with the question its tooltip answers. */
const figures: {
  key: Exclude<keyof typeof definitions, 'perRun'>;
  label: string;
  question: string;
  value: (attendance: AttendanceMetrics) => string;
}[] = [
  {
    key: 'attendanceRate',
    label: 'Attendance rate',
    question: 'What is the attendance rate?',
    value: (a) => percentText(a.attendanceRate),
  },
  {
    key: 'noShowRate',
    label: 'No-show rate',
    question: 'What is the no-show rate?',
    value: (a) => percentText(a.noShowRate),
  },
  {
    key: 'repeatAttendees',
    label: 'Came to 2+ runs',
    question: 'Who came to 2 or more runs?',
    value: (a) => String(a.repeatAttendees),
  },
  {
    key: 'returnWithin30Days',
    label: 'Back within 30 days',
    question: 'What is back within 30 days?',
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
          From check-ins
        </h3>
        {attendance.runsWithoutCheckIn > 0 && (
          <p className="text-sm text-slate-600" data-testid="runs-without-check-in">
            {runsWithoutCheckInText(attendance.runsWithoutCheckIn)}
          </p>
        )}
      </div>
      {attendance.runsWithCheckIn === 0 ? (
        <p className="text-sm text-slate-600">
          No check-ins yet. Open Check-in from a run on the day to see who actually ran.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <dl className="grid grid-cols-2 gap-3">
            {figures.map(({ key, label, question, value }) => (
              <Metric
                key={key}
                label={label}
                value={value(attendance)}
                tip={<InfoTip label={question} text={definitions[key]} />}
              />
            ))}
          </dl>
          <div role="group" aria-labelledby={chartHeadingId}>
            <h4 id={chartHeadingId} className="flex items-start gap-1 text-sm font-semibold text-slate-900">
              Attendance per run
              <InfoTip label="What does the attendance chart show?" text={definitions.perRun} />
            </h4>
            <p className="text-xs text-slate-600">Runners checked in, last 12 weeks</p>
            <div className="mt-2">
              <AttendanceChart runs={attendance.perRun} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
