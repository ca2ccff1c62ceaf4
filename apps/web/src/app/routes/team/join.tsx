import { useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { AcceptInvitation } from '@/features/team/components/accept-invitation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';
import { teamJoinLoader } from '@/app/page-loaders';
import { loaderMeta, loaderOrOffline } from '@/app/page-meta';

/** /team/join?token=…: the page a team invitation's e-mail opens. */
export function Component() {
  useDocumentTitle(t('team.join.title'));
  const [params] = useSearchParams();
  return (
    <Container className="max-w-lg py-8 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('team.join.title')}</h1>
      <AcceptInvitation token={params.get('token')} />
    </Container>
  );
}

export const loader = teamJoinLoader;
export const meta = loaderMeta;

export const clientLoader = loaderOrOffline;

export default withQueryLayer(Component);
