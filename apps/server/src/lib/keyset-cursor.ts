// Keyset paging: a cursor is the sort key of the last row of a page, its fields joined by '|' in base64url,
// opaque to clients. One codec for every list, so a cursor that was not made here fails the same way
// everywhere: 400 VALIDATION_FAILED on the field `cursor`, never a 500 or a silently wrong page.
import { msg } from '@runtogether/shared/i18n/keys';
import { invalidRequest } from '../plugins/errors';
import { MAX_INTEGER_ID } from './ids';

export interface CursorField<T> {
  /** The whole text of the field; it never contains '|'. */
  pattern: RegExp;
  /** The value, or null when the text matches the pattern but names no value (31 February, an id too large). */
  read(text: string): T | null;
  write(value: T): string;
  /** May be left out; only the last fields may be. */
  optional?: true;
}

export interface CursorCodec<T> {
  encode(value: T): string;
  /** The position, or the 400 of invalidCursor when the text was not made by encode. */
  decode(text: string): T;
}

/** Each key of the cursor with its field; an optional key needs an optional field. */
export type CursorFields<T> = {
  [K in keyof T]-?: undefined extends T[K]
    ? CursorField<Exclude<T[K], undefined>> & { optional: true }
    : CursorField<T[K]>;
};

/** The one answer to a bad cursor, also for a well-formed cursor of another list or sort. */
export const invalidCursor = () =>
  invalidRequest('querystring', { cursor: msg('validation.api.invalidCursor') });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const cursorFields = {
  /** A calendar date, 'YYYY-MM-DD'. */
  date: {
    pattern: isoDate,
    read: (text) => (Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? null : text),
    write: (value) => value,
  } satisfies CursorField<string>,
  /** An instant to the millisecond (a JS Date). */
  instant: {
    pattern: isoInstant,
    read: (text) => {
      const at = new Date(text);
      return Number.isNaN(at.getTime()) ? null : at;
    },
    write: (value) => value.toISOString(),
  } satisfies CursorField<Date>,
  /** An instant to the microsecond as PostgreSQL stores it, kept as text (a JS Date would drop digits). */
  exactInstant: {
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
    read: (text) => (Number.isNaN(Date.parse(text)) ? null : text),
    write: (value) => value,
  } satisfies CursorField<string>,
  /** A serial id: a number beyond PostgreSQL's integer cannot name a row. */
  id: {
    pattern: /^\d{1,10}$/,
    read: (text) => (Number(text) > MAX_INTEGER_ID ? null : Number(text)),
    write: (value) => String(value),
  } satisfies CursorField<number>,
  /** Any finite number, such as a distance in km. */
  number: {
    pattern: /^[0-9.e+-]{1,30}$/,
    read: (text) => (Number.isFinite(Number(text)) ? Number(text) : null),
    write: (value) => String(value),
  } satisfies CursorField<number>,
  oneOf: <const V extends string>(...values: V[]): CursorField<V> => ({
    pattern: new RegExp(`^(?:${values.join('|')})$`),
    read: (text) => values.find((value) => value === text) ?? null,
    write: (value) => value,
  }),
  optional: <V>(field: CursorField<V>): CursorField<V> & { optional: true } => ({ ...field, optional: true }),
};

/** A codec for cursors of shape T; the fields' order (the order of `fields`) is the order in the text. */
export function cursorCodec<T extends object>(fields: CursorFields<T>): CursorCodec<T> {
  const entries = Object.entries<CursorField<unknown>>(fields);
  const required = entries.filter(([, field]) => !field.optional).length;
  if (entries.slice(0, required).some(([, field]) => field.optional)) {
    throw new Error('Only the last fields of a cursor may be optional');
  }
  return {
    encode(value) {
      const parts: string[] = [];
      for (const [key, field] of entries) {
        const part: unknown = (value as Record<string, unknown>)[key];
        if (part === undefined) break;
        parts.push(field.write(part));
      }
      return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
    },
    decode(text) {
      const raw = Buffer.from(text, 'base64url');
      // Buffer skips characters outside base64url; a text that does not round-trip was not made by encode.
      if (raw.toString('base64url') !== text) throw invalidCursor();
      const parts = raw.toString('utf8').split('|');
      if (parts.length < required || parts.length > entries.length) throw invalidCursor();
      const value: Record<string, unknown> = {};
      for (const [index, part] of parts.entries()) {
        const [key, field] = entries[index] ?? [];
        const read = key && field?.pattern.test(part) ? field.read(part) : null;
        if (!key || read === null) throw invalidCursor();
        value[key] = read;
      }
      return value as T;
    },
  };
}

export interface InstantCursor {
  at: Date;
  id: number;
}

/** (instant, id) newest or latest first: a business's past runs, a host's participants. */
export const instantCursor = cursorCodec<InstantCursor>({ at: cursorFields.instant, id: cursorFields.id });
