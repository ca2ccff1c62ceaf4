import type { BusinessDetails } from '@runtogether/shared/users/user.schemas';
import { describe, expect, it } from 'vitest';
import { contactLinks, directionsUrl, whatsappUrl } from './business-links';

const details = (overrides: Partial<BusinessDetails> = {}): BusinessDetails => {
  const links = {
    website: null,
    instagram: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    google_review: null,
  };
  return {
    businessName: 'Café Corre',
    businessLocation: null,
    businessPhone: null,
    description: null,
    businessDescription: null,
    address: null,
    businessType: null,
    ...links,
    socialLinks: links,
    latitude: null,
    longitude: null,
    ...overrides,
  };
};

describe('directionsUrl', () => {
  it('goes to the coordinates when both are known', () => {
    expect(directionsUrl(details({ latitude: 40.4168, longitude: -3.7038, address: 'Calle Mayor 1' }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.4168%2C-3.7038',
    );
  });

  it('falls back to the address, then the location text', () => {
    expect(directionsUrl(details({ address: 'Calle Mayor 1, Madrid', businessLocation: 'Madrid' }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Calle%20Mayor%201%2C%20Madrid',
    );
    expect(directionsUrl(details({ address: '  ', businessLocation: 'Sol & Retiro' }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Sol%20%26%20Retiro',
    );
  });

  it('is null with nowhere to go', () => {
    expect(directionsUrl(details())).toBeNull();
    expect(directionsUrl(undefined)).toBeNull();
    expect(directionsUrl(details({ latitude: 40.4 }))).toBeNull();
  });
});

describe('whatsappUrl', () => {
  it('keeps the digits of the phone only', () => {
    expect(whatsappUrl('+34 612-345 678')).toBe('https://wa.me/34612345678');
  });

  it('is null without digits', () => {
    expect(whatsappUrl('n/a')).toBeNull();
    expect(whatsappUrl(null)).toBeNull();
  });
});

describe('contactLinks', () => {
  it('lists what is filled in, in a fixed order, and drops unsafe links', () => {
    const links = contactLinks(
      details({
        businessPhone: '+34 612 345 678',
        website: 'https://cafe.example',
        instagram: 'javascript:alert(1)',
        linkedin: 'https://linkedin.com/company/cafe',
        google_review: 'https://g.page/cafe/review',
      }),
    );
    expect(links).toEqual([
      { kind: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/34612345678' },
      { kind: 'website', label: 'Website', href: 'https://cafe.example/' },
      { kind: 'linkedin', label: 'LinkedIn', href: 'https://linkedin.com/company/cafe' },
      { kind: 'google_review', label: 'Google Reviews', href: 'https://g.page/cafe/review' },
    ]);
  });

  it('is empty without details', () => {
    expect(contactLinks(details())).toEqual([]);
    expect(contactLinks(undefined)).toEqual([]);
  });
});
