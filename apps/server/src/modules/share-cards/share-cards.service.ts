// The share card (Open Graph image) of a run or a business: made on first request, stored, then reused.
import { isAppError } from '@runtogether/shared/errors/app-error';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { PublicUser } from '@runtogether/shared/users/user.schemas';
import type { Database } from '../../db/client';
import { translatorFor, type Locale } from '../../lib/i18n';
import type { StorageDriver } from '../../plugins/storage-driver';
import { getBusiness } from '../business-profile/business-profile.service';
import { getRunAs } from '../runs/runs.service';
import { businessCardAlt, businessCardInputs, businessCardLayout, LOGO_SIZE } from './business-card';
import { cardFrame, heading, pill } from './card-layout';
import { cardKey, ensureStored, isStored } from './card-store';
import { box, CARD_HEIGHT, CARD_WIDTH, renderCard, storedPicture } from './render-card';
import { runCardAlt, runCardInputs, runCardLayout } from './run-card';

export interface ShareCardDeps {
  db: Database;
  storage: StorageDriver;
  /** config.publicUrl: makes the filesystem driver's /files/… URLs absolute, as og:image needs. */
  publicUrl: string;
}

export interface ShareCard {
  /** Absolute; changes whenever what the card shows changes. */
  url: string;
  width: typeof CARD_WIDTH;
  height: typeof CARD_HEIGHT;
  /** og:image:alt */
  alt: string;
}

/**
 * 'made' draws a card not made yet (the redirect routes, asked by a preview client for the image); 'page' never
 * draws (a page's head must not wait a quarter of a second of CPU, nor start drawing for every page a crawler
 * walks): it names the stored card when there is one, else the route that draws it and redirects.
 */
type Wait = 'made' | 'page';

/** The run's card, made now if this version of it does not exist yet; null when there is no such run. */
export async function ensureRunShareCard(
  deps: ShareCardDeps,
  runId: number,
  wait: Wait = 'made',
  locale: Locale = 'en',
): Promise<ShareCard | null> {
  if (!Number.isSafeInteger(runId) || runId < 1) return null;
  // A hidden run has no public card (docs/decisions/049).
  const run = await getRunAs(deps.db, runId, null).catch(nullWhenNotFound);
  return run && runShareCard(deps, run, wait, locale);
}

/** The redirect route of a card in a language: '?lang=es' names a language other than English. */
const inLanguage = (route: string, locale: Locale) => (locale === 'en' ? route : `${route}?lang=${locale}`);

/** The card of a run already read (a page has it from its own API answer: no second query). */
export function runShareCard(
  deps: ShareCardDeps,
  run: Run,
  wait: Wait = 'made',
  locale: Locale = 'en',
): Promise<ShareCard> {
  const inputs = runCardInputs(run, locale);
  const key = cardKey(`run-${run.id}`, inputs);
  const draw = async () => {
    const photo = await storedPicture(deps.storage, inputs.imageUrl, CARD_WIDTH, CARD_HEIGHT);
    return renderCard(runCardLayout(inputs, photo !== null), photo);
  };
  const route = inLanguage(`/api/events/${run.id}/share-card.png`, locale);
  return settle(deps, { key, draw, wait }, route, runCardAlt(inputs));
}

/** The business's card; null when there is no such business (or the account is not a business). */
export async function ensureBusinessShareCard(
  deps: ShareCardDeps,
  businessId: string,
  wait: Wait = 'made',
  locale: Locale = 'en',
): Promise<ShareCard | null> {
  const business = await getBusiness(deps.db, businessId).catch(nullWhenNotFound);
  return business && businessShareCard(deps, business, wait, locale);
}

/** The card of a business already read (its profile page has it). */
export function businessShareCard(
  deps: ShareCardDeps,
  business: PublicUser,
  wait: Wait = 'made',
  locale: Locale = 'en',
): Promise<ShareCard> {
  const inputs = businessCardInputs(business, locale);
  const key = cardKey(`business-${business.id}`, inputs);
  const draw = async () => {
    const logo = await storedPicture(deps.storage, inputs.imageUrl, LOGO_SIZE, LOGO_SIZE);
    return renderCard(businessCardLayout(inputs, logo), null);
  };
  const route = inLanguage(`/api/businesses/${encodeURIComponent(business.id)}/share-card.png`, locale);
  return settle(deps, { key, draw, wait }, route, businessCardAlt(inputs));
}

/** The site's own card, for pages that are not about one run or host (the landing, Find Runs, the info pages). */
export async function ensureSiteShareCard(deps: ShareCardDeps, locale: Locale = 'en'): Promise<ShareCard> {
  const t = translatorFor(locale);
  const inputs = { title: t('card.site.title'), tagline: t('card.site.tagline') };
  const key = cardKey('site', inputs);
  await ensureStored(deps.storage, key, () =>
    renderCard(
      cardFrame(
        { hasPhoto: false },
        box(
          { display: 'flex', flexDirection: 'column' },
          heading(inputs.title, 2, inputs.title),
          box({ display: 'flex', marginTop: 44 }, pill(inputs.tagline)),
        ),
      ),
      null,
    ),
  );
  return shareCard(deps, key, t('card.site.alt', { title: inputs.title }));
}

async function settle(
  deps: ShareCardDeps,
  card: { key: string; draw: () => Promise<Buffer>; wait: Wait },
  route: string,
  alt: string,
): Promise<ShareCard> {
  if (card.wait === 'made') await ensureStored(deps.storage, card.key, card.draw);
  else if (!(await isStored(deps.storage, card.key)))
    return { url: `${deps.publicUrl}${route}`, width: CARD_WIDTH, height: CARD_HEIGHT, alt };
  return shareCard(deps, card.key, alt);
}

function nullWhenNotFound(error: unknown): null {
  if (isAppError(error) && error.status === 404) return null;
  throw error;
}

function shareCard(deps: ShareCardDeps, key: string, alt: string): ShareCard {
  const url = deps.storage.publicUrl(key);
  return {
    url: url.startsWith('/') ? `${deps.publicUrl}${url}` : url,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt,
  };
}
