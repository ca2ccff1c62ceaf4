import { useParams, useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { WalkUpForm } from '@/features/attendance/components/walk-up-form';
import { parseRunId, useRun } from '@/features/runs/api/get-run';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /runs/:id/join?code=…: where the "Join this run" QR code takes a guest's phone, no account needed. */
export function Component() {
  useDocumentTitle(t('core.pages.joinRun'));
  const runId = parseRunId(useParams().id);
  const [search] = useSearchParams();
  const code = search.get('code');
  const run = useRun(runId);
  // A link that cannot work still gets the page's heading above why.
  const refused = (why: string) => (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold text-slate-900">{t('core.pages.joinRun')}</h1>
      <Alert>{why}</Alert>
    </div>
  );
  let content;
  // An address whose run id is not a number names no run at all: saying its code is missing would send the guest
  // to scan the same code again.
  if (runId === null) content = refused(t('runs.detail.notFound'));
  else if (!code) content = refused(t('host.walkUp.missingCode'));
  else if (run.isPending) content = <PageSpinner />;
  else if (run.isError) content = refused(run.error.message);
  else content = <WalkUpForm run={run.data} code={code} />;
  return <Container className="max-w-lg py-6">{content}</Container>;
}

export default withQueryLayer(Component);
