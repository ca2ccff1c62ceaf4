import { describe, expect, it } from 'vitest';
import { clockChangeAt } from './clock-change';
import {
  dateKeyInZone,
  formatDateHeading,
  formatLongUsDate,
  formatShortDate,
  groupByDate,
  isDateKey,
  timeInZone,
  zonedToInstant,
} from './date.rules';

describe('time zones', () => {
  it('renders an instant as the local date and time of a zone', () => {
    const instant = new Date('2026-11-21T23:30:00Z');
    expect(dateKeyInZone(instant, 'Europe/Madrid')).toBe('2026-11-22');
    expect(timeInZone(instant, 'Europe/Madrid')).toBe('00:30');
    expect(dateKeyInZone(instant, 'America/New_York')).toBe('2026-11-21');
    expect(timeInZone(instant, 'America/New_York')).toBe('18:30');
  });

  it('turns a wall-clock time into the right instant in winter and summer', () => {
    expect(zonedToInstant('2026-01-10', '08:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-01-10T07:00:00.000Z',
    );
    expect(zonedToInstant('2026-07-10', '08:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-07-10T06:00:00.000Z',
    );
  });

  it('handles the daylight-saving change day', () => {
    // Clocks go forward at 02:00 on 2026-03-29 in Madrid.
    expect(zonedToInstant('2026-03-29', '10:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(zonedToInstant('2026-03-29', '01:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
  });

  it.each([
    // Madrid skips 02:00–03:00 on 2027-03-28: 02:30 is read with the winter offset, which is 03:30 in summer.
    ['2027-03-28', '02:30', 'Europe/Madrid', '2027-03-28T01:30:00.000Z'],
    // Madrid passes 02:00–03:00 twice on 2027-10-31: 02:30 is the first time, still in summer time.
    ['2027-10-31', '02:30', 'Europe/Madrid', '2027-10-31T00:30:00.000Z'],
    // New York passes 01:00–02:00 twice on 2026-11-01; Lord Howe Island moves its clocks by half an hour.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2027-04-04', '01:45', 'Australia/Lord_Howe', '2027-04-03T14:45:00.000Z'],
    // The minutes around a change, and a zone without daylight saving, are unaffected.
    ['2027-10-31', '03:00', 'Europe/Madrid', '2027-10-31T02:00:00.000Z'],
    ['2027-10-31', '01:59', 'Europe/Madrid', '2027-10-30T23:59:00.000Z'],
    ['2027-03-28', '02:30', 'Asia/Tokyo', '2027-03-27T17:30:00.000Z'],
  ])('reads %s %s in %s as calendars do (RFC 5545): %s', (date, time, zone, instant) => {
    expect(zonedToInstant(date, time, zone).toISOString()).toBe(instant);
  });

  it('shows a skipped time as the time the clocks moved on to', () => {
    expect(timeInZone(zonedToInstant('2027-03-28', '02:30', 'Europe/Madrid'), 'Europe/Madrid')).toBe('03:30');
  });

  it.each([
    // Madrid jumps from 02:00 to 03:00 on 2027-03-28; Lord Howe Island from 02:00 to 02:30 on 2027-10-03;
    // New York from 02:00 to 03:00 on 2027-03-14.
    ['2027-03-28', '02:30', 'Europe/Madrid', { from: '02:00', to: '03:00', startsAt: '03:30' }],
    ['2027-03-28', '02:00', 'Europe/Madrid', { from: '02:00', to: '03:00', startsAt: '03:00' }],
    ['2027-03-28', '02:59', 'Europe/Madrid', { from: '02:00', to: '03:00', startsAt: '03:59' }],
    ['2027-10-03', '02:10', 'Australia/Lord_Howe', { from: '02:00', to: '02:30', startsAt: '02:40' }],
    ['2027-03-14', '02:15', 'America/New_York', { from: '02:00', to: '03:00', startsAt: '03:15' }],
  ])('tells what happens to %s %s in %s, which the clocks skip', (date, time, zone, change) => {
    expect(clockChangeAt(date, time, zone)).toEqual(change);
    // The same reading as zonedToInstant's, which the server saves.
    expect(timeInZone(zonedToInstant(date, time, zone), zone)).toBe(change.startsAt);
  });

  it.each([
    ['2027-10-31', '02:30', 'Europe/Madrid', 'twice'],
    ['2027-10-31', '02:00', 'Europe/Madrid', 'twice'],
    ['2026-11-01', '01:30', 'America/New_York', 'twice'],
    ['2027-04-04', '01:45', 'Australia/Lord_Howe', 'twice'],
    // The minutes either side of a change, a day without one, and a zone without daylight saving.
    ['2027-10-31', '03:00', 'Europe/Madrid', null],
    ['2027-10-31', '01:59', 'Europe/Madrid', null],
    ['2027-03-28', '01:59', 'Europe/Madrid', null],
    ['2027-03-28', '03:00', 'Europe/Madrid', null],
    ['2027-03-27', '02:30', 'Europe/Madrid', null],
    ['2027-03-28', '02:30', 'Asia/Tokyo', null],
    ['2027-03-28', '02:30', 'UTC', null],
  ])('tells whether %s %s in %s happens twice', (date, time, zone, change) => {
    expect(clockChangeAt(date, time, zone)).toBe(change);
  });

  it('round-trips through dateKeyInZone and timeInZone', () => {
    const instant = zonedToInstant('2026-10-25', '19:15', 'Europe/Madrid');
    expect(dateKeyInZone(instant, 'Europe/Madrid')).toBe('2026-10-25');
    expect(timeInZone(instant, 'Europe/Madrid')).toBe('19:15');
  });
});

describe('formatting', () => {
  it('formats group headings, card dates and post dates', () => {
    expect(formatDateHeading('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatShortDate('2026-11-21')).toBe('Sat, Nov 21');
    expect(formatLongUsDate('2026-11-21T12:00:00Z')).toBe('November 21, 2026');
  });

  it('recognises date keys', () => {
    expect(isDateKey('2026-11-21')).toBe(true);
    expect(isDateKey('2026-13-01')).toBe(false);
    expect(isDateKey('21/11/2026')).toBe(false);
  });
});

describe('groupByDate', () => {
  it('groups by date key ascending and keeps the order inside a group', () => {
    const groups = groupByDate([
      { date: '2026-11-23', id: 1 },
      { date: '2026-11-21', id: 2 },
      { date: '2026-11-23', id: 3 },
      { date: '2026-11-21', id: 4 },
    ]);
    expect(groups.map((g) => g.date)).toEqual(['2026-11-21', '2026-11-23']);
    expect(groups[0]?.items.map((i) => i.id)).toEqual([2, 4]);
    expect(groups[1]?.items.map((i) => i.id)).toEqual([1, 3]);
  });
  it('returns no groups for no items', () => {
    expect(groupByDate([])).toEqual([]);
  });
});

describe('formatters kept per zone', () => {
  it('give each zone its own answer however calls alternate', () => {
    const instant = new Date('2026-03-29T23:30:00Z');
    for (let i = 0; i < 3; i++) {
      expect(dateKeyInZone(instant, 'Asia/Tokyo')).toBe('2026-03-30');
      expect(timeInZone(instant, 'Asia/Tokyo')).toBe('08:30');
      expect(dateKeyInZone(instant, 'America/New_York')).toBe('2026-03-29');
      expect(timeInZone(instant, 'America/New_York')).toBe('19:30');
      expect(zonedToInstant('2026-03-29', '19:30', 'America/New_York').toISOString()).toBe(
        instant.toISOString(),
      );
    }
  });

  it('keep locales apart', () => {
    expect(formatDateHeading('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatDateHeading('2026-11-21', 'es-ES')).toBe('sábado, 21 de noviembre de 2026');
    expect(formatShortDate('2026-11-21')).toBe('Sat, Nov 21');
  });
});
