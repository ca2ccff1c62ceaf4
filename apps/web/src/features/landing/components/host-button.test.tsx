import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { HostButton } from './host-button';

describe('HostButton', () => {
  it('takes a business to its dashboard', async () => {
    renderWithProviders(<HostButton label="Become a Host" />, {
      auth: authenticated({ role: 'business' }),
      route: '/',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Become a Host' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/business/dashboard');
  });

  it('tells a runner that hosting needs a business account, and stays', async () => {
    renderWithProviders(<HostButton label="Become a Host" />, {
      auth: authenticated({ role: 'runner' }),
      route: '/',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Become a Host' }));
    expect(await screen.findByText('Only business accounts can access host features')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
