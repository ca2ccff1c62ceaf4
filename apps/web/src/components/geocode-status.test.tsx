import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserMessages, t } from '@/lib/i18n';
import { GeocodeStatus } from './geocode-status';

const found = { status: 'found', latitude: 40.416775, longitude: -3.70379, displayName: 'Sol' } as const;

describe('GeocodeStatus', () => {
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it('shows the coordinates to 4 decimals under the given label', () => {
    render(<GeocodeStatus state={{ ...found, stale: false }} label="Coordinates" />);
    expect(screen.getByText('Coordinates: 40.4168, -3.7038')).toBeInTheDocument();
    expect(screen.queryByText(t(geocodeMessages.stale))).not.toBeInTheDocument();
  });

  it('says when the answer came from an expired cache entry', () => {
    render(<GeocodeStatus state={{ ...found, stale: true }} label="Location found" />);
    expect(screen.getByText('Location found: 40.4168, -3.7038')).toBeInTheDocument();
    expect(
      screen.getByText('Using cached location - geocoding service temporarily unavailable'),
    ).toBeInTheDocument();
  });

  it('says it is looking, or why it failed, and nothing when idle', () => {
    const { rerender, container } = render(<GeocodeStatus state={{ status: 'loading' }} label="x" />);
    expect(screen.getByText('Looking up address...')).toBeInTheDocument();
    rerender(<GeocodeStatus state={{ status: 'error', message: geocodeMessages.timeout }} label="x" />);
    expect(screen.getByText('Address lookup timed out. Please try again.')).toBeInTheDocument();
    rerender(<GeocodeStatus state={{ status: 'idle' }} label="x" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Spanish on a Spanish page', () => {
    setBrowserMessages('es', CATALOGUES.es);
    const { rerender } = render(<GeocodeStatus state={{ status: 'loading' }} label="x" />);
    expect(screen.getByText('Buscando la dirección...')).toBeInTheDocument();
    rerender(<GeocodeStatus state={{ status: 'error', message: geocodeMessages.timeout }} label="x" />);
    expect(screen.getByText(CATALOGUES.es[geocodeMessages.timeout] as string)).toBeInTheDocument();
  });
});
