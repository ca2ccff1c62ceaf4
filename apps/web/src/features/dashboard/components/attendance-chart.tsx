import type { RunAttendance } from '@runtogether/shared/attendance/attendance.schemas';
import { formatShortDate } from '@runtogether/shared/dates/date.rules';

const WIDTH = 300;
const HEIGHT = 150;
const TOP = 20; // room for the value above the tallest bar
const BOTTOM = 22; // room for the date labels
const MAX_BAR = 26;

/** 'YYYY-MM-DD' → 'Jun 1': short enough to sit under a bar. */
const shortDay = (dateKey: string) =>
  new Date(`${dateKey}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What a run's bar stands for: everyone checked in, walk-ins included. */
const attended = (run: RunAttendance) => run.checkedIn + run.walkIns;

/** Screen readers get the numbers the picture shows, run by run. */
export function attendanceChartLabel(runs: readonly RunAttendance[]): string {
  if (runs.length === 0) return 'Attendance per run: no runs with check-ins in the last 12 weeks.';
  const values = runs
    .map(
      (run) =>
        `${run.title} on ${formatShortDate(run.date)}: ${attended(run)} checked in of ${run.confirmed} confirmed`,
    )
    .join(', ');
  return `Attendance per run. ${values}.`;
}

/**
 * Runners checked in per run with check-ins over the last 12 weeks, oldest first: the signups chart's inline
 * SVG bars (no library), each value printed on its bar; dates under the bars while they fit.
 */
export function AttendanceChart({ runs }: { runs: readonly RunAttendance[] }) {
  const max = Math.max(1, ...runs.map(attended));
  const chartHeight = HEIGHT - TOP - BOTTOM;
  const slot = WIDTH / Math.max(runs.length, 6);
  const bar = Math.min(MAX_BAR, slot * 0.7);
  const labelEvery = Math.ceil(runs.length / 6);
  return (
    <svg
      role="img"
      aria-label={attendanceChartLabel(runs)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-md"
    >
      <line
        x1={0}
        x2={WIDTH}
        y1={HEIGHT - BOTTOM}
        y2={HEIGHT - BOTTOM}
        className="stroke-slate-300"
        strokeWidth={1}
      />
      {runs.map((run, i) => {
        const count = attended(run);
        const height = Math.round((count / max) * chartHeight);
        const x = i * slot + (slot - bar) / 2;
        const y = HEIGHT - BOTTOM - height;
        const centre = i * slot + slot / 2;
        return (
          <g key={run.runId}>
            <rect
              x={x}
              y={y - (count === 0 ? 2 : 0)}
              width={bar}
              height={Math.max(height, 2)}
              rx={3}
              className="fill-brand-600"
            />
            <text
              x={centre}
              y={y - 6}
              textAnchor="middle"
              className="fill-slate-900 text-[12px] font-semibold"
            >
              {count}
            </text>
            {i % labelEvery === 0 && (
              <text x={centre} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
                {shortDay(run.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
