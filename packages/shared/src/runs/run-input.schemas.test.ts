import { describe, expect, it } from 'vitest';
import {
  parseTags,
  runFormDefaults,
  runFormMessages,
  runFormSchema,
  runInputSchema,
  toRunInput,
  type RunFormValues,
} from './run-input.schemas';

const form = (overrides: Partial<RunFormValues> = {}): RunFormValues => ({
  ...runFormDefaults(),
  title: 'Retiro 10K',
  description: 'Two laps of the park.',
  date: '2030-05-18',
  time: '07:30',
  location: 'Retiro',
  address: 'Puerta de Alcalá',
  ...overrides,
});

const messagesOf = (values: RunFormValues) => {
  const result = runFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('runFormSchema', () => {
  it('accepts the defaults once the required fields are filled', () => {
    expect(messagesOf(form())).toEqual({});
  });

  it("gives the spec's messages", () => {
    expect(
      messagesOf(
        form({ title: 'Ab', date: '', time: '', location: 'R', address: 'Gate', description: 'Short' }),
      ),
    ).toEqual({
      title: runFormMessages.title,
      date: runFormMessages.date,
      time: runFormMessages.time,
      location: runFormMessages.location,
      address: runFormMessages.address,
      description: runFormMessages.description,
    });
    expect(messagesOf(form({ distance: 0.5, pace: 12.5 }))).toEqual({
      distance: runFormMessages.distance,
      pace: runFormMessages.pace,
    });
  });

  it('says a date or time that is given but is not real, or a tag left empty, for what it is', () => {
    for (const date of ['2027-02-30', '2027-1-1', '1999-12-31']) {
      expect(messagesOf(form({ date })), date).toEqual({ date: runFormMessages.dateInvalid });
    }
    for (const time of ['25:61', '7:30', '24:00']) {
      expect(messagesOf(form({ time })), time).toEqual({ time: runFormMessages.timeInvalid });
    }
    const body = toRunInput(form(), { timezone: 'Europe/Madrid' });
    const tags = runInputSchema.safeParse({ ...body, tags: [''] });
    expect(tags.error?.issues.map((issue) => issue.message)).toEqual([runFormMessages.tags]);
  });

  it('needs a maximum unless unlimited, between 1 and 1000', () => {
    expect(messagesOf(form({ maxParticipants: undefined }))).toEqual({
      maxParticipants: runFormMessages.maxRequired,
    });
    expect(messagesOf(form({ maxParticipants: 1001 }))).toEqual({
      maxParticipants: runFormMessages.maxParticipants,
    });
    expect(messagesOf(form({ unlimited: true, maxParticipants: undefined }))).toEqual({});
  });

  it('takes an empty group link or an http(s) URL only', () => {
    expect(messagesOf(form({ whatsappGroupLink: 'https://chat.whatsapp.com/x' }))).toEqual({});
    for (const link of ['javascript:alert(1)', 'chat.whatsapp.com', 'data:text/html,hi']) {
      expect(messagesOf(form({ whatsappGroupLink: link }))).toEqual({
        whatsappGroupLink: runFormMessages.whatsappGroupLink,
      });
    }
  });
});

describe('toRunInput', () => {
  it('turns the form into a body the API accepts', () => {
    const body = toRunInput(form({ tags: ' social, coffee,,Social ', whatsappGroupLink: '' }), {
      timezone: 'Europe/Madrid',
      latitude: 40.42,
      longitude: -3.69,
    });
    expect(body).toMatchObject({
      tags: ['social', 'coffee'],
      maxParticipants: 20,
      whatsappGroupLink: null,
      timezone: 'Europe/Madrid',
      latitude: 40.42,
    });
    expect(runInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends no maximum when unlimited', () => {
    expect(toRunInput(form({ unlimited: true }), { timezone: 'UTC' }).maxParticipants).toBeNull();
  });
});

describe('parseTags', () => {
  it('trims, drops empties and repeats', () => {
    expect(parseTags('trail , Trail,  ,hills')).toEqual(['trail', 'hills']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('runInputSchema', () => {
  it('refuses unknown fields and an unknown time zone', () => {
    const body = toRunInput(form(), { timezone: 'Europe/Madrid' });
    expect(runInputSchema.safeParse({ ...body, hostId: 'someone' }).success).toBe(false);
    expect(runInputSchema.safeParse({ ...body, timezone: 'Mars/Olympus' }).success).toBe(false);
  });

  it('keeps a zone as Intl spells it, changing only its case', () => {
    const body = toRunInput(form(), { timezone: 'Europe/Madrid' });
    expect(runInputSchema.parse({ ...body, timezone: 'europe/MADRID' }).timezone).toBe('Europe/Madrid');
    expect(runInputSchema.parse({ ...body, timezone: 'utc' }).timezone).toBe('UTC');
    // An alias stays itself: Intl would name it America/Buenos_Aires.
    const alias = 'America/Argentina/Buenos_Aires';
    expect(runInputSchema.parse({ ...body, timezone: alias }).timezone).toBe(alias);
  });
});
