import { describe, expect, it } from 'vitest';
import { parseRunId } from './get-run';

describe('parseRunId', () => {
  it('reads a positive integer', () => {
    expect(parseRunId('7')).toBe(7);
    expect(parseRunId('123456')).toBe(123456);
  });

  it.each([undefined, '', '0', '-1', '1.5', '1e3', 'abc', ' 7', '99999999999999999999'])(
    'names no run for %j',
    (param) => {
      expect(parseRunId(param)).toBeNull();
    },
  );
});
