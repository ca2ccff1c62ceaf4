// What a run's card shows, and everything that decides its pixels (so its storage key changes when they do).
import { dateTimeFormat } from '@runtogether/shared/dates/date.rules';
import { formatPaceRange, paceCategory } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { intlLocaleOf, translatorFor, type Locale, type MessageKey } from '../../lib/i18n';
import { distanceNumber } from '../mail/mail-words';
import { cardFrame, heading, oneLine, pill } from './card-layout';
import { box, type CardNode } from './render-card';

/** Every input drawn on a run's card; the card's key is a hash of these. */
export interface RunCardInputs {
  title: string;
  /** 'YYYY-MM-DD' and 'HH:MM' in the run's own zone, as the run page shows them. */
  date: string;
  time: string;
  timezone: string;
  distance: number;
  /** Minutes per km. */
  pace: number;
  /**
   * A run with pace groups is run at their paces (minutes per km), not at `pace`, which its form kept and which is
   * shown nowhere (docs/decisions/052). Absent without groups, so those runs' cards keep their keys.
   */
  groupPaces?: number[];
  hostName: string;
  imageUrl: string | null;
  /** The card's language; absent for English (so English cards keep the keys they always had). */
  locale?: Locale;
}

export const runCardInputs = (run: Run, locale: Locale = 'en'): RunCardInputs => ({
  title: run.title.trim(),
  date: run.date,
  time: run.time,
  timezone: run.timezone,
  distance: run.distance,
  pace: run.pace,
  ...(run.groups.length ? { groupPaces: run.groups.map((group) => group.pace) } : {}),
  hostName: run.hostName,
  imageUrl: run.imageUrl,
  ...(locale === 'en' ? {} : { locale }),
});

// The web's pace badge labels (the categories of docs/product.md §4).
const PACE_LABELS = {
  beginner: 'card.pace.beginner',
  intermediate: 'card.pace.intermediate',
  advanced: 'card.pace.advanced',
} as const satisfies Record<string, MessageKey>;

/** English keeps the British order its cards have always had ('Sat 28 Nov'); Spanish 'sáb 28 nov'. */
const dayFormat = (locale: Locale) =>
  dateTimeFormat(locale === 'en' ? 'en-GB' : intlLocaleOf(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** 'Sat 28 Nov · 09:00': the date key is already the run's local date, so it is read as a UTC calendar day. */
export function cardWhen(date: string, time: string, locale: Locale = 'en'): string {
  const parts = dayFormat(locale).formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} · ${time}`;
}

const distanceText = (km: number, locale: Locale = 'en') => `${distanceNumber(locale, km)} km`;
const paceText = (run: RunCardInputs) => `${formatPaceRange(run.groupPaces ?? [run.pace])} min/km`;

export function runCardLayout(run: RunCardInputs, hasPhoto: boolean): CardNode {
  const locale = run.locale ?? 'en';
  const t = translatorFor(locale);
  return cardFrame(
    // No one category fits groups that span two, so a run with groups has no badge, as on the web's card.
    { hasPhoto, badge: run.groupPaces ? undefined : t(PACE_LABELS[paceCategory(run.pace)]) },
    box(
      { display: 'flex', flexDirection: 'column' },
      heading(run.title, 3, t('card.run.fallbackTitle')),
      box(
        { display: 'flex', gap: 14, marginTop: 30 },
        pill(cardWhen(run.date, run.time, locale)),
        pill(distanceText(run.distance, locale)),
        pill(paceText(run)),
      ),
      box(
        { display: 'flex', marginTop: 26, fontSize: 30, fontWeight: 400 },
        box({ display: 'flex', flexShrink: 0 }, `${t('card.run.hostedBy')}\u00a0`),
        oneLine(run.hostName, { fontWeight: 600 }),
      ),
    ),
  );
}

/** The image's text alternative (og:image:alt): what the card says, in one sentence. */
export const runCardAlt = (run: RunCardInputs) =>
  translatorFor(run.locale ?? 'en')('card.run.alt', {
    title: run.title,
    when: cardWhen(run.date, run.time, run.locale),
    distance: distanceText(run.distance, run.locale),
    pace: paceText(run),
    host: run.hostName,
  });
