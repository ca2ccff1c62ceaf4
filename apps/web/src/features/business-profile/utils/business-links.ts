import type { BusinessDetails } from '@runtogether/shared/users/user.schemas';
import { safeHttpUrl } from '@/lib/safe-http-url';

const MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/?api=1';

/**
 * docs/product.md §7 "maps directions by destination": to the business's coordinates when known (exact), otherwise to
 * its address or location text; null when there is nowhere to go.
 */
export function directionsUrl(details: BusinessDetails | undefined): string | null {
  if (!details) return null;
  const destination =
    details.latitude !== null && details.longitude !== null
      ? `${details.latitude},${details.longitude}`
      : details.address?.trim() || details.businessLocation?.trim();
  return destination ? `${MAPS_DIRECTIONS}&destination=${encodeURIComponent(destination)}` : null;
}

/** A WhatsApp chat with the business (wa.me wants digits only), or null when the phone has none. */
export function whatsappUrl(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

export type ContactKind =
  'whatsapp' | 'website' | 'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'google_review';

export interface ContactLink {
  kind: ContactKind;
  label: string;
  href: string;
}

const linkLabels = {
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  google_review: 'Google Reviews',
} as const;

/** The ways to reach the business that it filled in, in a fixed order; anything not http(s) is left out. */
export function contactLinks(details: BusinessDetails | undefined): ContactLink[] {
  if (!details) return [];
  const links: ContactLink[] = [];
  const chat = whatsappUrl(details.businessPhone);
  if (chat) links.push({ kind: 'whatsapp', label: 'WhatsApp', href: chat });
  for (const kind of Object.keys(linkLabels) as (keyof typeof linkLabels)[]) {
    const href = safeHttpUrl(details[kind]);
    if (href) links.push({ kind, label: linkLabels[kind], href });
  }
  return links;
}
