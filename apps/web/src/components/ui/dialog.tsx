import type * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import {
  cloneElement,
  createContext,
  use,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * Radix dialog (focus trap, Escape, focus return, aria-modal, labelled by its title) with the app's look. Radix
 * loads when a dialog first opens, or when its trigger is pointed at or focused: pages render without it
 * (decision 014). Root and trigger are ours; everything inside `DialogContent` is Radix's.
 */
type Radix = typeof DialogPrimitive;
let radix: Radix | undefined;
let loading: Promise<Radix> | undefined;

/** Starts loading the dialog code; call it on the intent to open a dialog that has no `DialogTrigger`. */
export const preloadDialog = (): Promise<Radix> =>
  (loading ??= import('@radix-ui/react-dialog').then((module) => (radix = module)));

/** Radix, once loaded: only parts rendered inside `DialogContent` (which waits for it) call this. */
const useRadix = (): Radix => radix ?? use(preloadDialog());

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  triggerRef: RefObject<HTMLElement | null>;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`${part} must be used inside <Dialog>`);
  return context;
}

interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

export function Dialog({ open: controlled, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const contentId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  return <DialogContext value={{ open, setOpen, contentId, triggerRef }}>{children}</DialogContext>;
}

type TriggerChildProps = {
  ref?: unknown;
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onPointerDown?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
};

/** The element that opens the dialog (always `asChild`: the child is the button), with Radix's attributes. */
export function DialogTrigger({ children }: { asChild: true; children: ReactElement }) {
  const { open, setOpen, contentId, triggerRef } = useDialogContext('DialogTrigger');
  const child = children as ReactElement<TriggerChildProps>;
  const own = child.props;
  const preload = () => void preloadDialog();
  const compose =
    (theirs: ((event: SyntheticEvent) => void) | undefined, ours: () => void) => (event: SyntheticEvent) => {
      theirs?.(event);
      if (!event.defaultPrevented) ours();
    };
  return cloneElement(child, {
    ref: triggerRef,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': contentId,
    'data-state': open ? 'open' : 'closed',
    onClick: compose(own.onClick, () => setOpen(!open)),
    onPointerEnter: compose(own.onPointerEnter, preload),
    onPointerDown: compose(own.onPointerDown, preload),
    onFocus: compose(own.onFocus, preload),
  } as TriggerChildProps);
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  const Radix = useRadix();
  return <Radix.Close {...props} />;
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  hideCloseButton?: boolean;
  /** More code the content needs (a form's chunk): the dialog opens once it has loaded too. */
  load?: () => Promise<unknown>;
};

/**
 * Renders nothing until the dialog first opens and its code has loaded (a few milliseconds after an intent to
 * open); then Radix's dialog, kept mounted so closing returns focus. The wait is state, not Suspense, so an
 * open never suspends inside the click that caused it.
 */
export function DialogContent({ load, ...props }: DialogContentProps) {
  const { open } = useDialogContext('DialogContent');
  const [opened, setOpened] = useState(open);
  const [ready, setReady] = useState(false);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (!opened || ready) return;
    let current = true;
    void Promise.all([preloadDialog(), load?.()]).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [opened, ready, load]);
  return ready ? <RadixDialog {...props} /> : null;
}

function RadixDialog({
  className,
  children,
  hideCloseButton = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const Radix = useRadix();
  const { open, setOpen, contentId, triggerRef } = useDialogContext('DialogContent');
  // A dialog opened by a plain button (no DialogTrigger) returns focus to whatever had it when it opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Radix.Root open={open} onOpenChange={setOpen}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Radix.Content
          id={contentId}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] fallback:max-w-lg',
            '-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6',
            'focus-visible:outline-none',
            className,
          )}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            // Radix returns focus to its own trigger; ours is outside its tree, so focus it here.
            const target = triggerRef.current ?? (opener.current?.isConnected ? opener.current : null);
            if (event.defaultPrevented || !target) return;
            event.preventDefault();
            target.focus();
          }}
          {...props}
        >
          {children}
          {!hideCloseButton && (
            <Radix.Close
              aria-label={t('core.ui.close')}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Radix.Close>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 pr-8', className)} {...props} />;
}

/**
 * The dialog's buttons, drawn in their order in the page, as the keyboard visits them: one under the other on a
 * phone, in a row on the right from `sm` up (Cancel first, then the dialog's action).
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  const Radix = useRadix();
  return (
    <Radix.Title className={cn('text-lg font-bold tracking-tight text-slate-900', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  const Radix = useRadix();
  return <Radix.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}
