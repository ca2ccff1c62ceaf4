import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Radix Tabs (ARIA tab roles, arrow keys with wrap-around, Home/End, roving focus, a focus selects its tab,
 * only the active panel mounted) with the app's look.
 */
export const Tabs = TabsPrimitive.Root;

/**
 * The tabs share the list's width. On a phone a label wraps between its words, never inside one (the trigger undoes
 * the body's overflow-wrap); when their words still do not fit side by side (four tabs at 320 px), the list scrolls
 * sideways inside itself, not the page.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'grid auto-cols-[minmax(min-content,1fr)] grid-flow-col gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex fallback:min-h-9 items-center justify-center rounded-lg px-2 py-1.5 text-center text-sm sm:px-3',
        'leading-tight font-semibold wrap-normal text-slate-600',
        'transition-colors hover:text-slate-900',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  // Focusable (Tab from the tab list lands on it); the global focus ring shows it.
  return <TabsPrimitive.Content className={cn('fallback:rounded-lg', className)} {...props} />;
}
