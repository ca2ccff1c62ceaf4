import { describe, expect, it } from 'vitest';
import {
  googleCalendarUrl,
  icsFileName,
  meetingPlace,
  runDurationMinutes,
  type CalendarRun,
} from './run-calendar';

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

describe('runDurationMinutes', () => {
  it('is the running time plus 15 minutes, in quarter hours, at least 30', () => {
    expect(runDurationMinutes(5, 6)).toBe(45);
    expect(runDurationMinutes(1, 3)).toBe(30);
    expect(runDurationMinutes(21.1, 5.5)).toBe(135);
  });
});

describe('googleCalendarUrl', () => {
  it('fills the title, window, details and place', () => {
    const url = new URL(googleCalendarUrl(run, 'https://x.test/runs/7'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Sunrise 5K');
    expect(url.searchParams.get('dates')).toBe('20300518T053000Z/20300518T061500Z');
    expect(url.searchParams.get('location')).toBe('Retiro, north gate, Puerta de Alcalá, Madrid');
    expect(url.searchParams.get('details')).toContain('https://x.test/runs/7');
  });
});

describe('meetingPlace', () => {
  it.each([
    ['Retiro, north gate', 'Puerta de Alcalá, Madrid', 'Retiro, north gate, Puerta de Alcalá, Madrid'],
    // A run kept before addresses were asked for answers its meeting point as its address.
    ['Retiro Park', 'Retiro Park', 'Retiro Park'],
    ['Retiro Park', 'retiro park, Madrid', 'retiro park, Madrid'],
    ['Café Corre, Calle Mayor 5', 'Calle Mayor 5', 'Café Corre, Calle Mayor 5'],
    ['  ', 'Calle Mayor 5', 'Calle Mayor 5'],
  ])('names %j at %j as %j', (location, address, place) => {
    expect(meetingPlace({ location, address })).toBe(place);
  });
});

describe('icsFileName', () => {
  it('is a readable ASCII slug', () => {
    expect(icsFileName('Café & Corre: 10K!')).toBe('cafe-corre-10k.ics');
    expect(icsFileName('🏃‍♀️')).toBe('run.ics');
  });
});
