// A host's team (docs/product.md, "A host's team"; docs/decisions/054): managers run the business's runs,
// leaders see their participants' names and take check-in.
import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import { pathId } from '../i18n/zod-messages';
import { emailSchema } from '../auth/auth.schemas';
import { teamMessages } from './team.messages';

export const TEAM_ROLES = ['manager', 'leader'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** How long an invitation's link works. */
export const TEAM_INVITATION_DAYS = 7;

export const teamRoleSchema = z.enum(TEAM_ROLES, { error: teamMessages.role });

/** POST /api/business/team/invitations (the owner). */
export const teamInvitationInputSchema = z.object({ email: emailSchema, role: teamRoleSchema }).strict();
export type TeamInvitationInput = z.infer<typeof teamInvitationInputSchema>;

/** POST /api/team/invitations/accept (a signed-in runner, with the e-mail's token). */
export const acceptInvitationInputSchema = z
  .object({ token: z.string().trim().min(1, teamMessages.invitationNotFound).max(200) })
  .strict();
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

/** GET /api/team/invitations/preview?token=: what an invitation's link offers, before it is accepted. */
export const invitationPreviewQuerySchema = z.object({ token: acceptInvitationInputSchema.shape.token });
export const invitationPreviewSchema = z.object({
  businessName: z.string(),
  role: teamRoleSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** PATCH /api/business/team/:userId. */
export const teamRoleInputSchema = z.object({ role: teamRoleSchema }).strict();
export type TeamRoleInput = z.infer<typeof teamRoleInputSchema>;

export const teamMemberParamsSchema = z.object({ userId: z.string().max(100) });
export const teamInvitationParamsSchema = z.object({ id: pathId() });
/** DELETE /api/team/memberships/:businessId: the signed-in member leaves that business's team. */
export const membershipParamsSchema = z.object({ businessId: z.string().max(100) });

/** Routes that act for a business without naming a run: `?businessId=` (the caller's own when left out). */
export const actingForQuerySchema = z.object({
  businessId: z.uuid({ error: teamMessages.businessId }).optional(),
});
export type ActingForQuery = z.infer<typeof actingForQuerySchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: teamRoleSchema,
  /** ISO 8601 instant the person joined. */
  since: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: teamRoleSchema,
  /** ISO 8601 instants. */
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/business/team (the owner): members, and invitations not yet accepted nor expired. */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** A team the signed-in person is in: what "Acting for …" switches between. */
export const membershipSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  role: teamRoleSchema,
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /api/team/memberships. */
export const membershipsSchema = z.object({ items: z.array(membershipSchema) });
export type Memberships = z.infer<typeof membershipsSchema>;
