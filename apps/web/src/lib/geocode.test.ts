import { AppError } from '@runtogether/shared/errors/app-error';
import { geocodeMessages } from '@runtogether/shared/geo/geocode.schemas';
import { describe, expect, it } from 'vitest';
import { geocodeErrorMessage } from './geocode';

describe('geocodeErrorMessage (docs/product.md §8 "Geocoding")', () => {
  it.each([
    [new AppError('NOT_FOUND', 'x', 404), geocodeMessages.notFound],
    [new AppError('GEOCODER_TIMEOUT', 'x', 504), geocodeMessages.timeout],
    [new AppError('GEOCODER_FAILED', 'x', 502), geocodeMessages.other],
    [new AppError('NETWORK', 'x', 0), geocodeMessages.other],
    [new Error('boom'), geocodeMessages.other],
  ])('%s', (error, expected) => {
    expect(geocodeErrorMessage(error)).toBe(expected);
  });
});
