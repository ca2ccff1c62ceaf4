// What a run's card shows, and everything that decides its pixels (so its storage key changes when they do).
import { formatDistance, formatPace, paceCategory } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
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
  hostName: string;
  imageUrl: string | null;
}

export const runCardInputs = (run: Run): RunCardInputs => ({
  title: run.title.trim(),
  date: run.date,
  time: run.time,
  timezone: run.timezone,
  distance: run.distance,
  pace: run.pace,
  hostName: run.hostName,
  imageUrl: run.imageUrl,
});

// The web's pace badge labels (the categories of DESIGN decision 1).
const PACE_LABELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

/** 'Sat 28 Nov · 09:00': the date key is already the run's local date, so it is read as a UTC calendar day. */
export function cardWhen(date: string, time: string): string {
  const parts = dayFormat.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} · ${time}`;
}
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const distanceText = (km: number) => `${formatDistance(km)} km`;
const paceText = (pace: number) => `${formatPace(pace)} min/km`;

export function runCardLayout(run: RunCardInputs, hasPhoto: boolean): CardNode {
  return cardFrame(
    { hasPhoto, badge: PACE_LABELS[paceCategory(run.pace)] },
    box(
      { display: 'flex', flexDirection: 'column' },
      heading(run.title, 3, 'Group run'),
      box(
        { display: 'flex', gap: 14, marginTop: 30 },
        pill(cardWhen(run.date, run.time)),
        pill(distanceText(run.distance)),
        pill(paceText(run.pace)),
      ),
      box(
        { display: 'flex', marginTop: 26, fontSize: 30, fontWeight: 400 },
        box({ display: 'flex', flexShrink: 0 }, 'Hosted by\u00a0'),
        oneLine(run.hostName, { fontWeight: 600 }),
      ),
    ),
  );
}

/** The image's text alternative (og:image:alt): what the card says, in one sentence. */
export const runCardAlt = (run: RunCardInputs) =>
  `${run.title}: ${cardWhen(run.date, run.time)}, ${distanceText(run.distance)} at ${paceText(run.pace)}, ` +
  `hosted by ${run.hostName} on RunTogether`;
