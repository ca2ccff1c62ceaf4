import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { runDeletionWarning } from './confirm-dialog';

describe('runDeletionWarning', () => {
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it.each([
    [0, '“Tempo Tuesday” will be deleted for good. This action cannot be undone.'],
    [
      1,
      '“Tempo Tuesday” will be deleted for good. Its 1 registered runner will be told by e-mail. This action cannot be undone.',
    ],
    [
      3,
      '“Tempo Tuesday” will be deleted for good. Its 3 registered runners will be told by e-mail. This action cannot be undone.',
    ],
  ])('in English with %i registered', (registered, text) => {
    expect(runDeletionWarning('Tempo Tuesday', registered)).toBe(text);
  });

  it.each([
    [0, '«Tempo Tuesday» se eliminará para siempre. Esta acción no se puede deshacer.'],
    [
      1,
      '«Tempo Tuesday» se eliminará para siempre. Avisaremos por correo a la persona apuntada. Esta acción no se puede deshacer.',
    ],
    [
      3,
      '«Tempo Tuesday» se eliminará para siempre. Avisaremos por correo a las 3 personas apuntadas. Esta acción no se puede deshacer.',
    ],
  ])('in Spanish with %i registered', (registered, text) => {
    setBrowserMessages('es', CATALOGUES.es);
    expect(runDeletionWarning('Tempo Tuesday', registered)).toBe(text);
  });
});
