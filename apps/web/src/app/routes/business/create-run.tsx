import { RunForm } from '@/features/runs/components/run-form/run-form';
import { RunFormLayout } from '@/features/runs/components/run-form/run-form-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

/** /business/create-run (business only; the route guard sees to that). */
export function Component() {
  useDocumentTitle(t('core.pages.createRun'));
  return (
    <RunFormLayout title={t('core.pages.createRun')}>
      <RunForm />
    </RunFormLayout>
  );
}
