import { zodResolver } from '@hookform/resolvers/zod';
import { zonedToInstant } from '@runtogether/shared/dates/date.rules';
import {
  runFormMessages,
  runFormSchema,
  type RunFormValues,
  type RunInput,
} from '@runtogether/shared/runs/run-input.schemas';
import type { RunUpdate } from '@runtogether/shared/runs/run-bodies.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';

/** The form's fields in page order (react-hook-form focuses the first invalid one in this order). */
export const runFormFieldNames = [
  'title',
  'description',
  'date',
  'time',
  'location',
  'address',
  'distance',
  'pace',
  'unlimited',
  'maxParticipants',
  'tags',
  'whatsappGroupLink',
  'askToConfirm',
] as const;

// An emptied number field is no number at all; zod's own "expected number" text is not for people.
const notANumberMessages: Partial<Record<PropertyKey, string>> = {
  distance: runFormMessages.distance,
  pace: runFormMessages.pace,
  maxParticipants: runFormMessages.maxParticipants,
};

export const runFormResolver = zodResolver(runFormSchema, {
  error: (issue) => {
    const field = issue.path?.[0];
    return issue.code === 'invalid_type' && field !== undefined ? notANumberMessages[field] : undefined;
  },
});

/** An emptied number input becomes "no value" rather than 0 or NaN. */
export const numberOrUndefined = (value: unknown): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** The browser's zone: only for the date picker's earliest day while the run's own zone is not known yet. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A saved run as the form's values (tags back to comma-separated text, null maximum = unlimited). */
export function runToFormValues(run: Run): RunFormValues {
  return {
    title: run.title,
    description: run.description,
    date: run.date,
    time: run.time,
    location: run.location,
    address: run.address,
    distance: run.distance,
    pace: run.pace,
    unlimited: run.maxParticipants === null,
    maxParticipants: run.maxParticipants ?? undefined,
    tags: run.tags.join(', '),
    whatsappGroupLink: run.whatsappGroupLink ?? '',
    askToConfirm: run.askToConfirm,
  };
}

// Fields that only mean something together: a start is a date and a time in a zone; a pin belongs to an address.
const fieldGroups: (keyof RunInput)[][] = [
  ['date', 'time', 'timezone'],
  ['address', 'latitude', 'longitude'],
];

/**
 * The PATCH body: only what the host changed, so an untouched start of a run already under way is not checked
 * again against "must start in the future", and a concurrent edit of another field is not overwritten.
 */
export function changedRunFields(before: RunInput, after: RunInput): RunUpdate {
  const same = (key: keyof RunInput) => JSON.stringify(before[key]) === JSON.stringify(after[key]);
  const changed = new Set((Object.keys(after) as (keyof RunInput)[]).filter((key) => !same(key)));
  for (const group of fieldGroups)
    if (group.some((key) => changed.has(key))) group.forEach((key) => changed.add(key));
  return Object.fromEntries([...changed].map((key) => [key, after[key]]));
}

/** Whether a wall-clock start in a time zone is already over (the server refuses such a run too). */
export const startsInPast = (date: string, time: string, timeZone: string, now = Date.now()) =>
  zonedToInstant(date, time, timeZone).getTime() <= now;
