// The update prompt of the service worker. workbox-window's registration is replaced here by a stand-in
// that reports a waiting new version, as the browser would after a deploy; the toast is the real one.
import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';

const updates: boolean[] = [];
let needRefresh: (() => void) | undefined;
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    needRefresh = options.onNeedRefresh;
    return (reload?: boolean) => {
      updates.push(reload ?? false);
      return Promise.resolve();
    };
  },
}));

describe('startServiceWorker', () => {
  it("announces a new version and reloads into it on 'Reload'", async () => {
    const { startServiceWorker } = await import('./service-worker');
    render(<Toaster />);
    startServiceWorker();
    expect(screen.queryByText('New version available — reload')).not.toBeInTheDocument();
    needRefresh?.();
    expect(await screen.findByText('New version available — reload')).toBeInTheDocument();
    // A plain click: sonner's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updates).toEqual([true]);
  });
});
