import type { CalendarRun } from '@runtogether/shared/runs/run-calendar';
import { describe, expect, it } from 'vitest';
import { buildCalendarFeed, buildRunIcs, type FeedEntry } from './calendar-files';

const run: CalendarRun = {
  id: 7,
  title: 'Sunrise 5K',
  description: 'Easy pace.',
  startsAt: '2030-05-18T05:30:00.000Z',
  distance: 5,
  pace: 6,
  location: 'Retiro, north gate',
  address: 'Puerta de Alcalá, Madrid',
  latitude: 40.42,
  longitude: -3.69,
  hostName: 'Café Corre',
};

describe('buildRunIcs', () => {
  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = buildRunIcs({ ...run, description: 'ñ'.repeat(200) }, 'https://x.test/runs/7', 'x.test');
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `DESCRIPTION:${'ñ'.repeat(200)}\\n\\nHosted by Café Corre\\nhttps://x.test/runs/7`,
    );
  });

  it('counts three- and four-octet characters when folding', () => {
    const description = '€🏃'.repeat(60);
    const ics = buildRunIcs({ ...run, description }, 'https://x.test/runs/7', 'x.test');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${description}\\n`);
  });

  it('writes the start and end in UTC and the position as GEO', () => {
    const ics = buildRunIcs(run, 'https://x.test/runs/7', 'x.test', new Date('2030-01-01T00:00:00Z'));
    expect(ics).toContain('DTSTART:20300518T053000Z\r\nDTEND:20300518T061500Z\r\n');
    expect(ics).toContain('DTSTAMP:20300101T000000Z\r\n');
    expect(ics).toContain('GEO:40.42;-3.69\r\n');
    expect(ics).toContain('LOCATION:Retiro\\, north gate\\, Puerta de Alcalá\\, Madrid\r\n');
    expect(buildRunIcs({ ...run, latitude: null, longitude: null }, 'u', 'd')).not.toContain('GEO:');
  });
});

describe('buildCalendarFeed', () => {
  const changed = '2030-01-02T03:04:05.000Z';
  const feed = (entries: FeedEntry[]) =>
    buildCalendarFeed({ name: 'Café Corre, runs', description: 'Runs', domain: 'x.test', entries });
  const unfold = (ics: string) => ics.replace(/\r\n /g, '');

  it('writes one event per run with the UID of the single download, its SEQUENCE and last change', () => {
    const ics = unfold(
      feed([
        { kind: 'run', run: { ...run, sequence: 3, lastModified: changed }, url: 'https://x.test/runs/7' },
        { kind: 'run', run: { ...run, id: 8, lastModified: changed }, url: 'https://x.test/runs/8' },
      ]),
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    for (const line of [
      'UID:run-7@x.test',
      'DTSTAMP:20300102T030405Z',
      'LAST-MODIFIED:20300102T030405Z',
      'SEQUENCE:3',
    ])
      expect(ics).toContain(`${line}\r\n`);
    expect(ics).toContain('UID:run-8@x.test\r\n');
    expect(ics).toContain('X-WR-CALNAME:Café Corre\\, runs\r\n');
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('marks a waitlisted run as tentative and a cancelled one as cancelled', () => {
    const ics = unfold(
      feed([
        { kind: 'run', run: { ...run, lastModified: changed }, url: 'u', waitlisted: true },
        {
          kind: 'cancelled',
          run: {
            id: 9,
            title: 'Gone 10K',
            startsAt: '2030-05-19T05:30:00.000Z',
            endsAt: '2030-05-19T06:30:00.000Z',
            location: 'Retiro',
            sequence: 4,
            cancelledAt: changed,
          },
        },
      ]),
    );
    expect(ics).toContain('SUMMARY:Waitlisted: Sunrise 5K\r\n');
    expect(ics).toContain('STATUS:TENTATIVE\r\n');
    expect(ics).toContain('UID:run-9@x.test\r\n');
    for (const line of ['SEQUENCE:4', 'DTSTART:20300519T053000Z', 'DTEND:20300519T063000Z'])
      expect(ics).toContain(`${line}\r\n`);
    expect(ics).toContain('SUMMARY:Cancelled: Gone 10K\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
  });

  it('is the same text for the same runs, whenever it is made', () => {
    const entries: FeedEntry[] = [{ kind: 'run', run: { ...run, lastModified: changed }, url: 'u' }];
    expect(feed(entries)).toBe(feed(entries));
  });
});

describe('buildRunIcs with what the database knows', () => {
  it('writes SEQUENCE (0 when not given) and LAST-MODIFIED', () => {
    expect(buildRunIcs(run, 'u', 'd')).toContain('SEQUENCE:0\r\n');
    const ics = buildRunIcs({ ...run, sequence: 2, lastModified: '2030-01-02T03:04:05.000Z' }, 'u', 'd');
    expect(ics).toContain('LAST-MODIFIED:20300102T030405Z\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).not.toContain('X-WR-CALNAME');
  });
});
