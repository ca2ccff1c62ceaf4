// The dashboard's attendance figures (docs/decisions/035) from the SQL counts.
import type { AttendanceMetrics } from '@runtogether/shared/attendance/attendance.schemas';
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { AttendanceMetricCounts } from './attendance.repository';

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));

export function toAttendanceMetrics(counts: AttendanceMetricCounts): AttendanceMetrics {
  const attendanceRate = percent(counts.checkedIn, counts.confirmed);
  return {
    runsWithCheckIn: counts.runsWithCheckIn,
    runsWithoutCheckIn: counts.runsWithoutCheckIn,
    attendanceRate,
    // The complement, so the two always add up to 100 (rounding each on its own could make 101).
    noShowRate: attendanceRate === null ? null : 100 - attendanceRate,
    repeatAttendees: counts.repeatAttendees,
    returnWithin30Days: percent(counts.cameBack, counts.firstTimers),
    perRun: counts.recentRuns.map((run) => ({
      runId: run.runId,
      title: run.title,
      date: dateKeyInZone(run.startsAt, run.timezone),
      checkedIn: run.checkedIn,
      walkIns: run.walkIns,
      confirmed: run.confirmed,
    })),
  };
}
