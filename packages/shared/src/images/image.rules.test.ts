import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageFileError } from './image.rules';

const file = (type: string, size = 10) => ({ type, size });

describe('imageFileError', () => {
  it('accepts images up to 5 MB', () => {
    expect(imageFileError(file('image/jpeg'))).toBeNull();
    expect(imageFileError(file('image/png', IMAGE_MAX_BYTES))).toBeNull();
  });

  it('refuses what is not an image, SVG included', () => {
    expect(imageFileError(file('application/pdf'))).toBe('Please select an image file');
    expect(imageFileError(file(''))).toBe('Please select an image file');
    expect(imageFileError(file('image/svg+xml'))).toBe('Please select an image file');
  });

  it('refuses images over 5 MB', () => {
    expect(imageFileError(file('image/png', IMAGE_MAX_BYTES + 1))).toBe('Image size must be less than 5MB');
  });
});
