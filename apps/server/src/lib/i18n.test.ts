import { describe, expect, it } from 'vitest';
import { translatorFor } from './i18n';

describe('translatorFor', () => {
  it('gives a name that ends with a full stop no second one at the end of the sentence', () => {
    const es = translatorFor('es');
    expect(es('email.page.follow.stopped', { host: 'Retiro Running Co.' })).toBe(
      'Ya no recibirás correos de Retiro Running Co.',
    );
    expect(es('email.page.follow.stopped', { host: 'Casa de Campo Club' })).toBe(
      'Ya no recibirás correos de Casa de Campo Club.',
    );
  });
});
