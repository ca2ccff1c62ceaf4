import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Component as Offline } from './offline';

describe('offline page', () => {
  it('moves on to the page the service worker could not fetch', async () => {
    renderWithProviders(<Offline />, {
      path: '/offline?to=%2Fruns%2F7%3Ftab%3Dposts',
      route: '/offline',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/runs\/7$/);
  });

  it.each([
    ['without a page to go to', '/offline'],
    ['when asked to leave the site', '/offline?to=%2F%2Fevil.example'],
    ['when asked for a full address', '/offline?to=https%3A%2F%2Fevil.example'],
  ])('moves to the home page %s', async (_, path) => {
    renderWithProviders(<Offline />, { path, route: '/offline' });
    await screen.findByTestId('location');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
