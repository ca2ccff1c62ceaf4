// The signed links of a registration's e-mails (decision 053): "Give up your spot", "Claim the spot" and the
// "Still coming?" answers. A link names the registration and carries an HMAC of it and its purpose: nothing to
// store, no log-in needed, and unguessable without SESSION_SECRET. A registration id is never reused, so a link
// stops working once its registration is gone.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_INTEGER_ID } from '../../lib/ids';

/** What the registration e-mails' links and the waitlist's cutoff need of the configuration. */
export interface SpotLinks {
  /** The origin of links in e-mails. */
  publicUrl: string;
  /** Signs the links (SESSION_SECRET). */
  secret: string;
  /** Within this many minutes of the start a freed spot is offered to the whole waitlist (docs/decisions/053). */
  waitlistCutoffMinutes: number;
}

export type SpotLinkPurpose = 'give-up' | 'claim' | 'still-coming-yes' | 'still-coming-no';

const signature = (secret: string, purpose: SpotLinkPurpose, registrationId: number) =>
  createHmac('sha256', secret).update(`${purpose}:${registrationId}`).digest('base64url');

export const spotLinkToken = (secret: string, purpose: SpotLinkPurpose, registrationId: number) =>
  `${registrationId}.${signature(secret, purpose, registrationId)}`;

/** The registration a well-signed token names for this purpose; null for anything else. */
export function registrationOfToken(secret: string, purpose: SpotLinkPurpose, token: string): number | null {
  const [idText = '', given = ''] = token.split('.');
  if (!/^[1-9]\d{0,9}$/.test(idText) || Number(idText) > MAX_INTEGER_ID) return null;
  const id = Number(idText);
  const expected = Buffer.from(signature(secret, purpose, id));
  const presented = Buffer.from(given);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  return id;
}

const PATHS: Record<SpotLinkPurpose, string> = {
  'give-up': '/api/spots/give-up/',
  claim: '/api/spots/claim/',
  'still-coming-yes': '/api/spots/still-coming/yes/',
  'still-coming-no': '/api/spots/still-coming/no/',
};

export const spotLinkPath = (purpose: SpotLinkPurpose, token: string) =>
  `${PATHS[purpose]}${encodeURIComponent(token)}`;

export const spotLinkUrl = (
  links: Pick<SpotLinks, 'publicUrl' | 'secret'>,
  purpose: SpotLinkPurpose,
  registrationId: number,
) => `${links.publicUrl}${spotLinkPath(purpose, spotLinkToken(links.secret, purpose, registrationId))}`;

/** Whether a spot freed at `now` falls within the cutoff before the start. */
export const withinCutoff = (startsAt: Date, now: Date, links: Pick<SpotLinks, 'waitlistCutoffMinutes'>) =>
  startsAt.getTime() - now.getTime() <= links.waitlistCutoffMinutes * 60_000;
