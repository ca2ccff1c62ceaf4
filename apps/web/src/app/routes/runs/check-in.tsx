import { useParams, useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { RunnerCheckIn } from '@/features/attendance/components/runner-check-in';
import { parseRunId } from '@/features/runs/api/get-run';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /runs/:id/check-in?code=… (signed in): where the host's QR code takes a runner's phone. */
export function Component() {
  useDocumentTitle(t('core.pages.checkIn'));
  const runId = parseRunId(useParams().id);
  const [search] = useSearchParams();
  return (
    <Container className="max-w-lg py-10">
      <RunnerCheckIn runId={runId} code={search.get('code')} />
    </Container>
  );
}

export default withQueryLayer(Component);
