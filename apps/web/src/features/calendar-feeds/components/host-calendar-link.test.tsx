import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HostCalendarLink } from './host-calendar-link';

describe('HostCalendarLink', () => {
  it("links 'Subscribe' to the host's feed as webcal://, on this site", () => {
    renderWithProviders(<HostCalendarLink businessId="b-1" businessName="Café Corre" />);
    const link = screen.getByRole('link', { name: 'Subscribe' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe(`webcal://${window.location.host}/api/businesses/b-1/calendar.ics`);
    expect(link).toHaveAttribute('title', "Café Corre's runs in your calendar, kept up to date");
  });
});
