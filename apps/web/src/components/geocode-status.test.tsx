import { geocodeMessages } from '@runtogether/shared/geo/geocode.schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GeocodeStatus } from './geocode-status';

const found = { status: 'found', latitude: 40.416775, longitude: -3.70379, displayName: 'Sol' } as const;

describe('GeocodeStatus', () => {
  it('shows the coordinates to 4 decimals under the given label', () => {
    render(<GeocodeStatus state={{ ...found, stale: false }} label="Coordinates" />);
    expect(screen.getByText('Coordinates: 40.4168, -3.7038')).toBeInTheDocument();
    expect(screen.queryByText(geocodeMessages.stale)).not.toBeInTheDocument();
  });

  it('says when the answer came from an expired cache entry', () => {
    render(<GeocodeStatus state={{ ...found, stale: true }} label="Location found" />);
    expect(screen.getByText('Location found: 40.4168, -3.7038')).toBeInTheDocument();
    expect(screen.getByText(geocodeMessages.stale)).toBeInTheDocument();
  });

  it('says it is looking, or why it failed, and nothing when idle', () => {
    const { rerender, container } = render(<GeocodeStatus state={{ status: 'loading' }} label="x" />);
    expect(screen.getByText('Looking up address...')).toBeInTheDocument();
    rerender(<GeocodeStatus state={{ status: 'error', message: geocodeMessages.timeout }} label="x" />);
    expect(screen.getByText(geocodeMessages.timeout)).toBeInTheDocument();
    rerender(<GeocodeStatus state={{ status: 'idle' }} label="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
