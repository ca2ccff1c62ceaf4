import { Container } from '@/components/layout/container';
import { FindRuns } from '@/features/runs/components/find-runs/find-runs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';
import { runsLoader } from '@/app/page-loaders';
import { loaderMeta, loaderOrOffline } from '@/app/page-meta';

/** /runs (public): Find Runs. */
export function Component() {
  useDocumentTitle(t('core.pages.findRuns'));
  return (
    <Container className="py-8 sm:py-12">
      <FindRuns />
    </Container>
  );
}

export const loader = runsLoader;
export const meta = loaderMeta;

export const clientLoader = loaderOrOffline;

export default withQueryLayer(Component);
