import { Container } from '@/components/layout/container';
import { TeamSection } from '@/features/team/components/team-section';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /business/team (business only; the route guard sees to that): the navbar's way to the team (decision 054). */
export function Component() {
  useDocumentTitle(t('team.title'));
  return (
    <Container className="max-w-3xl py-8 sm:py-10">
      <TeamSection page />
    </Container>
  );
}

export default withQueryLayer(Component);
