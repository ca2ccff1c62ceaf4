import {
  acceptInvitationInputSchema,
  invitationPreviewQuerySchema,
  invitationPreviewSchema,
  membershipParamsSchema,
  membershipSchema,
  membershipsSchema,
  teamInvitationInputSchema,
  teamInvitationParamsSchema,
  teamInvitationSchema,
  teamMemberParamsSchema,
  teamRoleInputSchema,
  teamSchema,
} from '@runtogether/shared/team/team.schemas';
import { teamMessages } from '@runtogether/shared/team/team.messages';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { errors } from '../../plugins/error-responses';
import { attemptLimiter, bodyEmail } from '../../plugins/rate-limit';
import { signedIn, withRole } from '../auth/permissions';
import {
  acceptInvitation,
  changeMemberRole,
  getTeam,
  inviteToTeam,
  joiningTeam,
  leaveTeam,
  listMemberships,
  managingTeam,
  previewInvitation,
  removeMember,
  withdrawInvitation,
} from './team.service';

export interface TeamRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
  now?: () => number;
}

/**
 * Each invitation mails an address the owner typed, with words the owner chose (the business's name): bounded per
 * owner and per address, as sign-up and resends are, so nobody can flood a mailbox through us (SECURITY.md).
 */
export const INVITATION_LIMITS = {
  perOwner: { max: 20, windowMs: 24 * 60 * 60_000 },
  perAddress: { max: 3, windowMs: 15 * 60_000 },
} as const;

/** A host's team (docs/decisions/054): the owner's routes under /business/team, the member's under /team. */
export const teamRoutes: FastifyPluginCallbackZod<TeamRoutesOptions> = (app, { config, now }, done) => {
  const clock = () => (now ? new Date(now()) : new Date());
  const invitationsPerOwner = attemptLimiter(app, {
    name: 'invitationsPerOwner',
    ...INVITATION_LIMITS.perOwner,
    key: (request) => request.user?.id ?? '',
    message: teamMessages.tooManyInvitations,
  });
  const invitationsPerAddress = attemptLimiter(app, {
    name: 'invitationsPerAddress',
    ...INVITATION_LIMITS.perAddress,
    key: bodyEmail,
    message: teamMessages.tooManyInvitations,
  });
  const deps = { db: app.db, publicUrl: config.publicUrl, mailQueued: () => app.mail.kick() };

  app.get(
    '/business/team',
    {
      preValidation: withRole(managingTeam),
      schema: {
        tags: ['team'],
        summary: "The signed-in business's team: members (userId, name, role, since) and pending invitations",
        response: { 200: teamSchema, ...errors(401, 403) },
      },
    },
    (request) => getTeam(app.db, request.user, clock()),
  );

  app.post(
    '/business/team/invitations',
    {
      preValidation: withRole(managingTeam),
      schema: {
        tags: ['team'],
        summary: 'Invite someone into the team by e-mail as a manager or a leader; the link works for 7 days',
        body: teamInvitationInputSchema,
        response: { 201: teamInvitationSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await invitationsPerOwner.consume(request);
      await invitationsPerAddress.consume(request);
      const invitation = await inviteToTeam(deps, request.user, request.body, request.locale, clock());
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    '/business/team/invitations/:id',
    {
      preValidation: withRole(managingTeam),
      schema: {
        tags: ['team'],
        summary: 'Withdraw a pending invitation: its link then opens nothing',
        params: teamInvitationParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await withdrawInvitation(app.db, request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/business/team/:userId',
    {
      preValidation: withRole(managingTeam),
      schema: {
        tags: ['team'],
        summary: "Change a member's role; it counts from their next request",
        params: teamMemberParamsSchema,
        body: teamRoleInputSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await changeMemberRole(app.db, request.user, request.params.userId, request.body.role);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/business/team/:userId',
    {
      preValidation: withRole(managingTeam),
      schema: {
        tags: ['team'],
        summary: 'End a membership and e-mail the member; it counts from their next request',
        params: teamMemberParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(deps, request.user, request.params.userId, clock());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/team/invitations/accept',
    {
      preValidation: withRole(joiningTeam),
      schema: {
        tags: ['team'],
        summary:
          "A signed-in runner joins a team with the invitation's token (404 unknown, 409 already used, 410 expired)",
        body: acceptInvitationInputSchema,
        response: { 200: membershipSchema, ...errors(400, 401, 403, 404, 409, 410) },
      },
    },
    (request) => acceptInvitation(app.db, request.user, request.body.token, clock()),
  );

  app.get(
    '/team/invitations/preview',
    {
      schema: {
        tags: ['team'],
        summary:
          "Who an invitation's link is from and as which role, for anyone holding it (404 unknown, 409 already used, 410 expired)",
        querystring: invitationPreviewQuerySchema,
        response: { 200: invitationPreviewSchema, ...errors(400, 404, 409, 410) },
      },
    },
    (request) => previewInvitation(app.db, request.query.token, clock()),
  );

  app.get(
    '/team/memberships',
    {
      preValidation: signedIn(),
      schema: {
        tags: ['team'],
        summary: 'The teams the signed-in person acts for (the app\'s "Acting for …" switcher)',
        response: { 200: membershipsSchema, ...errors(401) },
      },
    },
    (request) => listMemberships(app.db, request.user),
  );

  app.delete(
    '/team/memberships/:businessId',
    {
      preValidation: signedIn(),
      schema: {
        tags: ['team'],
        summary:
          "The signed-in member leaves the business's team, from their next request (404 when not in it); the owner's dashboard says so",
        params: membershipParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await leaveTeam(app.db, request.user, request.params.businessId, clock());
      return reply.code(204).send(null);
    },
  );
  done();
};
