// Taking attendance on the day (the host's check-in screen and the runners' QR code), and what the
// dashboard and a runner's home learn from it (docs/decisions/035).
import { z } from 'zod';
import { timeZoneSchema } from '../runs/run.schemas';
import { runGroupSchema } from '../runs/run-group-answer.schemas';
import { msg } from '../i18n/keys';
import {
  answerSchema,
  answersInputSchema,
  emergencyContactSchema,
  runQuestionSchema,
} from '../registrations/questions.schemas';
// Sentences, not zod's wording, for every issue without a message of its own; ids in paths.
import { pathId } from '../i18n/zod-messages';

/** Check-in opens this long before a run starts… */
export const CHECK_IN_OPENS_BEFORE_MS = 2 * 3_600_000;
/** …and closes this long after it started. */
export const CHECK_IN_CLOSES_AFTER_MS = 12 * 3_600_000;

export const attendanceMessages = {
  hostOnly: msg('validation.attendance.hostOnly'),
  mustLogInHost: msg('validation.attendance.mustLogInHost'),
  mustLogIn: msg('validation.attendance.mustLogIn'),
  runnerOnly: msg('validation.attendance.runnerOnly'),
  statsRunnerOnly: msg('validation.attendance.statsRunnerOnly'),
  notOpen: msg('validation.attendance.notOpen'),
  closed: msg('validation.attendance.closed'),
  invalidCode: msg('validation.attendance.invalidCode'),
  foreignCode: msg('validation.attendance.foreignCode'),
  expiredCode: msg('validation.attendance.expiredCode'),
  notConfirmed: msg('validation.attendance.notConfirmed'),
  registrationNotFound: msg('validation.attendance.registrationNotFound'),
  notConfirmedHost: msg('validation.attendance.notConfirmedHost'),
  markedByHost: msg('validation.attendance.markedByHost'),
  walkInName: msg('validation.attendance.walkInName'),
  walkInNameLong: msg('validation.attendance.walkInNameLong'),
  walkInEmail: msg('validation.attendance.walkInEmail'),
  checkedIn: msg('validation.attendance.checkedIn'),
  notStarted: msg('validation.attendance.notStarted'),
  presentOrBack: msg('validation.attendance.presentOrBack'),
  walkInNotFound: msg('validation.attendance.walkInNotFound'),
} as const;

/** Error codes the web app may branch on. */
export const attendanceErrorCodes = {
  notOpen: 'CHECK_IN_NOT_OPEN',
  closed: 'CHECK_IN_CLOSED',
  invalidCode: 'INVALID_CHECK_IN_CODE',
  foreignCode: 'FOREIGN_CHECK_IN_CODE',
  expiredCode: 'CHECK_IN_CODE_EXPIRED',
  notConfirmed: 'NOT_CONFIRMED',
  markedByHost: 'MARKED_BY_HOST',
  notStarted: 'RUN_NOT_STARTED',
} as const;

export const attendanceParamsSchema = z.object({
  id: pathId(),
  registrationId: pathId(),
});

/**
 * PUT /api/events/:id/attendance/:registrationId (the host's tap): present or absent, or, after the start, back
 * from the run (docs/decisions/055).
 */
export const markAttendanceSchema = z
  .object({ present: z.boolean().optional(), back: z.boolean().optional() })
  .strict()
  .refine((body) => (body.present === undefined) !== (body.back === undefined), {
    message: attendanceMessages.presentOrBack,
    path: ['present'],
  });
export type MarkAttendanceInput = z.infer<typeof markAttendanceSchema>;

/** POST /api/events/:id/check-in (the runner, from the QR code's URL). */
export const checkInSchema = z
  .object({
    code: z.string().trim().min(1, attendanceMessages.invalidCode).max(200, attendanceMessages.invalidCode),
  })
  .strict();
export type CheckInInput = z.infer<typeof checkInSchema>;

/**
 * POST /api/events/:id/attendance/walk-ins: someone who ran without a spot. An empty e-mail means none. The run's
 * questions and emergency contact are asked as a walk-up's are (docs/decisions/055).
 */
