import type { ExternalToast, toast as sonnerToast } from 'sonner';

// sonner loads on the first toast, not with the page (decision 014): the same calls as sonner's `toast`, options
// included; the shell and every feature use it.
const load = () => import('sonner').then(({ toast }) => toast);

// The app's <Toaster> is drawn from the first toast on (app/provider.tsx), so a page that never toasts never
// evaluates sonner nor inserts its stylesheet while it starts. sonner shows a new Toaster the toasts made before
// it was there.
let wanted = false;
let onWanted: (() => void) | undefined;
/** Calls `listener` once a toast has been asked for: now if one has, else at the first. */
export function whenToastWanted(listener: () => void) {
  if (wanted) listener();
  else onWanted = listener;
}

type Kind = 'success' | 'error' | 'info' | 'warning';
const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  if (!wanted) {
    wanted = true;
    onWanted?.();
  }
  void load().then((toast: typeof sonnerToast) => toast[kind](message, options));
};

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
