import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold fallback:whitespace-nowrap',
        'fallback:bg-slate-100 fallback:text-slate-800',
        className,
      )}
      {...props}
    />
  );
}