export const walkInSchema = z
  .object({
    name: z.string().trim().min(2, attendanceMessages.walkInName).max(100, attendanceMessages.walkInNameLong),
    email: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .string(attendanceMessages.walkInEmail)
        .trim()
        .max(254, attendanceMessages.walkInEmail)
        .pipe(z.email(attendanceMessages.walkInEmail))
        .optional(),
    ),
    emergencyContact: emergencyContactSchema.optional(),
    answers: answersInputSchema.optional(),
    /** The pace group, required on a run with groups, as for a walk-up guest (docs/decisions/052). */
    groupId: z.number().int().positive().optional(),
  })
  .strict();
export type WalkInInput = z.infer<typeof walkInSchema>;

export const checkInWindowStates = ['before', 'open', 'closed'] as const;
export const checkInWindowSchema = z.object({
  /** ISO 8601 UTC instants. */
  opensAt: z.string(),
  closesAt: z.string(),
  state: z.enum(checkInWindowStates),
});
export type CheckInWindowState = z.infer<typeof checkInWindowSchema>;

export const attendanceCountsSchema = z.object({
  /** Confirmed runners marked present (walk-ins are counted apart). */
  checkedIn: z.number().int(),
  confirmed: z.number().int(),
  walkIns: z.number().int(),
  /** Everyone present (runners and walk-ins) not marked back yet: "2 still out" (docs/decisions/055). */
  out: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const emergencyContactOutSchema = z.object({ name: z.string(), phone: z.string() });

/** A confirmed runner on the check-in screen. `markedAt` null: nobody has marked them yet (not present). */
export const attendeeSchema = z.object({
  registrationId: z.number().int(),
  runnerId: z.string(),
  name: z.string(),
  present: z.boolean(),
  method: z.enum(['host', 'qr']).nullable(),
  markedAt: z.string().nullable(),
  /** Back from the run (docs/decisions/055). */
  back: z.boolean(),
  /** The answers to the run's questions. */
  answers: z.array(answerSchema).optional(),
  /** Only on the check-in screen while check-in is open; null when they gave none. */
  emergencyContact: emergencyContactOutSchema.nullable().optional(),
  /** The runner's pace group, on a run with groups (docs/decisions/052). */
  group: z.string().optional(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const walkInSchemaOut = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  markedAt: z.string(),
  /** Joined by themselves with the run's join code (a walk-up guest), not added by the host. */
  walkUp: z.boolean(),
  back: z.boolean(),
  answers: z.array(answerSchema).optional(),
  emergencyContact: emergencyContactOutSchema.nullable().optional(),
  /** The guest's pace group, on a run with groups (docs/decisions/052). */
  group: z.string().optional(),
});
export type WalkIn = z.infer<typeof walkInSchemaOut>;

/** GET /api/events/:id/check-in-code: what the QR code encodes (`url` holds `code`). */
export const checkInCodeSchema = z.object({
  code: z.string(),
  url: z.string(),
  /** The code stops working then (the window's close, ISO 8601 UTC). */
  expiresAt: z.string(),
});
export type CheckInCode = z.infer<typeof checkInCodeSchema>;

/** GET /api/events/:id/attendance: the host's check-in screen. */
export const attendanceSchema = z.object({
  run: z.object({
    id: z.number().int(),
    title: z.string(),
    date: z.string(),
    time: z.string(),
    timezone: z.string(),
    startsAt: z.string(),
    /** What a walk-in added here is asked, as a walk-up guest is (docs/decisions/055). */
    questions: z.array(runQuestionSchema).optional(),
    requireEmergencyContact: z.boolean().optional(),
    /** The run's pace groups, in order: a walk-in chooses one (docs/decisions/052). */
    groups: z.array(runGroupSchema).optional(),
  }),
  window: checkInWindowSchema,
  counts: attendanceCountsSchema,
  /** Confirmed runners, by name. */
  runners: z.array(attendeeSchema),
  /** Oldest first. */
  walkIns: z.array(walkInSchemaOut),
  checkIn: checkInCodeSchema,
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** PUT …/attendance/:registrationId answers the runner's new state and the new counts. */
export const markAttendanceResultSchema = z.object({
  runner: attendeeSchema,
  counts: attendanceCountsSchema,
});
export type MarkAttendanceResult = z.infer<typeof markAttendanceResultSchema>;

/** POST …/attendance/walk-ins answers 201 with the walk-in and the new counts. */
export const walkInResultSchema = z.object({ walkIn: walkInSchemaOut, counts: attendanceCountsSchema });
export type WalkInResult = z.infer<typeof walkInResultSchema>;

/** POST …/check-in answers the runner's check-in (checking in again answers the same). */
export const checkInResultSchema = z.object({
  runId: z.number().int(),
  runTitle: z.string(),
  present: z.literal(true),
  markedAt: z.string(),
  /** Scanned again after the start: back from the run (docs/decisions/055). */
  back: z.boolean().optional(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** GET /api/me/attendance-stats?tz=: weeks are counted in the runner's zone (the browser's). */
export const attendanceStatsQuerySchema = z.object({ tz: timeZoneSchema.default('UTC') });

/** GET /api/me/attendance-stats: the runner's home. */
export const attendanceStatsSchema = z.object({
  runsAttended: z.number().int(),
  /** Consecutive ISO weeks (in the runner's zone) with an attended run, ending this week or last week. */
  weeklyStreak: z.number().int(),
});
export type AttendanceStats = z.infer<typeof attendanceStatsSchema>;

/** "12 of 15 checked in". */
export const checkedInText = (counts: Pick<AttendanceCounts, 'checkedIn' | 'confirmed'>) =>
  `${counts.checkedIn} of ${counts.confirmed} checked in`;

/** One bar of the dashboard's attendance chart: a run with check-ins in the last 12 weeks. */
export const runAttendanceSchema = z.object({
  runId: z.number().int(),
  title: z.string(),
  /** The run's date in its own zone (YYYY-MM-DD). */
  date: z.string(),
  /** Confirmed runners present, of `confirmed`; walk-ins apart. */
  checkedIn: z.number().int(),
  walkIns: z.number().int(),
  confirmed: z.number().int(),
});
export type RunAttendance = z.infer<typeof runAttendanceSchema>;

/**
 * The dashboard's figures from attendance (docs/decisions/035), over the host's runs that have started and have
 * at least one check-in; the others are only counted (`runsWithoutCheckIn`). Rates are whole percent, null
 * when there is nothing to divide by.
 */
export const attendanceMetricsSchema = z.object({
  runsWithCheckIn: z.number().int(),
  runsWithoutCheckIn: z.number().int(),
  attendanceRate: z.number().int().nullable(),
  noShowRate: z.number().int().nullable(),
  repeatAttendees: z.number().int(),
  returnWithin30Days: z.number().int().nullable(),
  /** Oldest first. */
  perRun: z.array(runAttendanceSchema),
});
export type AttendanceMetrics = z.infer<typeof attendanceMetricsSchema>;

/** Each figure explains itself in a tooltip on the dashboard (the same words as docs/decisions/035). */
export const attendanceMetricDefinitions = {
  attendanceRate:
    'Confirmed runners checked in ÷ confirmed runners, over your runs that have check-ins. Walk-ins are not counted.',
  noShowRate: 'Confirmed runners not checked in ÷ confirmed runners, over your runs that have check-ins.',
  repeatAttendees: 'Registered runners checked in at 2 or more of your runs.',
  returnWithin30Days:
    'Of the runners whose first checked-in run with you was at least 30 days ago, the share checked in at another of your runs within 30 days of it.',
  perRun:
    'Runners checked in (confirmed runners and walk-ins) at each of your runs with check-ins, last 12 weeks.',
} as const;

/** "1 run without check-in", "8 runs without check-in". */
export const runsWithoutCheckInText = (count: number) =>
  `${count} ${count === 1 ? 'run' : 'runs'} without check-in`;
