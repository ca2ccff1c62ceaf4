// What a business's card shows, and everything that decides its pixels (so its storage key changes when they do).
import type { PublicUser } from '@runtogether/shared/users/user.schemas';
import { translatorFor, type Locale } from '../../lib/i18n';
import { cardFrame, heading, oneLine, pill } from './card-layout';
import { box, image, type CardNode } from './render-card';

/** Every input drawn on a business's card; the card's key is a hash of these. */
export interface BusinessCardInputs {
  name: string;
  /** Its city or address, when it gave one. */
  place: string | null;
  /** Its logo or photo (the profile image). */
  imageUrl: string | null;
  /** The card's language; absent for English (so English cards keep the keys they always had). */
  locale?: Locale;
}

export function businessCardInputs(business: PublicUser, locale: Locale = 'en'): BusinessCardInputs {
  const details = business.businessDetails;
  return {
    name: details?.businessName?.trim() || business.name.trim(),
    place: details?.businessLocation?.trim() || details?.address?.trim() || null,
    imageUrl: business.profileImageUrl,
    ...(locale === 'en' ? {} : { locale }),
  };
}

export const LOGO_SIZE = 168;
/** `logo` is the profile image already cropped to LOGO_SIZE (PNG), or null. */
export function businessCardLayout(business: BusinessCardInputs, logo: Buffer | null): CardNode {
  const t = translatorFor(business.locale ?? 'en');
  return cardFrame(
    { hasPhoto: false },
    box(
      { display: 'flex', flexDirection: 'column' },
      box(
        { display: 'flex', alignItems: 'center' },
        logo &&
          image(logo, LOGO_SIZE, {
            borderRadius: 28,
            border: '4px solid rgba(255,255,255,0.9)',
            marginRight: 40,
            flexShrink: 0,
          }),
        box(
          { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
          heading(business.name, 2, t('card.business.fallbackName')),
          business.place && oneLine(business.place, { fontSize: 34, fontWeight: 400, marginTop: 14 }),
        ),
      ),
      box({ display: 'flex', marginTop: 44 }, pill(t('card.business.tagline'))),
    ),
  );
}

export const businessCardAlt = (business: BusinessCardInputs) => {
  const t = translatorFor(business.locale ?? 'en');
  return business.place
    ? t('card.business.altPlace', { name: business.name, place: business.place })
    : t('card.business.alt', { name: business.name });
};
