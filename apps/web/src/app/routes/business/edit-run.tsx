import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { Button, buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isRunNotFound, parseRunId, useRun } from '@/features/runs/api/get-run';
import { RunForm } from '@/features/runs/components/run-form/run-form';
import { RunFormLayout } from '@/features/runs/components/run-form/run-form-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMemberships } from '@/features/team/api/memberships';
import { useAuth } from '@/lib/auth';
import { t, translateText } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /business/runs/:id/edit (business only): the run's host edits it with the Create a Run form. */
export function Component() {
  useDocumentTitle(t('core.pages.editRun'));
  const auth = useAuth();
  const { id } = useParams();
  const runId = parseRunId(id);
  const query = useRun(runId);
  // A manager of the run's business edits it too (docs/decisions/054).
  const memberships = useMemberships(
    auth.status === 'authenticated' && auth.user.role === 'runner' ? auth.user.id : null,
  );

  const notFound = runId === null || isRunNotFound(query.error);
  if (notFound)
    return (
      <EditRunMessage title={translateText(runApiMessages.notFound)} text={t('core.editRun.notFoundText')}>
        <Link to={paths.runs.getHref()} className={buttonVariants()}>
          {t('core.editRun.browseAll')}
        </Link>
      </EditRunMessage>
    );
  if (query.isError)
    return (
      <EditRunMessage title={t('core.editRun.loadFailed')} text={query.error.message}>
        <Button onClick={() => void query.refetch()}>{t('core.editRun.retry')}</Button>
      </EditRunMessage>
    );
  if (query.isPending || auth.status !== 'authenticated' || memberships.isLoading)
    return <PageSpinner label={t('core.editRun.loading')} />;

  const run = query.data;
  const manages = memberships.data?.some((m) => m.businessId === run.hostId && m.role === 'manager') ?? false;
  if (run.hostId !== auth.user.id && !manages)
    return (
      <EditRunMessage
        title={translateText(runApiMessages.notAuthorizedTitle)}
        text={translateText(runApiMessages.notAuthorizedEdit)}
      >
        <Link to={paths.run.getHref(run.id)} className={buttonVariants({ variant: 'outline' })}>
          {t('core.editRun.backToRun')}
        </Link>
      </EditRunMessage>
    );

  return (
    <RunFormLayout title={t('core.pages.editRun')}>
      {/* Before the host changes what runners planned around: they are told (run change notices, decision 036). */}
      {run.currentParticipants > run.currentGuests && (
        <p className="mb-6 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('core.editRun.notice')}
        </p>
      )}
      <RunForm key={run.id} run={run} />
    </RunFormLayout>
  );
}

function EditRunMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container className="max-w-xl py-16 text-center sm:py-24">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <div className="mt-8 flex justify-center">{children}</div>
    </Container>
  );
}

export default withQueryLayer(Component);
