import { useParams } from 'react-router';
import { ParticipantsPage } from '@/features/registrations/components/participants-page';
import { parseRunId } from '@/features/runs/api/get-run';
import { RunNotFound } from '@/features/runs/components/run-detail/run-detail-states';
import { useMemberships } from '@/features/team/api/memberships';
import { useAuth } from '@/lib/auth';
import { withQueryLayer } from '@/lib/query-layer';
import { participantsLoader } from '@/app/page-loaders';
import { loaderMeta, loaderOrOffline } from '@/app/page-meta';

/**
 * /runs/:id/participants (public; e-mails and the CSV export only for the run's host and its managers: a
 * leader sees names, docs/decisions/054 and 057).
 */
export function Component() {
  const { id } = useParams();
  const auth = useAuth();
  const memberships = useMemberships(
    auth.status === 'authenticated' && auth.user.role === 'runner' ? auth.user.id : null,
  );
  const managesRun = (hostId: string) =>
    memberships.data?.some((m) => m.businessId === hostId && m.role === 'manager') ?? false;
  return <ParticipantsPage runId={parseRunId(id)} notFound={<RunNotFound />} managesRun={managesRun} />;
}

export const loader = participantsLoader;
export const meta = loaderMeta;

export const clientLoader = loaderOrOffline;

export default withQueryLayer(Component);
