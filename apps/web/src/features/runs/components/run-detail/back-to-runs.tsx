import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

export function BackToRuns() {
  return (
    <Link
      to={paths.runs.getHref()}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('runs.detail.backToRuns')}
    </Link>
  );
}
