// Trust, safety and data rights (docs/decisions/049): reports, the platform admin's actions, and a person's
// own data (download, delete).
import { z } from 'zod';
import { PASSWORD_MAX } from '../auth/auth.schemas';
import { msg } from '../i18n/keys';
import { pathId } from '../i18n/zod-messages';

export const REPORT_TARGET_TYPES = ['run', 'business', 'post', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['spam', 'inappropriate', 'unsafe', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 2000;
/** Reports one person may file in a day: enough for real problems, too few to flood the admins. */
export const REPORTS_PER_DAY = 5;
export const ADMIN_REASON_MAX = 500;

export const trustMessages = {
  reasonRequired: msg('validation.trust.reasonRequired'),
  alreadyReported: msg('validation.trust.alreadyReported'),
  targetNotFound: msg('validation.trust.targetNotFound'),
  ownTarget: msg('validation.trust.ownTarget'),
  tooManyReports: msg('validation.trust.tooManyReports'),
  adminOnly: msg('validation.trust.adminOnly'),
  reportNotFound: msg('validation.trust.reportNotFound'),
  userNotFound: msg('validation.trust.userNotFound'),
  runNotFound: msg('validation.trust.runNotFound'),
  postNotFound: msg('validation.trust.postNotFound'),
  alreadyHidden: msg('validation.trust.alreadyHidden'),
  notHidden: msg('validation.trust.notHidden'),
  alreadySuspended: msg('validation.trust.alreadySuspended'),
  notSuspended: msg('validation.trust.notSuspended'),
  exportNotSuspended: msg('validation.trust.exportNotSuspended'),
  alreadyClosed: msg('validation.trust.alreadyClosed'),
  notYourself: msg('validation.trust.notYourself'),
  configuredAdmin: msg('validation.trust.configuredAdmin'),
  notAdmin: msg('validation.trust.notAdmin'),
  suspended: msg('validation.auth.suspended'),
  passwordRequired: msg('validation.trust.passwordRequired'),
  tooManyDeletions: msg('validation.trust.tooManyDeletions'),
  wrongPassword: msg('validation.emailChange.wrongPassword'),
} as const;

/** Error codes the web app branches on. */
export const trustErrorCodes = {
  suspended: 'ACCOUNT_SUSPENDED',
  notSuspended: 'NOT_SUSPENDED',
  wrongPassword: 'WRONG_PASSWORD',
} as const;

/** POST /api/reports */
export const reportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    // Runs and posts have numeric ids in every answer: a client may send them as they came.
    targetId: z.union([z.string().trim().min(1).max(100), z.number().int().positive().transform(String)]),
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
  })
  .strict();
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** What the target is called now (a run's title, a host's or person's name), null when it is gone. */
  targetLabel: z.string().nullable(),
  /** A run an admin hid, an account suspended (what an admin may undo), a post that no longer exists. */
  targetState: z.enum(['hidden', 'suspended', 'removed']).nullable(),
  /** The account behind a reported post (its business), so an admin may suspend it; null for other targets. */
  targetOwnerId: z.string().nullable(),
  /** Whether that account is suspended already (then it is lifted, not suspended again); false for others. */
  targetOwnerSuspended: z.boolean(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  reporterName: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closingNote: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export type TargetState = Report['targetState'];

export const reportCreatedSchema = z.object({ id: z.number().int() });

export const reportListQuerySchema = z.object({ status: z.enum(['open', 'closed']).default('open') });
export const reportListSchema = z.object({ items: z.array(reportSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

/** A report's or a run's id in the path: PostgreSQL integers. */
export const adminIntegerIdParamsSchema = z.object({
  id: pathId().pipe(z.number().max(2_147_483_647)),
});
export const adminUserIdParamsSchema = z.object({ id: z.string().max(100) });

const reasonText = z.string().trim().min(1, trustMessages.reasonRequired).max(ADMIN_REASON_MAX);
/** Hiding a run, removing a post, suspending an account: the reason the person is told. */
export const adminReasonSchema = z.object({ reason: reasonText }).strict();
/** Closing a report: a note for the other admins. */
export const closeReportSchema = z.object({ note: reasonText }).strict();
/** Granting admin: the account by its e-mail address. */
export const grantAdminSchema = z.object({ email: z.string().trim().min(3).max(254) }).strict();

export const adminActionSchema = z.object({
  id: z.number().int(),
  adminName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /**
   * What the target is called now (a run's title, an account's name), else what it was called when the action
   * deleted it (a removed post's title); null when it is gone or not named.
   */
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionListSchema = z.object({ items: z.array(adminActionSchema) });
export type AdminActionList = z.infer<typeof adminActionListSchema>;

export const adminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Named in ADMIN_EMAILS: only the configuration can take it away. */
  configured: z.boolean(),
});
export const adminListSchema = z.object({ items: z.array(adminSchema) });
export type AdminList = z.infer<typeof adminListSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** DELETE /api/me */
export const deleteAccountSchema = z
  .object({ currentPassword: z.string().min(1, trustMessages.passwordRequired).max(PASSWORD_MAX) })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
