import { describe, expect, it } from 'vitest';
import { hostCalendarPath, privateCalendarPath, toWebcalUrl } from './calendar-feed.rules';

describe('calendar feed addresses', () => {
  it('turns an http or https address into its webcal twin', () => {
    expect(toWebcalUrl('https://run.example/api/calendar/abc.ics')).toBe(
      'webcal://run.example/api/calendar/abc.ics',
    );
    expect(toWebcalUrl('http://localhost:3000/x.ics')).toBe('webcal://localhost:3000/x.ics');
  });

  it('names the host feed and the private feed', () => {
    expect(hostCalendarPath('b-1')).toBe('/api/businesses/b-1/calendar.ics');
    expect(privateCalendarPath('A_b-9')).toBe('/api/calendar/A_b-9.ics');
  });
});
