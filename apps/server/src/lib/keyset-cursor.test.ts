import { isAppError } from '@runtogether/shared/errors/app-error';
import { describe, expect, it } from 'vitest';
import { english } from '../test/english';
import { cursorCodec, cursorFields, instantCursor } from './keyset-cursor';

const codec = cursorCodec<{ scope: 'upcoming' | 'past'; day: string; at: Date; id: number; km?: number }>({
  scope: cursorFields.oneOf('upcoming', 'past'),
  day: cursorFields.date,
  at: cursorFields.instant,
  id: cursorFields.id,
  km: cursorFields.optional(cursorFields.number),
});
const exact = cursorCodec<{ at: string; id: number }>({ at: cursorFields.exactInstant, id: cursorFields.id });

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

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

describe('keyset cursor codec', () => {
  it('round-trips every field, with and without the optional last one', () => {
    const full = {
      scope: 'past' as const,
      day: '2030-02-28',
      at: new Date('2030-02-28T07:30:00.123Z'),
      id: 42,
      km: 3.25,
    };
    expect(codec.decode(codec.encode(full))).toEqual(full);
    const { km: _km, ...short } = full;
    expect(codec.decode(codec.encode(short))).toEqual(short);
    const micro = { at: '2030-01-01T10:00:00.123456Z', id: 2147483647 };
    expect(exact.decode(exact.encode(micro))).toEqual(micro);
    const instant = { at: new Date('2029-12-31T23:59:59.999Z'), id: 1 };
    expect(instantCursor.decode(instantCursor.encode(instant))).toEqual(instant);
  });

  it('is opaque base64url text', () => {
    expect(instantCursor.encode({ at: new Date('2030-01-01T00:00:00.000Z'), id: 7 })).toMatch(
      /^[A-Za-z0-9_-]+$/,
    );
  });

  it('refuses garbage and tampered cursors with the one 400', () => {
    const good = codec.encode({
      scope: 'upcoming',
      day: '2030-03-01',
      at: new Date('2030-03-01T08:00:00.000Z'),
      id: 5,
    });
    const bad = [
      '',
      'not-a-cursor',
      'a%00b',
      `${good}!`,
      `${good}=`,
      b64('upcoming|2030-03-01|2030-03-01T08:00:00.000Z'), // a field short
      b64('upcoming|2030-03-01|2030-03-01T08:00:00.000Z|5|1|2'), // a field too many
      b64('sideways|2030-03-01|2030-03-01T08:00:00.000Z|5'),
      b64('upcoming|2030-13-01|2030-03-01T08:00:00.000Z|5'),
      b64('upcoming|2030-03-01|2030-03-01T08:00:00Z|5'),
      b64('upcoming|2030-03-01|2030-03-01T08:00:00.000Z|2147483648'),
      b64('upcoming|2030-03-01|2030-03-01T08:00:00.000Z|-5'),
      b64('upcoming|2030-03-01|2030-03-01T08:00:00.000Z|5|1e999'),
      b64('upcoming|2030-03-01|2030-03-01T08:00:00.000Z|5|.'),
    ];
    for (const text of bad)
      expect(
        failureOf(() => codec.decode(text)),
        text,
      ).toEqual(theAnswer);
    expect(failureOf(() => exact.decode(b64('2030-01-01T10:00:00.123Z|1')))).toEqual(theAnswer);
    expect(failureOf(() => instantCursor.decode(b64('2030-01-01T10:00:00.123456Z|1')))).toEqual(theAnswer);
  });

  it('allows optional fields only at the end', () => {
    expect(() =>
      cursorCodec<{ km?: number; id: number }>({
        km: cursorFields.optional(cursorFields.number),
        id: cursorFields.id,
      }),
    ).toThrow(/last fields/);
  });
});
