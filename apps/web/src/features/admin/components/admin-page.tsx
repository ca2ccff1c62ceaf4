import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  ADMIN_REASON_MAX,
  adminActionListSchema,
  adminListSchema,
  reportListSchema,
  type Report,
} from '@runtogether/shared/trust/trust.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CharacterCount } from '@/components/ui/character-count';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { meQueryKey, roleHomePath, useAuth } from '@/lib/auth';
import { intlLocale, t, translateText } from '@/lib/i18n';
import { adminKeys } from '../api/admin-keys';

const keys = adminKeys;

/** When, in the page's language, on a 24-hour clock as a run's times are. */
const formatInstant = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

const errorText = (error: unknown) => (isAppError(error) ? error.message : t('trust.admin.failed'));
/** An audited action in words ("Hid run"); one this page does not know yet, as the server named it. */
const actionText = (action: string) => {
  const words = translateText(`trust.admin.actions.${action}`);
  return words.startsWith('trust.admin.') ? action : words;
};

/** /admin (docs/decisions/049): open reports and what to do about them, the admins, and the audit list. */
export function AdminPage() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('trust.admin.title')}</h1>
        <p className="mt-1 text-slate-600">{t('trust.admin.intro')}</p>
      </header>
      <section aria-labelledby="admin-reports" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="admin-reports" className="text-xl font-bold text-slate-900">
            {t('trust.admin.reports')}
          </h2>
          <div className="flex gap-2" role="group" aria-label={t('trust.admin.reportStatus')}>
            {(['open', 'closed'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={status === value ? 'default' : 'outline'}
                aria-pressed={status === value}
                onClick={() => setStatus(value)}
              >
                {t(`trust.admin.status.${value}`)}
              </Button>
            ))}
          </div>
        </div>
        <ReportList status={status} />
      </section>
      <AdminsCard />
      <AuditCard />
    </div>
  );
}

function ReportList({ status }: { status: 'open' | 'closed' }) {
  const reports = useQuery({
    queryKey: keys.reports(status),
    queryFn: ({ signal }) => api.get(`/api/admin/reports?status=${status}`, reportListSchema, { signal }),
  });
  if (reports.isPending) return <PageSpinner />;
  if (reports.isError) return <Alert>{errorText(reports.error)}</Alert>;
  if (reports.data.items.length === 0) return <p className="text-slate-600">{t('trust.admin.noReports')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {reports.data.items.map((report) => (
        <li key={report.id}>
          <ReportCard report={report} />
        </li>
      ))}
    </ul>
  );
}

function targetHref(report: Report): string | null {
  if (report.targetType === 'run') return paths.run.getHref(report.targetId);
  if (report.targetType === 'business') return paths.businessPublicProfile.getHref(report.targetId);
  // A post is read where its business shows it.
  if (report.targetType === 'post' && report.targetOwnerId) {
    return paths.businessPublicProfile.getHref(report.targetOwnerId);
  }
  return null;
}

/** An action on a report's target that asks first and sends the reason: hide, remove, suspend. */
interface TargetAction {
  url: string;
  label: string;
  /**
   * The button's accessible name: its label and what it acts on ("Hide run “Free 5K”"). The page lists several
   * reports, and a screen reader's list of buttons read "Hide run", "Close report" once per report.
   */
  name: string;
  title: string;
  text: string;
  /** Deletes for good (a post): the dialog shows the bin and says "Deleting…". */
  deletes?: boolean;
  /** The toast when it is done, if more than "Done.". */
  done?: string;
}

/** Suspending the reported account, or the host behind a reported post (named by the post: `ofPost`). */
const suspendAction = (userId: string, target: string, ofPost = false): TargetAction => ({
  url: `/api/admin/users/${userId}/suspend`,
  label: t('trust.admin.suspendUser'),
  name: t(ofPost ? 'trust.admin.suspendPostHostNamed' : 'trust.admin.suspendUserNamed', { target }),
  // The dialog says whose account: "Suspend this account?" on a post's report did not say it was the host's.
  title: t(ofPost ? 'trust.admin.confirmSuspendPostHost.title' : 'trust.admin.confirmSuspend.title', {
    target,
  }),
  text: t('trust.admin.confirmSuspend.text'),
});

