// What the team's answers say (docs/decisions/054), without zod: the invitation page is public and loads no schema
// before it works (decision 043).
import { msg, type MessageKey } from '../i18n/keys';

export const teamMessages = {
  role: msg('validation.team.role'),
  ownerOnly: msg('validation.team.ownerOnly'),
  runnerOnly: msg('validation.team.runnerOnly'),
  invitationNotFound: msg('validation.team.invitationNotFound'),
  invitationUsed: msg('validation.team.invitationUsed'),
  invitationExpired: msg('validation.team.invitationExpired'),
  memberNotFound: msg('validation.team.memberNotFound'),
  notInTeam: msg('validation.team.notInTeam'),
  businessId: msg('validation.team.businessId'),
  businessSuspended: msg('validation.team.businessSuspended'),
  ownAddress: msg('validation.team.ownAddress'),
  businessAddress: msg('validation.team.businessAddress'),
  roleCannot: msg('validation.team.roleCannot'),
  invitationGone: msg('validation.team.invitationGone'),
  tooManyInvitations: msg('validation.team.tooManyInvitations'),
} as const;

export const teamErrorCodes = {
  invitationNotFound: 'INVITATION_NOT_FOUND',
  invitationUsed: 'INVITATION_USED',
  invitationExpired: 'INVITATION_EXPIRED',
} as const;

/**
 * An invitation's refusal by its code: the page says it in its own language, which its address may choose
 * (`?lang=`) where the API's answer, in the visitor's, cannot.
 */
export const invitationRefusals: Record<string, MessageKey> = {
  [teamErrorCodes.invitationNotFound]: teamMessages.invitationNotFound,
  [teamErrorCodes.invitationUsed]: teamMessages.invitationUsed,
  [teamErrorCodes.invitationExpired]: teamMessages.invitationExpired,
};
