import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { createSessionStore } from '@/lib/session-store';
import { toastAfterReload } from '@/lib/toast-after-reload';
import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('draws no toaster until the first toast, then shows that toast', async () => {
    const { container } = render(
      <AppProvider session={createSessionStore(null)}>
        <p>page</p>
      </AppProvider>,
    );
    // Nothing of sonner while a page starts, even once its module is there: no region, no stylesheet of its own.
    await act(async () => {
      await import('sonner');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(container.ownerDocument.querySelector('style[data-sonner], section[aria-label]')).toBeNull();

    act(() => toast.success('Saved!'));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it("shows a toast a page makes as it mounts, before the provider's own effect has run", async () => {
    vi.resetModules();
    const { AppProvider: FreshProvider } = await import('./provider');
    const { toast: freshToast } = await import('@/components/ui/toast');
    // A child's effect runs before its parent's: the page toasts before the provider listens.
    function ToastsOnMount() {
      useEffect(() => freshToast.info('Welcome back!'), []);
      return null;
    }
    render(
      <FreshProvider session={createSessionStore(null)}>
        <ToastsOnMount />
      </FreshProvider>,
    );
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it("shows the toast the page before left as it reloaded, in this page's words", async () => {
    // Fresh modules, as the page after a reload has: the toaster chunk of the tests above stays with them.
    vi.resetModules();
    const { setBrowserMessages } = await import('@/lib/i18n');
    setBrowserMessages('en', CATALOGUES.en);
    const { AppProvider: FreshProvider } = await import('./provider');
    toastAfterReload('auth.login.success');
    render(
      <FreshProvider session={createSessionStore(null)}>
        <p>page</p>
      </FreshProvider>,
    );
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(sessionStorage.getItem('rt-toast-after-reload')).toBeNull();
  });
});
