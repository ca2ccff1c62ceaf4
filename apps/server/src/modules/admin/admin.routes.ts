import { errors } from '../../plugins/error-responses';
import {
  adminActionListSchema,
  adminListSchema,
  adminReasonSchema,
  adminIntegerIdParamsSchema,
  adminUserIdParamsSchema,
  closeReportSchema,
  grantAdminSchema,
  okSchema,
  reportListQuerySchema,
  reportListSchema,
} from '@runtogether/shared/trust/trust.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  closeReport,
  grantAdmin,
  isAdmin,
  listAdmins,
  listAudit,
  listReports,
  removePost,
  requireAdmin,
  revokeAdmin,
  setRunHidden,
  setUserSuspended,
} from './admin.service';

export interface AdminRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'adminEmails'>;
  now?: () => number;
}

/**
 * ADMIN_EMAILS' accounts are admins whatever their row says (docs/decisions/049): the signed-in user is marked
 * once its session is resolved, so /api/auth/me tells the web app to show the admin screens.
 */
export function markConfiguredAdmins(app: FastifyInstance, adminEmails: readonly string[]) {
  if (adminEmails.length === 0) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const user = request.user;
    if (user && !user.isAdmin && isAdmin(user, adminEmails)) request.user = { ...user, isAdmin: true };
    done();
  });
}

/**
 * The platform admin's API (docs/decisions/049): reports, hiding runs, removing posts, suspending accounts, the
 * audit list.
 */
export const adminRoutes: FastifyPluginCallbackZod<AdminRoutesOptions> = (app, { config, now }, done) => {
  const clock = () => (now ? new Date(now()) : new Date());
  const adminOnly = (request: FastifyRequest, _reply: FastifyReply, next: HookHandlerDoneFunction) => {
    requireAdmin(request.user, config.adminEmails);
    next();
  };
  const deps = {
    db: app.db,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    mailQueued: () => app.mail.kick(),
  };
  const denied = errors(401, 403);
  const acted = { 200: okSchema, ...errors(400, 401, 403, 404) };
  // Closing, hiding, suspending what already is so: 409, and nobody is e-mailed again.
  const changed = { ...acted, ...errors(409) };
  const admin = (request: FastifyRequest) => requireAdmin(request.user, config.adminEmails);

  app.get(
    '/admin/reports',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: the open (default) or closed reports, oldest open first',
        querystring: reportListQuerySchema,
        response: { 200: reportListSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listReports(app.db, request.query.status),
  );

  app.post(
    '/admin/reports/:id/close',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: close a report with a note',
        params: adminIntegerIdParamsSchema,
        body: closeReportSchema,
        response: changed,
      },
    },
    (request) => closeReport(app.db, admin(request), request.params.id, request.body.note, clock()),
  );

  app.post(
    '/admin/runs/:id/hide',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Admins: hide a run (404 to all but its host, out of lists and feeds); its host is e-mailed why',
        params: adminIntegerIdParamsSchema,
        body: adminReasonSchema,
        response: changed,
      },
    },
    (request) => setRunHidden(deps, admin(request), request.params.id, request.body.reason, clock()),
  );

  app.post(
    '/admin/runs/:id/unhide',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: show a hidden run again; its host is e-mailed',
        params: adminIntegerIdParamsSchema,
        response: changed,
      },
    },
    (request) => setRunHidden(deps, admin(request), request.params.id, null, clock()),
  );

  app.post(
    '/admin/posts/:id/remove',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Admins: remove a post and its images for good; its open reports are closed with the reason, and ' +
          'its business is e-mailed why (a second removal is a 404)',
        params: adminIntegerIdParamsSchema,
        body: adminReasonSchema,
        response: acted,
      },
    },
    (request) =>
      removePost(
        { ...deps, storage: app.storage, log: request.log },
        admin(request),
        request.params.id,
        request.body.reason,
        clock(),
      ),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: suspend an account (no log-in, sessions ended, runs hidden); it is e-mailed why',
        params: adminUserIdParamsSchema,
        body: adminReasonSchema,
        response: changed,
      },
    },
    (request) => setUserSuspended(deps, admin(request), request.params.id, request.body.reason, clock()),
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: lift a suspension (the runs it hid are shown again); the account is e-mailed',
        params: adminUserIdParamsSchema,
        response: changed,
      },
    },
    (request) => setUserSuspended(deps, admin(request), request.params.id, null, clock()),
  );

  app.get(
    '/admin/audit',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: every admin action with who, what, when and why, newest first',
        response: { 200: adminActionListSchema, ...denied },
      },
    },
    () => listAudit(app.db),
  );

  app.get(
    '/admin/admins',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: the admins, granted or named in ADMIN_EMAILS',
        response: { 200: adminListSchema, ...denied },
      },
    },
    () => listAdmins(app.db, config.adminEmails),
  );

  app.post(
    '/admin/admins',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: grant admin to the account with this e-mail address',
        body: grantAdminSchema,
        response: acted,
      },
    },
    async (request) => {
      await grantAdmin(app.db, admin(request), request.body.email, clock());
      return { ok: true as const };
    },
  );

  app.delete(
    '/admin/admins/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins: revoke a granted admin (409 for one named in ADMIN_EMAILS)',
        params: adminUserIdParamsSchema,
        response: { ...acted, ...errors(409) },
      },
    },
    async (request) => {
      const result = await revokeAdmin(
        app.db,
        config.adminEmails,
        admin(request),
        request.params.id,
        clock(),
      );
      return result;
    },
  );
  done();
};
