import { toRunInput } from '@runtogether/shared/runs/run-input.schemas';
import { describe, expect, it } from 'vitest';
import { testRun } from '@/testing/run-fixtures';
import { snapPace } from './pace-step';
import { changedRunFields, runToFormValues, startsInPast } from './run-form-values';

const run = testRun({ timezone: 'Europe/Madrid' });
const asInput = (overrides: Partial<ReturnType<typeof runToFormValues>> = {}, pin = run) =>
  toRunInput(
    { ...runToFormValues(run), ...overrides },
    { timezone: run.timezone, latitude: pin.latitude, longitude: pin.longitude },
  );

describe('runToFormValues', () => {
  it('gives tags back as text and a null maximum as unlimited', () => {
    expect(runToFormValues(run)).toMatchObject({
      tags: 'social, coffee',
      unlimited: false,
      maxParticipants: 20,
    });
    expect(runToFormValues(testRun({ maxParticipants: null, whatsappGroupLink: null }))).toMatchObject({
      unlimited: true,
      maxParticipants: undefined,
      whatsappGroupLink: '',
    });
  });
});

describe('changedRunFields', () => {
  it('is empty when nothing changed', () => {
    expect(changedRunFields(asInput(), asInput())).toEqual({});
  });

  it('sends a changed time with its date and zone, and a changed address with its pin', () => {
    expect(changedRunFields(asInput(), asInput({ time: '08:00', title: 'New title' }))).toEqual({
      title: 'New title',
      date: '2030-05-18',
      time: '08:00',
      timezone: 'Europe/Madrid',
    });
    const moved = asInput({ address: 'Somewhere else 1' }, testRun({ latitude: null, longitude: null }));
    expect(changedRunFields(asInput(), moved)).toEqual({
      address: 'Somewhere else 1',
      latitude: null,
      longitude: null,
    });
  });

  it('compares tags as lists', () => {
    expect(changedRunFields(asInput(), asInput({ tags: ' social ,coffee' }))).toEqual({});
    expect(changedRunFields(asInput(), asInput({ tags: 'coffee, social' }))).toEqual({
      tags: ['coffee', 'social'],
    });
  });
});

describe('startsInPast', () => {
  const now = Date.parse('2030-05-18T05:30:00Z'); // 07:30 in Madrid

  it("reads the start in the run's zone", () => {
    expect(startsInPast('2030-05-18', '07:30', 'Europe/Madrid', now)).toBe(true);
    expect(startsInPast('2030-05-18', '07:31', 'Europe/Madrid', now)).toBe(false);
    expect(startsInPast('2030-05-18', '07:31', 'UTC', now)).toBe(false);
    expect(startsInPast('2030-05-18', '05:29', 'UTC', now)).toBe(true);
  });
});

describe('snapPace', () => {
  it('snaps to whole 10-second steps', () => {
    expect(snapPace('5.5')).toBe(5.5);
    expect(snapPace('5.166666')).toBeCloseTo(31 / 6, 12);
    expect(snapPace('5.2')).toBeCloseTo(31 / 6, 12);
  });
});
