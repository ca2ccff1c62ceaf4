import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Shared look of text-like controls; aria-invalid turns the border red. */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 transition-colors sm:text-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/40';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClass, 'h-10', className)} {...props} />;
}
