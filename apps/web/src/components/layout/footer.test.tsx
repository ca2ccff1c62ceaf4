import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the copyright with the current year', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} RunTogether. All rights reserved.`,
    );
  });

  it('links the quick links and the about pages', () => {
    renderWithProviders(<Footer />);
    const hrefs = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs('Quick Links')).toEqual([
      ['Find Runs', '/runs'],
      ['My Runs', '/my-runs'],
      ['Business Home', '/business/home'],
      ['Login / Sign Up', '/login'],
    ]);
    expect(hrefs('About')).toEqual([
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
  });

  it('gives a signed-in account the links of its role, without Login / Sign Up', () => {
    const quickLinks = (role: 'runner' | 'business') => {
      const { unmount } = renderWithProviders(<Footer />, { auth: authenticated({ role }) });
      const quick = within(screen.getByRole('navigation', { name: 'Quick Links' }));
      const labels = quick.getAllByRole('link').map((a) => a.textContent);
      unmount();
      return labels;
    };
    expect(quickLinks('runner')).toEqual(['Find Runs', 'My Runs']);
    expect(quickLinks('business')).toEqual(['Find Runs', 'Business Home']);
  });
});
