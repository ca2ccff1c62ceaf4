import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Shared look of text-like controls; aria-invalid turns the border red. The ring follows :focus-within: a
 * date field's last Tab stop is its calendar button inside the field, where the field itself is neither
 * :focus nor :focus-visible (browsers show text fields' focus for mouse users too).
 */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 transition-colors sm:text-sm ' +
  'focus-within:border-brand-600 focus-within:outline-none focus-within:ring-2 focus-within:ring-brand-600/40 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-within:ring-red-600/40';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClass, 'h-10', className)} {...props} />;
}
