import { useParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { CheckInScreen, CheckInUnavailable } from '@/features/attendance/components/check-in-screen';
import { parseRunId } from '@/features/runs/api/get-run';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t, translateText } from '@/lib/i18n';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import { withQueryLayer } from '@/lib/query-layer';

/** /business/runs/:id/check-in (business only): the host takes attendance on the day. */
export function Component() {
  useDocumentTitle(t('core.pages.hostCheckIn'));
  const runId = parseRunId(useParams().id);
  return (
    <Container className="max-w-lg py-6">
      {runId === null ? (
        <CheckInUnavailable message={translateText(runApiMessages.notFound)} runId={null} />
      ) : (
        <CheckInScreen runId={runId} />
      )}
    </Container>
  );
}

export default withQueryLayer(Component);
