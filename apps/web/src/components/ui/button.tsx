import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// aria-disabled looks turned off too: a busy button (SubmitButton) keeps its focus but takes no presses.
const base =
  'inline-flex items-center fallback:justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 fallback:focus-visible:ring-brand-600 focus-visible:ring-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

// Callers recolour buttons (a red delete, a green WhatsApp button): the variants' colours are fallbacks.
const variants = {
  default: 'fallback:bg-brand-700 fallback:text-white shadow-sm fallback:hover:bg-brand-800',
  secondary:
    'fallback:bg-white fallback:text-brand-800 shadow-sm ring-1 ring-brand-200 fallback:hover:bg-brand-50',
  outline:
    'border fallback:border-slate-300 fallback:bg-white fallback:text-slate-900 fallback:hover:bg-slate-50',
  ghost: 'fallback:text-slate-700 fallback:hover:bg-slate-100 fallback:hover:text-slate-900',
  link: 'fallback:text-brand-700 underline-offset-4 hover:underline',
  /** On dark or brand-coloured backgrounds. */
  inverse:
    'border border-white/80 fallback:bg-transparent fallback:text-white fallback:hover:bg-white/10 focus-visible:ring-white',
} as const;

const sizes = {
  default: 'h-10 px-4 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** Button classes, also for links that look like buttons (`<Link className={buttonVariants()}>`). */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: ButtonVariantProps = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonVariantProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
