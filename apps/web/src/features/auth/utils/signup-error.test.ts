import { AppError } from '@runtogether/shared/errors/app-error';
import { describe, expect, it } from 'vitest';
import { signupErrorMessage } from './signup-error';

describe('signupErrorMessage (docs/product.md §8 "Sign-up mapping")', () => {
  it.each([
    [
      new AppError('CONFLICT', 'Email already exists. Please try logging in instead.', 409),
      'Email already exists. Please try logging in instead.',
    ],
    [
      new AppError('VALIDATION_FAILED', 'Invalid body: email', 400),
      'Invalid signup data. Please check your information.',
    ],
    [
      new AppError('NETWORK', 'Network error. Please check your connection and try again.', 0),
      'Network error. Please check your connection and try again.',
    ],
    [new AppError('UNAUTHORIZED', 'Not signed in', 401), 'Authentication error. Please try again.'],
    [
      new AppError('RATE_LIMITED', 'Too many sign-ups. Please wait a moment.', 429),
      'Signup failed: Too many sign-ups. Please wait a moment.',
    ],
    [
      new AppError('INTERNAL', 'Something went wrong on our side. Please try again.', 500),
      'Signup failed: Something went wrong on our side. Please try again.',
    ],
    [new TypeError('Failed to fetch'), 'Network error. Please check your connection and try again.'],
    ['boom', 'Registration failed. Please try again.'],
  ])('%s → %s', (error, expected) => {
    expect(signupErrorMessage(error)).toBe(expected);
  });
});
