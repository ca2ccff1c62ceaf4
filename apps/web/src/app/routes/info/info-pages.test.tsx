import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { setBrowserMessages } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { Component as About } from './about';
import { Component as Contact } from './contact';
import { Component as Privacy } from './privacy';

describe('info pages', () => {
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it('keeps the English sentences whole around their links', () => {
    renderWithProviders(<About />);
    expect(screen.getByRole('heading', { level: 1, name: 'About RunTogether' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Find a run' });
    expect(link).toHaveAttribute('href', '/runs');
    expect(link.parentElement).toHaveTextContent(
      'RunTogether is live and growing one run at a time. Find a run near you and be part of the first crews — or tell us what would make it better.',
    );
  });

  it('reads in Spanish, links included', () => {
    setBrowserMessages('es', CATALOGUES.es);
    renderWithProviders(<About />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre RunTogether' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Busca una quedada' })).toHaveAttribute('href', '/runs');
    expect(screen.getByRole('link', { name: 'cuéntanos' })).toHaveAttribute('href', '/contact');
  });

  it('keeps apostrophes and the address in the contact page', () => {
    renderWithProviders(<Contact />);
    expect(screen.getByText(/the run's page shows who hosts it/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'hello@runtogether.app' })).toHaveLength(2);
  });

  it('tells how long each thing is kept and that only necessary cookies are used, in either language', () => {
    const { unmount } = renderWithProviders(<Privacy />);
    expect(screen.getByRole('heading', { name: 'How long we keep it' })).toBeInTheDocument();
    expect(screen.getByText(/the recipient, subject and date 30 days later/)).toBeInTheDocument();
    expect(screen.getByText(/so there is no cookie banner/)).toBeInTheDocument();
    expect(screen.getByText(/"Download my data"/)).toBeInTheDocument();
    unmount();
    setBrowserMessages('es', CATALOGUES.es);
    renderWithProviders(<Privacy />);
    expect(screen.getByRole('heading', { name: 'Cuánto tiempo lo guardamos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Denuncias y administradores' })).toBeInTheDocument();
  });

  it("says you're offline in either language", () => {
    const { unmount } = renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Runs you've opened are still here; registering and other changes need the network.",
    );
    unmount();
    setBrowserMessages('es', CATALOGUES.es);
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Estás sin conexión\./);
  });
});
