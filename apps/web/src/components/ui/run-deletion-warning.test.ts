import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { runDeletionWarning } from './confirm-dialog';

const run = (registered: number, seriesId: number | null = null) => ({
  title: 'Tempo Tuesday',
  seriesId,
  currentParticipants: registered + 2,
  currentGuests: 2,
});

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
    expect(runDeletionWarning(run(registered), 'Tue, Dec 8')).toBe(text);
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
    expect(runDeletionWarning(run(registered), 'Tue, Dec 8')).toBe(text);
  });

  it("names a weekly run's date, which its other dates share the title with", () => {
    expect(runDeletionWarning(run(1, 4), 'Tue, Dec 8')).toBe(
      '“Tempo Tuesday” on Tue, Dec 8 will be deleted for good. Its 1 registered runner will be told by e-mail. This action cannot be undone.',
    );
    setBrowserMessages('es', CATALOGUES.es);
    expect(runDeletionWarning(run(0, 4), 'mar, 8 dic')).toBe(
      '«Tempo Tuesday» del mar, 8 dic se eliminará para siempre. Esta acción no se puede deshacer.',
    );
  });
});
