// What a business's card shows, and everything that decides its pixels (so its storage key changes when they do).
import type { PublicUser } from '@runtogether/shared/users/user.schemas';
import { cardFrame, heading, oneLine, pill } from './card-layout';
import { box, image, type CardNode } from './render-card';

/** Every input drawn on a business's card; the card's key is a hash of these. */
export interface BusinessCardInputs {
  name: string;
  /** Its city or address, when it gave one. */
  place: string | null;
  /** Its logo or photo (the profile image). */
  imageUrl: string | null;
}

export function businessCardInputs(business: PublicUser): BusinessCardInputs {
  const details = business.businessDetails;
  return {
    name: details?.businessName?.trim() || business.name.trim(),
    place: details?.businessLocation?.trim() || details?.address?.trim() || null,
    imageUrl: business.profileImageUrl,
  };
}

export const LOGO_SIZE = 168;
const TAGLINE = 'Group runs on RunTogether';

/** `logo` is the profile image already cropped to LOGO_SIZE (PNG), or null. */
export function businessCardLayout(business: BusinessCardInputs, logo: Buffer | null): CardNode {
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
          heading(business.name, 2, 'A RunTogether host'),
          business.place && oneLine(business.place, { fontSize: 34, fontWeight: 400, marginTop: 14 }),
        ),
      ),
      box({ display: 'flex', marginTop: 44 }, pill(TAGLINE)),
    ),
  );
}

export const businessCardAlt = (business: BusinessCardInputs) =>
  `${business.name}${business.place ? `, ${business.place}` : ''}: group runs on RunTogether`;
