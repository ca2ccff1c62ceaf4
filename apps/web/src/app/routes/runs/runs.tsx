import { Container } from '@/components/layout/container';
import { FindRuns } from '@/features/runs/components/find-runs/find-runs';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /runs (public): Find Runs. */
export function Component() {
  useDocumentTitle('Find Runs');
  return (
    <Container className="py-8 sm:py-12">
      <FindRuns />
    </Container>
  );
}