/** What an admin may do to a report's target that is as it was: a run, an account, a post and its author. */
function targetActions(report: Report, target: string): TargetAction[] {
  if (report.targetState !== null) return [];
  switch (report.targetType) {
    case 'run':
      return [
        {
          url: `/api/admin/runs/${report.targetId}/hide`,
          label: t('trust.admin.hideRun'),
          name: t('trust.admin.hideRunNamed', { target }),
          title: t('trust.admin.confirmHide.title', { target }),
          text: t('trust.admin.confirmHide.text'),
        },
      ];
    case 'post': {
      const remove: TargetAction = {
        url: `/api/admin/posts/${report.targetId}/remove`,
        label: t('trust.admin.removePost'),
        name: t('trust.admin.removePostNamed', { target }),
        title: t('trust.admin.confirmRemovePost.title', { target }),
        text: t('trust.admin.confirmRemovePost.text'),
        deletes: true,
        done: t('trust.admin.postRemoved'),
      };
      // An author already suspended is lifted from targetStateOf, not suspended again.
      return report.targetOwnerId && !report.targetOwnerSuspended
        ? [remove, suspendAction(report.targetOwnerId, target, true)]
        : [remove];
    }
    default:
      return [suspendAction(report.targetId, target)];
  }
}

const unsuspend = (userId: string, name: string) => ({
  url: `/api/admin/users/${userId}/unsuspend`,
  label: t('trust.admin.unsuspendUser'),
  name,
});

/** The state a report's target is in, in words, and how to undo it when it can be. */
function targetStateOf(report: Report, target: string) {
  const isRun = report.targetType === 'run';
  if (report.targetState === null && report.targetOwnerId && report.targetOwnerSuspended) {
    return {
      text: t('trust.admin.ownerSuspendedNow'),
      undo: unsuspend(report.targetOwnerId, t('trust.admin.unsuspendPostHostNamed', { target })),
    };
  }
  switch (report.targetState) {
    case 'removed':
      return { text: t('trust.admin.removedNow') };
    case 'hidden':
    case 'suspended':
      return {
        text: t(isRun ? 'trust.admin.hiddenNow' : 'trust.admin.suspendedNow'),
        undo: isRun
          ? {
              url: `/api/admin/runs/${report.targetId}/unhide`,
              label: t('trust.admin.showRun'),
              name: t('trust.admin.showRunNamed', { target }),
            }
          : unsuspend(report.targetId, t('trust.admin.unsuspendUserNamed', { target })),
      };
    default:
      return null;
  }
}

type Act = (
  action: { url: string; body?: object; done?: string },
  options?: { onSettled?: () => void },
) => void;

