import { describe, expect, it } from 'vitest';
import { testRun } from '@/testing/run-fixtures';
import { runMapUrl } from '@runtogether/shared/runs/run-links';

describe('runMapUrl', () => {
  it('drops a pin on the coordinates when they are known', () => {
    expect(runMapUrl(testRun({ latitude: 40.4168, longitude: -3.7038 }))).toBe(
      'https://www.google.com/maps/search/?api=1&query=40.4168%2C-3.7038',
    );
  });

  it('searches the address when there are no coordinates, and the location name when there is no address', () => {
    const url = new URL(
      runMapUrl(testRun({ latitude: null, longitude: null, address: 'Calle Mayor 1 & 2' })),
    );
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Calle Mayor 1 & 2');
    const byName = new URL(runMapUrl(testRun({ latitude: null, longitude: null, address: ' ' })));
    expect(byName.searchParams.get('query')).toBe('Retiro Park');
  });
});
