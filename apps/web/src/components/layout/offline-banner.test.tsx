import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RootLayout } from './root-layout';

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

describe('the offline banner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows under the navigation bar while the device is offline and goes when the network is back', async () => {
    renderWithProviders(<RootLayout />, { path: '/about', route: '*' });
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    goOffline(true);
    expect(await screen.findByText(/You're offline\. Runs you've opened are still here/)).toBeInTheDocument();
    goOffline(false);
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
  });
});
