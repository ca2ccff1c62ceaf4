import type { ExternalToast, toast as sonnerToast } from 'sonner';

// sonner loads on the first toast, not with the page (decision 014): the same calls as sonner's `toast`, options
// included; the shell and every feature use it.
const load = () => import('sonner').then(({ toast }) => toast);

type Kind = 'success' | 'error' | 'info' | 'warning';
const show = (kind: Kind) => (message: string, options?: ExternalToast) =>
  void load().then((toast: typeof sonnerToast) => toast[kind](message, options));

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
