// A schema's issue without a message of its own reads as a sentence in the page's language (docs/product.md §5
// "Messages"), through the same translateText every form field uses.
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { profileUpdateSchema } from '@runtogether/shared/users/profile.schemas';
import { runInputSchema } from '@runtogether/shared/runs/run-input.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserMessages, translateText } from './i18n';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';

afterEach(() => setBrowserMessages('en', CATALOGUES.en));

describe('validation messages in the page', () => {
  it('name the field and its limit, in English and in Spanish', () => {
    const tooLong = firstMessage(profileUpdateSchema.safeParse({ businessName: 'B'.repeat(121) }));
    const notWhole = firstMessage(
      runInputSchema.pick({ maxParticipants: true }).safeParse({ maxParticipants: 2.5 }),
    );
    expect(translateText(tooLong)).toBe('The business name can be at most 120 characters.');
    expect(translateText(notWhole)).toBe('Max participants must be between 1 and 1000.');
    setBrowserMessages('es', CATALOGUES.es);
    expect(translateText(tooLong)).toBe('El nombre del negocio puede tener como máximo 120 caracteres.');
  });

  it('leave a text that is not a key as it is, separator or not', () => {
    expect(translateText('Pace | tempo')).toBe('Pace | tempo');
    expect(translateText('validation.field.tooLong|not json')).toBe('validation.field.tooLong|not json');
  });
});
