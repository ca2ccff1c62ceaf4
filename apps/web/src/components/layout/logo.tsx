import { cn } from '@/lib/utils';

/** The RunTogether mark: a runner on a winding path (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('fallback:size-8', className)}>
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path
        d="M10 46c10-2 16-12 24-14s14 4 20-2"
        fill="none"
        stroke="#fed7aa"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="38" cy="14" r="5" fill="#fff" />
      <path
        d="M36 21l-6 10 7 5-3 10M30 31l-8 2M36 23l8 6 6-2"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
