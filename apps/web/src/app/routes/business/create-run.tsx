import { RunForm } from '@/features/runs/components/run-form/run-form';
import { RunFormLayout } from '@/features/runs/components/run-form/run-form-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /business/create-run (business only; the route guard sees to that). */
export function Component() {
  useDocumentTitle('Create a Run');
  return (
    <RunFormLayout title="Create a Run">
      <RunForm />
    </RunFormLayout>
  );
}
