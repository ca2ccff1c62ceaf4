import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Component as NotFound } from './not-found';

describe('404 page', () => {
  it("says 'Oops! Page not found' and links back home", async () => {
    renderWithProviders(<NotFound />, { path: '/no-such-page', route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
