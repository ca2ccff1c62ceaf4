import { describe, expect, it } from 'vitest';
import { runsSearch } from '../api/get-runs';
import {
  activeFilterCount,
  applyRunFilters,
  emptyRunFilters,
  hasAnyFilter,
  hasNarrowingFilters,
  parseBbox,
  parseNear,
  parseRunFilters,
  runListParams,
  toSearchString,
  type RunFilters,
} from './run-filters';

const filters = (overrides: Partial<RunFilters> = {}): RunFilters => ({ ...emptyRunFilters, ...overrides });
const parse = (search: string) => parseRunFilters(new URLSearchParams(search));

describe('run filters in the URL', () => {
  it('reads every filter', () => {
    expect(
      parse('?pace=beginner,advanced&distance=short&date=2026-11-22&location=Retiro&near=40.415,-3.684'),
    ).toEqual({
      pace: ['beginner', 'advanced'],
      distance: ['short'],
      date: '2026-11-22',
      location: 'Retiro',
      near: { latitude: 40.415, longitude: -3.684 },
      bbox: null,
    });
  });

  it("reads the map's searched area and writes it back with 4 decimals", () => {
    const area = { minLng: -3.75, minLat: 40.38, maxLng: -3.65, maxLat: 40.46 };
    expect(parse('?bbox=-3.75,40.38,-3.65,40.46').bbox).toEqual(area);
    expect(parseBbox('-3.750049,40.38,-3.65,40.46')).toEqual(area);
    for (const bad of ['1,2,3', '-3.6,40.38,-3.75,40.46', '0,95,1,96', 'a,b,c,d', '1,,2,3', '']) {
      expect(parseBbox(bad)).toBeNull();
    }
    const search = toSearchString(applyRunFilters(new URLSearchParams('view=map'), filters({ bbox: area })));
    expect(search).toBe('?view=map&bbox=-3.75,40.38,-3.65,40.46');
    expect(hasNarrowingFilters(filters({ bbox: area }))).toBe(true);
    expect(activeFilterCount(filters({ bbox: area }))).toBe(1);
    expect(runsSearch(runListParams(filters({ bbox: area }), 'UTC', 100))).toBe(
      'limit=100&bbox=-3.75%2C40.38%2C-3.65%2C40.46',
    );
  });

  it('ignores what a hand-edited link gets wrong', () => {
    expect(
      parse('?pace=fast,Beginner,beginner&distance=huge&date=2026-13-45&near=91,0&location=%20%20'),
    ).toEqual(filters({ pace: ['beginner'] }));
    expect(parseNear('40.4')).toBeNull();
    expect(parseNear('40.4,-3.7,1')).toBeNull();
    expect(parseNear(',-3.7')).toBeNull();
    expect(parseNear('abc,def')).toBeNull();
  });

  it('writes a canonical, readable query and reads it back unchanged', () => {
    const chosen = filters({
      pace: ['advanced', 'beginner'],
      distance: ['long', 'short'],
      date: '2026-11-22',
      location: ' Retiro, Madrid ',
      near: { latitude: 40.41531, longitude: -3.68449 },
    });
    const search = toSearchString(applyRunFilters(new URLSearchParams(), chosen));
    expect(search).toBe(
      '?pace=beginner,advanced&distance=short,long&date=2026-11-22&location=Retiro,+Madrid&near=40.415,-3.684',
    );
    expect(parse(search)).toEqual({
      pace: ['beginner', 'advanced'],
      distance: ['short', 'long'],
      date: '2026-11-22',
      location: 'Retiro, Madrid',
      near: { latitude: 40.415, longitude: -3.684 },
      bbox: null,
    });
  });

  it('keeps parameters it does not own and drops empty filters', () => {
    const current = new URLSearchParams('ref=newsletter&pace=beginner&date=2026-11-22');
    expect(toSearchString(applyRunFilters(current, filters({ distance: ['medium'] })))).toBe(
      '?ref=newsletter&distance=medium',
    );
    expect(toSearchString(applyRunFilters(current, emptyRunFilters))).toBe('?ref=newsletter');
    expect(toSearchString(applyRunFilters(new URLSearchParams(), emptyRunFilters))).toBe('');
  });

  it('tells narrowing filters from a location, which only changes the order', () => {
    const located = filters({ location: 'Retiro', near: { latitude: 40.4, longitude: -3.7 } });
    expect(hasNarrowingFilters(located)).toBe(false);
    expect(hasAnyFilter(located)).toBe(true);
    expect(hasNarrowingFilters(filters({ date: '2026-11-22' }))).toBe(true);
    expect(hasAnyFilter(emptyRunFilters)).toBe(false);
    expect(activeFilterCount(filters({ pace: ['beginner', 'advanced'], near: located.near }))).toBe(2);
  });
});

describe('runListParams', () => {
  it('asks the API for the filters, with the date read in the viewer’s zone', () => {
    const params = runListParams(
      filters({
        pace: ['beginner'],
        distance: ['medium'],
        date: '2026-11-22',
        location: 'Retiro',
        near: { latitude: 40.415, longitude: -3.684 },
      }),
      'Europe/Madrid',
      12,
    );
    expect(runsSearch(params)).toBe(
      'limit=12&pace=beginner&distance=medium&date=2026-11-22&tz=Europe%2FMadrid&near=40.415%2C-3.684',
    );
  });

  it('sends only the page size without filters', () => {
    expect(runsSearch(runListParams(emptyRunFilters, 'Europe/Madrid', 12))).toBe('limit=12');
  });
});
