import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogue';
import { IMAGE_MAX_BYTES, imageFileError } from './image.rules';

const file = (type: string, size = 10) => ({ type, size });
/** The refusal as an English reader sees it (the function answers a message key). */
const english = (key: string | null) => (key === null ? null : CATALOGUES.en[key]);

describe('imageFileError', () => {
  it('accepts images up to 5 MB', () => {
    expect(english(imageFileError(file('image/jpeg')))).toBeNull();
    expect(english(imageFileError(file('image/png', IMAGE_MAX_BYTES)))).toBeNull();
  });

  it('refuses what is not an image, SVG included', () => {
    expect(english(imageFileError(file('application/pdf')))).toBe('Please select an image file');
    expect(english(imageFileError(file('')))).toBe('Please select an image file');
    expect(english(imageFileError(file('image/svg+xml')))).toBe('Please select an image file');
  });

  it('refuses images over 5 MB', () => {
    expect(english(imageFileError(file('image/png', IMAGE_MAX_BYTES + 1)))).toBe(
      'Image size must be less than 5MB',
    );
  });
});
