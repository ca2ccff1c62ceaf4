import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  adminActionListSchema,
  adminListSchema,
  reportListSchema,
  type Report,
} from '@runtogether/shared/trust/trust.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { t, translateText } from '@/lib/i18n';
import { adminKeys } from '../api/admin-keys';

const keys = adminKeys;

const errorText = (error: unknown) => (isAppError(error) ? error.message : t('trust.admin.failed'));
const when = (iso: string) => new Date(iso).toLocaleString();
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
  return null;
}

function ReportCard({ report }: { report: Report }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const act = useMutation({
    mutationFn: (action: { url: string; body?: object }) => api.post(action.url, null, { body: action.body }),
    onSuccess: async () => {
      toast.success(t('trust.admin.done'));
      await refresh();
    },
  });
  const href = targetHref(report);
  const label = report.targetLabel ?? t('trust.admin.targetGone');
  const userTarget = report.targetType === 'business' || report.targetType === 'user';
  const isRun = report.targetType === 'run';
  const targetUrl = isRun ? `/api/admin/runs/${report.targetId}` : `/api/admin/users/${report.targetId}`;
  const actLabel = t(isRun ? 'trust.admin.hideRun' : 'trust.admin.suspendUser');

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
          {t('trust.admin.reportedBy', { name: report.reporterName ?? '—', when: when(report.createdAt) })}
        </p>
        {report.status === 'closed' ? (
          <p className="text-sm text-slate-700">
            {t('trust.admin.closedNote', { note: report.closingNote ?? '' })}
          </p>
        ) : (
          <>
            {report.targetState !== null ? (
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-sm font-semibold text-slate-900">
                  {t(report.targetState === 'hidden' ? 'trust.admin.hiddenNow' : 'trust.admin.suspendedNow')}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ url: `${targetUrl}/${isRun ? 'unhide' : 'unsuspend'}` })}
                >
                  {t(isRun ? 'trust.admin.showRun' : 'trust.admin.unsuspendUser')}
                </Button>
              </div>
            ) : (
              (isRun || userTarget) && (
                <LabelledLine label={t('trust.admin.actionReason')} value={reason} onChange={setReason}>
                  <ConfirmDeleteDialog
                    open={confirming}
                    onOpenChange={setConfirming}
                    trigger={
                      <Button variant="outline" disabled={act.isPending || reason.trim() === ''}>
                        {actLabel}
                      </Button>
                    }
                    title={t(isRun ? 'trust.admin.confirmHide.title' : 'trust.admin.confirmSuspend.title')}
                    description={t(
                      isRun ? 'trust.admin.confirmHide.text' : 'trust.admin.confirmSuspend.text',
                    )}
                    confirmLabel={actLabel}
                    pending={act.isPending}
                    icon={null}
                    pendingLabel={t('trust.admin.working')}
                    onConfirm={() =>
                      act.mutate(
                        { url: `${targetUrl}/${isRun ? 'hide' : 'suspend'}`, body: { reason } },
                        { onSettled: () => setConfirming(false) },
                      )
                    }
                  />
                </LabelledLine>
              )
            )}
            <form onSubmit={close}>
              <LabelledLine label={t('trust.admin.closingNote')} value={note} onChange={setNote}>
                <Button type="submit" disabled={act.isPending || note.trim() === ''}>
                  {t('trust.admin.close')}
                </Button>
              </LabelledLine>
            </form>
          </>
        )}
        {act.isError && <Alert>{errorText(act.error)}</Alert>}
      </CardContent>
    </Card>
  );
}

/** A labelled line of text with its button beside it (a reason, a note). */
function LabelledLine({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          className="min-w-0 flex-1"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
    </div>
  );
}

function AdminsCard() {
  const queryClient = useQueryClient();
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
          {admins.data?.items.map((admin) => (
            <li key={admin.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                {admin.name} <span className="text-sm text-slate-500">{admin.email}</span>
              </span>
              {admin.configured ? (
                <span className="text-xs text-slate-500">{t('trust.admin.configured')}</span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ method: 'delete', url: `/api/admin/admins/${admin.id}` })}
                >
                  {t('trust.admin.revoke')}
                </Button>
              )}
            </li>
          ))}
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
              className="min-w-0 flex-1"
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
              <span className="text-slate-500">{when(entry.createdAt)}</span> · {entry.adminName ?? '—'} ·{' '}
              <strong>{actionText(entry.action)}</strong> {entry.targetLabel ?? `#${entry.targetId}`}
              {entry.reason ? ` — ${entry.reason}` : ''}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