function ReportCard({ report }: { report: Report }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const act = useMutation({
    mutationFn: (action: { url: string; body?: object; done?: string }) =>
      api.post(action.url, null, { body: action.body }),
    onSuccess: async (_answer, action) => {
      toast.success(action.done ?? t('trust.admin.done'));
      await refresh();
    },
  });
  const href = targetHref(report);
  const label = report.targetLabel ?? t('trust.admin.targetGone');
  const state = targetStateOf(report, label);
  const actions = targetActions(report, label);

  const close = (event: FormEvent) => {
    event.preventDefault();
    act.mutate({ url: `/api/admin/reports/${report.id}/close`, body: { note } });
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{t(`trust.report.reasons.${report.reason}`)}</Badge>
          <span className="text-sm text-slate-600">{t(`trust.admin.targetType.${report.targetType}`)}</span>
          {href ? (
            <Link to={href} className="font-semibold break-words text-sky-800 underline">
              {label}
            </Link>
          ) : (
            <span className="font-semibold break-words">{label}</span>
          )}
        </div>
        {report.details && <p className="text-sm break-words whitespace-pre-line">{report.details}</p>}
        <p className="text-xs text-slate-500">
          {t('trust.admin.reportedBy', {
            name: report.reporterName ?? '—',
            when: formatInstant(report.createdAt),
          })}
        </p>
        {/*
          On a closed report too: the hide and suspend confirmations say they can be undone "from this report"
          (docs/decisions/049), and once it was closed nothing on the page said the run was hidden or offered to
          show it again.
        */}
        {state && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm font-semibold text-slate-900">{state.text}</p>
            {state.undo && (
              <Button
                variant="outline"
                size="sm"
                aria-label={state.undo.name}
                disabled={act.isPending}
                onClick={() => act.mutate({ url: state.undo.url })}
              >
                {state.undo.label}
              </Button>
            )}
          </div>
        )}
        {report.status === 'closed' ? (
          <p className="text-sm text-slate-700">
            {t('trust.admin.closedNote', { note: report.closingNote ?? '' })}
          </p>
        ) : (
          <>
            {actions.length > 0 && (
              <LabelledLine
                label={t('trust.admin.actionReason')}
                needed={t('trust.admin.reasonFirst')}
                value={reason}
                onChange={setReason}
              >
                {(describedBy) =>
                  actions.map((action) => (
                    <ConfirmedAction
                      key={action.url}
                      action={action}
                      reason={reason}
                      describedBy={describedBy}
                      pending={act.isPending}
                      act={act.mutate}
                    />
                  ))
                }
              </LabelledLine>
            )}
            <form onSubmit={close}>
              <LabelledLine
                label={t('trust.admin.closingNote')}
                needed={t('trust.admin.noteFirst')}
                value={note}
                onChange={setNote}
              >
                {(describedBy) => (
                  <Button
                    type="submit"
                    aria-label={t('trust.admin.closeNamed', { target: label })}
                    aria-describedby={describedBy}
                    disabled={act.isPending || note.trim() === ''}
                  >
                    {t('trust.admin.close')}
                  </Button>
                )}
              </LabelledLine>
            </form>
          </>
        )}
        {act.isError && <Alert>{errorText(act.error)}</Alert>}
      </CardContent>
    </Card>
  );
}

/** A button that asks first, then sends the reason to the action's route. */
function ConfirmedAction({
  action,
  reason,
  describedBy,
  pending,
  act,
}: {
  action: TargetAction;
  reason: string;
  /** The line saying why the button waits, while it does. */
  describedBy: string | undefined;
  pending: boolean;
  act: Act;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ConfirmDeleteDialog
      open={confirming}
      onOpenChange={setConfirming}
      trigger={
        <Button
          variant="outline"
          aria-label={action.name}
          aria-describedby={describedBy}
          disabled={pending || reason.trim() === ''}
        >
          {action.label}
        </Button>
      }
      title={action.title}
      description={action.text}
      confirmLabel={action.label}
      pending={pending}
      {...(action.deletes ? {} : { icon: null, pendingLabel: t('trust.admin.working') })}
      onConfirm={() =>
        act(
          { url: action.url, body: { reason }, done: action.done },
          { onSettled: () => setConfirming(false) },
        )
      }
    />
  );
}

/**
 * A labelled line of text with its buttons beside it (a reason, a note). The text is required: while it is empty
 * the buttons wait, and the line `needed` says so under it; the field and the buttons are described by it (a
 * disabled button alone never says why).
 */
