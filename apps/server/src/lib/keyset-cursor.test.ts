import { isAppError } from '@runtogether/shared/errors/app-error';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { english } from '../test/english';
import { cursorPart, instantCursor, keysetCursor } from './keyset-cursor';

const cursor = keysetCursor(
  z.tuple([
    z.enum(['upcoming', 'past']),
    cursorPart.date,
    cursorPart.instant,
    cursorPart.id,
    cursorPart.number.optional(),
  ]),
);
const exact = keysetCursor(z.tuple([cursorPart.exactInstant, cursorPart.id]));

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');

/** The AppError decode threw, so every failure can be checked for the one answer. */
function failureOf(decode: () => unknown) {
  try {
    decode();
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Field messages are catalogue keys until the error handler words them: compared here in English.
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([f, text]) => [f, english(text)]),
    );
    return { code: error.code, status: error.status, fields };
  }
  throw new Error('decoded');
}

const theAnswer = {
  code: 'VALIDATION_FAILED',
  status: 400,
  fields: { cursor: 'This cursor is not valid; start again from the first page' },
};

describe('keyset cursor', () => {
  it('round-trips every part, with and without the optional last one', () => {
    const at = '2030-02-28T07:30:00.123Z';
    expect(cursor.decode(cursor.encode(['past', '2030-02-28', at, 42, 3.25]))).toEqual([
      'past',
      '2030-02-28',
      new Date(at),
      42,
      3.25,
    ]);
    expect(cursor.decode(cursor.encode(['past', '2028-02-29', at, 42]))).toEqual([
      'past',
      '2028-02-29',
      new Date(at),
      42,
    ]);
    const micro = ['2030-01-01T10:00:00.123456Z', 2147483647] as [string, number];
    expect(exact.decode(exact.encode(micro))).toEqual(micro);
    const instant = '2029-12-31T23:59:59.999Z';
    expect(instantCursor.decode(instantCursor.encode([instant, 1]))).toEqual([new Date(instant), 1]);
  });

  it('is opaque base64url text', () => {
    expect(instantCursor.encode(['2030-01-01T00:00:00.000Z', 7])).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses garbage and tampered cursors with the one 400', () => {
    const at = '2030-03-01T08:00:00.000Z';
    const bad = [
      '',
      'not-a-cursor',
      'a%00b',
      b64('upcoming|2030-03-01|2030-03-01T08:00:00.000Z|5'), // not JSON
      b64({ scope: 'upcoming' }), // not a tuple
      b64(['upcoming', '2030-03-01', at]), // a part short
      b64(['upcoming', '2030-03-01', at, 5, 1, 2]), // a part too many
      b64(['sideways', '2030-03-01', at, 5]),
      b64(['upcoming', '2030-13-01', at, 5]),
      b64(['upcoming', '2027-02-30', at, 5]), // no such day
      b64(['upcoming', '2027-02-29', at, 5]), // not a leap year
      b64(['upcoming', '99999-03-01', at, 5]),
      b64(['upcoming', '0000-01-01', at, 5]), // no year 0 in PostgreSQL: it answered 500
      b64(['upcoming', '2030-03-01', '0000-01-01T00:00:00.000Z', 5]),
      b64(['upcoming', '2030-03-01', '2027-02-30T08:00:00.000Z', 5]),
      b64(['upcoming', '2030-03-01', '+099999-03-01T08:00:00.000Z', 5]),
      b64(['upcoming', '2030-03-01', '2030-03-01T08:00:00Z', 5]),
      b64(['upcoming', '2030-03-01', at, 2147483648]),
      b64(['upcoming', '2030-03-01', at, -5]),
      b64(['upcoming', '2030-03-01', at, 5.5]),
      b64(['upcoming', '2030-03-01', at, '5']),
      b64(['upcoming', '2030-03-01', at, 5, null]),
      b64(['upcoming', '2030-03-01', at, 5, '1']),
    ];
    for (const text of bad)
      expect(
        failureOf(() => cursor.decode(text)),
        text,
      ).toEqual(theAnswer);
    expect(failureOf(() => exact.decode(b64(['2030-01-01T10:00:00.123Z', 1])))).toEqual(theAnswer);
    expect(failureOf(() => instantCursor.decode(b64(['2030-01-01T10:00:00.123456Z', 1])))).toEqual(theAnswer);
    expect(failureOf(() => exact.decode(b64(['0000-01-01T00:00:00.000000Z', 1])))).toEqual(theAnswer);
  });
});
