// Keyset paging: a cursor is the sort key of the last row of a page as a JSON array in base64url, opaque to
// clients, and a zod tuple checks it on the way back. Anything the tuple does not accept (not base64url, not
// JSON, a field short, 30 February, year 0 or 99999, an id beyond PostgreSQL's integer) answers the same 400
// VALIDATION_FAILED on the field `cursor`, never a 500 from the database or a silently wrong page.
import { msg } from '@runtogether/shared/i18n/keys';
import { z } from 'zod';
import { invalidRequest } from '../plugins/errors';
import { MAX_INTEGER_ID } from './ids';

/** The one answer to a bad cursor, also for a well-formed cursor of another list or sort. */
export const invalidCursor = () =>
  invalidRequest('querystring', { cursor: msg('validation.api.invalidCursor') });

/** PostgreSQL's calendar has no year 0 (1 BC comes before AD 1); zod's ISO formats accept '0000'. */
const notYearZero = (text: string) => !text.startsWith('0000');

/** The parts cursors are made of; zod's ISO formats accept only real calendar dates with four-digit years. */
export const cursorPart = {
  /** A calendar date, 'YYYY-MM-DD'. */
  date: z.iso.date().refine(notYearZero),
  /** An instant to the millisecond, written by Date#toISOString and read back as a Date. */
  instant: z.iso
    .datetime({ precision: 3 })
    .refine(notYearZero)
    .transform((text) => new Date(text)),
  /** An instant to the microsecond as PostgreSQL stores it, kept as text (a Date would drop digits). */
  exactInstant: z.iso.datetime({ precision: 6 }).refine(notYearZero),
  /** A serial id: a number beyond PostgreSQL's integer cannot name a row. */
  id: z.number().int().min(1).max(MAX_INTEGER_ID),
  /** Any finite number, such as a distance in km. */
  number: z.number(),
  /** An account id (any 8-4-4-4-12 hex text, as PostgreSQL's uuid reads it). */
  uuid: z.guid(),
};

export interface KeysetCursor<T extends z.ZodTuple> {
  /** The tuple as JSON (instants as ISO text), in base64url. */
  encode(value: z.input<T>): string;
  /** The tuple, or the 400 of invalidCursor when the text is not one. */
  decode(text: string): z.output<T>;
}

export function keysetCursor<T extends z.ZodTuple>(tuple: T): KeysetCursor<T> {
  return {
    encode: (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url'),
    decode(text) {
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      const parsed = tuple.safeParse(json);
      if (!parsed.success) throw invalidCursor();
      return parsed.data;
    },
  };
}

/** (instant, id) newest or latest first: a business's past runs, a host's participants, a runner's follows. */
export const instantCursor = keysetCursor(z.tuple([cursorPart.instant, cursorPart.id]));
