import { useParams } from 'react-router';
import { ParticipantsPage } from '@/features/registrations/components/participants-page';
import { parseRunId } from '@/features/runs/api/get-run';
import { RunNotFound } from '@/features/runs/components/run-detail/run-detail-states';

/** /runs/:id/participants (public; e-mails and the CSV export only for the run's host). */
export function Component() {
  const { id } = useParams();
  return <ParticipantsPage runId={parseRunId(id)} notFound={<RunNotFound />} />;
}