function LabelledLine({
  label,
  needed,
  value,
  onChange,
  children,
}: {
  label: string;
  needed: string;
  value: string;
  onChange: (value: string) => void;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const neededId = `${id}-needed`;
  const empty = value.trim() === '';
  const describedBy = empty ? neededId : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          required
          aria-describedby={describedBy}
          // At least 12rem: on a 320 px phone the button goes under the field instead of squeezing it to a stub.
          className="min-w-48 flex-1"
          // The server's limit for a reason or a note (ADMIN_REASON_MAX, docs/decisions/049): past it the admin got
          // the server's 400 instead of a field that stops.
          maxLength={ADMIN_REASON_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {children(describedBy)}
      </div>
      {empty && (
        <p id={neededId} className="text-sm text-slate-700">
          {needed}
        </p>
      )}
      <CharacterCount length={value.length} max={ADMIN_REASON_MAX} />
    </div>
  );
}

function AdminsCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : undefined;
  /** An admin who revoked their own admin has no more to do here: home, and the session says so at once. */
  const leaveAdmin = () => {
    if (!user) return;
    void navigate(roleHomePath(user.role));
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
  const [email, setEmail] = useState('');
  const emailId = useId();
  const admins = useQuery({
    queryKey: keys.admins,
    queryFn: ({ signal }) => api.get('/api/admin/admins', adminListSchema, { signal }),
  });
  const change = useMutation({
    mutationFn: (action: { method: 'post' | 'delete'; url: string; body?: object }) =>
      api[action.method](action.url, null, { body: action.body }),
    onSuccess: async () => {
      setEmail('');
      toast.success(t('trust.admin.done'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('trust.admin.admins')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {admins.isError && <Alert>{errorText(admins.error)}</Alert>}
        <ul className="flex flex-col gap-2">
          {admins.data?.items.map((admin) => {
            const self = admin.id === user?.id;
            return (
              <li key={admin.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {admin.name} <span className="text-sm text-slate-500">{admin.email}</span>
                </span>
                {admin.configured ? (
                  <span className="text-xs text-slate-500">{t('trust.admin.configured')}</span>
                ) : (
                  <RevokeAdmin
                    admin={admin}
                    self={self}
                    pending={change.isPending}
                    revoke={(onSettled) =>
                      change.mutate(
                        { method: 'delete', url: `/api/admin/admins/${admin.id}` },
                        { onSettled, onSuccess: () => self && leaveAdmin() },
                      )
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ method: 'post', url: '/api/admin/admins', body: { email } });
          }}
        >
          <Label htmlFor={emailId}>{t('trust.admin.grantEmail')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={emailId}
              type="email"
              className="min-w-48 flex-1"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" disabled={change.isPending || email.trim() === ''}>
              {t('trust.admin.grant')}
            </Button>
          </div>
        </form>
        {change.isError && <Alert>{errorText(change.error)}</Alert>}
      </CardContent>
    </Card>
  );
}

/** Revoking asks first: one stray tap took an admin's access away (granting again is the only undo). */
function RevokeAdmin({
  admin,
  self,
  pending,
  revoke,
}: {
  admin: { name: string };
  /** The admin revokes their own admin: the dialog says they leave this page. */
  self: boolean;
  pending: boolean;
  revoke: (onSettled: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <ConfirmDeleteDialog
      open={confirming}
      onOpenChange={setConfirming}
      trigger={
        <Button
          size="sm"
          variant="outline"
          // Each admin's own: a list of "Revoke admin" buttons did not say whose.
          aria-label={t('trust.admin.revokeNamed', { name: admin.name })}
          disabled={pending}
        >
          {t('trust.admin.revoke')}
        </Button>
      }
      title={t('trust.admin.confirmRevoke.title', { name: admin.name })}
      description={t(self ? 'trust.admin.confirmRevoke.selfText' : 'trust.admin.confirmRevoke.text')}
      confirmLabel={t('trust.admin.revoke')}
      pending={pending}
      icon={null}
      pendingLabel={t('trust.admin.working')}
      onConfirm={() => revoke(() => setConfirming(false))}
    />
  );
}

function AuditCard() {
  const audit = useQuery({
    queryKey: keys.audit,
    queryFn: ({ signal }) => api.get('/api/admin/audit', adminActionListSchema, { signal }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('trust.admin.audit')}</CardTitle>
      </CardHeader>
      <CardContent>
        {audit.isError && <Alert>{errorText(audit.error)}</Alert>}
        {audit.data?.items.length === 0 && <p className="text-slate-600">{t('trust.admin.noAudit')}</p>}
        <ul className="flex flex-col gap-2 text-sm">
          {audit.data?.items.map((entry) => (
            <li key={entry.id} className="break-words">
              <span className="text-slate-500">{formatInstant(entry.createdAt)}</span> ·{' '}
              {entry.adminName ?? '—'} · <strong>{actionText(entry.action)}</strong>{' '}
              {entry.targetLabel ?? `#${entry.targetId}`}
              {entry.reason ? ` — ${entry.reason}` : ''}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
