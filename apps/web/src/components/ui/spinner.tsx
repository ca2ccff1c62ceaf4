import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn('size-8 animate-spin text-brand-700 motion-reduce:animate-none', className)}
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A centred spinner with a visible label, for pages waiting on the session or a route chunk. A full screen high,
 * so the footer stays below the fold until the page arrives (it would otherwise jump: layout shift).
 */
export function PageSpinner({ label = t('core.app.loading') }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
