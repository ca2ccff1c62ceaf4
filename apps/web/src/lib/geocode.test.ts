import { AppError } from '@runtogether/shared/errors/app-error';
import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import { describe, expect, it } from 'vitest';
import { geocodeErrorMessage } from './geocode';
import { translateText } from '@/lib/i18n';

describe('geocodeErrorMessage (docs/product.md §8 "Geocoding")', () => {
  it.each([
    [new AppError('NOT_FOUND', 'x', 404), translateText(geocodeMessages.notFound)],
    [new AppError('GEOCODER_TIMEOUT', 'x', 504), translateText(geocodeMessages.timeout)],
    [
      new AppError('GEOCODER_FAILED', 'x', 502),
      'Address lookup is unavailable right now. Please try again in a moment.',
    ],
    [new AppError('NETWORK', 'x', 0), translateText(geocodeMessages.unavailable)],
    [new AppError('SERVICE_UNAVAILABLE', 'x', 503), translateText(geocodeMessages.unavailable)],
    [new AppError('VALIDATION_FAILED', 'x', 400), translateText(geocodeMessages.other)],
    [new Error('boom'), translateText(geocodeMessages.other)],
  ])('%s', (error, expected) => {
    expect(geocodeErrorMessage(error)).toBe(expected);
  });
});
