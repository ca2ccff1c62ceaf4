import { Flag } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

/** The "Report" button, the dialog's trigger, and what stands in for it until the dialog's code is there. */
export function ReportButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="sm" {...props}>
      <Flag aria-hidden="true" />
      {t('trust.report.open')}
    </Button>
  );
}
