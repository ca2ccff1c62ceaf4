import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Radix Tabs (ARIA tab roles, arrow keys with wrap-around, Home/End, roving focus, a focus selects its tab,
 * only the active panel mounted) with the app's look.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex fallback:h-9 items-center justify-center rounded-lg px-3 text-sm font-semibold text-slate-600',
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
