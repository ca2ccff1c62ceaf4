import { useParams } from 'react-router';
import { parseRunId } from '@/features/runs/api/get-run';
import { RunDetail } from '@/features/runs/components/run-detail/run-detail';
import { RunDetailPage } from '@/features/runs/components/run-detail/run-detail-page';

/** /runs/:id (public). The register/cancel control joins the bottom bar in a later change. */
export function Component() {
  const { id } = useParams();
  return (
    <RunDetailPage runId={parseRunId(id)}>
      {(run) => <RunDetail run={run} registerControl={null} />}
    </RunDetailPage>
  );
}
