import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cn } from '@/lib/utils';

/**
 * Tabs as Radix builds them (ARIA tab roles, arrow keys with wrap-around, Home/End, roving focus, a focus
 * selects its tab, only the active panel mounted) with the app's look. Written here rather than Radix's so
 * pages with tabs load no Radix before they render (decision 014).
 */
interface TabsContextValue {
  value: string | undefined;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used inside <Tabs>`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value: controlled, defaultValue, onValueChange, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const baseId = useId();
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value, select, baseId }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  // Arrow keys, Home and End move the focus among the enabled tabs; focusing a tab selects it.
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const next = moves[event.key];
    if (!next || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    tabs[next(index, tabs.length)]?.focus();
  };
  return (
    // The tabs take the focus (the active one is in the Tab order), not the list: the ARIA tabs pattern.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1', className)}
      onKeyDown={move}
      {...props}
    />
  );
}

type TabsTriggerProps = ComponentProps<'button'> & { value: string };

export function TabsTrigger({
  className,
  value,
  disabled,
  onMouseDown,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabsContext('TabsTrigger');
  const active = tabs.value === value;
  const selectOnMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    onMouseDown?.(event);
    // Like Radix: the left button selects at once; a ctrl-click (context menu on macOS) does not.
    if (!disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
    else event.preventDefault();
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex fallback:h-9 items-center justify-center rounded-lg px-3 text-sm font-semibold text-slate-600',
        'transition-colors hover:text-slate-900',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      onMouseDown={selectOnMouseDown}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<'div'> & { value: string };

export function TabsContent({ className, value, ...props }: TabsContentProps) {
  const tabs = useTabsContext('TabsContent');
  if (tabs.value !== value) return null;
  // Focusable like Radix's panel (Tab from the tab list lands on it); the global focus ring shows it.
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('fallback:rounded-lg', className)}
      {...props}
    />
  );
}
