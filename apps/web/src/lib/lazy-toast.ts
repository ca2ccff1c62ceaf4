// Toasts for code on the boot path (the shell, the landing page): sonner loads on first use, not with the page.
const load = () => import('sonner').then(({ toast }) => toast);

export const lazyToast = {
  success: (message: string) => void load().then((toast) => toast.success(message)),
  error: (message: string) => void load().then((toast) => toast.error(message)),
};
