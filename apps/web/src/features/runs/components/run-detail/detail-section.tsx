import { useId, type ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** One card of the run page, named by its heading for screen-reader navigation. */
export function DetailSection({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border fallback:border-slate-200 fallback:bg-white p-5 text-slate-900 shadow-sm sm:p-6',
        className,
      )}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold tracking-tight">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Read by screen readers after the name of a link that opens elsewhere. */
export function NewTabHint() {
  return <span className="sr-only">{t('runs.detail.newTab')}</span>;
}
