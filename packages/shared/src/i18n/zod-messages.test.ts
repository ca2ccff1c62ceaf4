import { describe, expect, it } from 'vitest';
import { CATALOGUES, isMessageKey } from './catalogue';
import { compileCatalogue } from './compile';
import { translateMessageText } from './message-values';
import { LOCALES, type Locale } from './locales';
import { createI18n, translator } from './translator';
import { runInputSchema } from '../runs/run-input.schemas';
import { profileUpdateSchema } from '../users/profile.schemas';
import { postInputSchema } from '../posts/post.schemas';
import { runIdParamsSchema, runListQuerySchema } from '../runs/run.schemas';
import { z } from 'zod';

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, translator(createI18n(locale, compileCatalogue(CATALOGUES[locale])))]),
);
const say = (locale: Locale, text: string) =>
  translateMessageText(text, isMessageKey, (key, values?: Record<string, unknown>) =>
    translators[locale]!(key as never, values as never),
  );

function messagesOf(
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) {
  return Object.fromEntries(
    (schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

// Zod's wording names types and operators ("expected string to have <=120 characters"): never a runner's.
const ZOD_WORDING = /expected|received|Too (big|small)|Invalid input|<=|>=|Unrecognized/;

describe('validation messages', () => {
  it('say the field and its limit in a sentence, in English and Spanish', () => {
    const long = messagesOf(runInputSchema.pick({ title: true }), { title: 'x'.repeat(121) });
    expect(say('en', long.title ?? '')).toBe('The title can be at most 120 characters.');
    expect(say('es', long.title ?? '')).toBe('El título puede tener como máximo 120 caracteres.');
    const missing = messagesOf(profileUpdateSchema, { businessName: 'B'.repeat(121) });
    expect(say('en', missing.businessName ?? '')).toBe('The business name can be at most 120 characters.');
    expect(say('es', missing.businessName ?? '')).toBe(
      'El nombre del negocio puede tener como máximo 120 caracteres.',
    );
  });

  it('say "more than" and "less than" for a bound the value may not equal', () => {
    // positive() refuses 0 itself: "at least 0" would name a value that is refused.
    const zero = messagesOf(runIdParamsSchema, { id: '0' });
    expect(say('en', zero.id ?? '')).toBe('This field must be more than 0.');
    expect(say('es', zero.id ?? '')).toBe('Este campo tiene que ser mayor que 0.');
    const tooMany = messagesOf(z.object({ limit: z.number().lt(100) }), { limit: 100 });
    expect(say('en', tooMany.limit ?? '')).toBe('The page size must be less than 100.');
    // An id written any other way than its digits is not that id.
    for (const id of ['05', '0x5', '5.0', '5e0', ' 5', '+5', '-5', 'abc', '']) {
      expect(say('en', messagesOf(runIdParamsSchema, { id }).id ?? ''), id).toBe(
        'This field must be a whole number.',
      );
    }
    expect(runIdParamsSchema.parse({ id: '5' })).toEqual({ id: 5 });
    // The server says a field's first issue: a huge page size is told the page's maximum.
    const [huge] = runListQuerySchema.safeParse({ limit: '9999999999999999999' }).error?.issues ?? [];
    expect(say('en', huge?.message ?? '')).toBe('The page size can be at most 100.');
    // An inclusive bound keeps its own sentence.
    const none = messagesOf(z.object({ limit: z.number().min(1) }), { limit: 0 });
    expect(say('en', none.limit ?? '')).toBe('The page size must be at least 1.');
  });

  it("never pass zod's own wording on, whatever is wrong", () => {
    const cases: [Parameters<typeof messagesOf>[0], unknown][] = [
      [runInputSchema, {}],
      [
        runInputSchema,
        {
          title: 7,
          distance: 'far',
          maxParticipants: 2.5,
          tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'],
          latitude: 91,
          extra: 1,
        },
      ],
      [
        profileUpdateSchema,
        { name: 'x'.repeat(101), language: 'fr', remindersEnabled: 'yes', latitude: -100 },
      ],
      [postInputSchema, { title: 5 }],
    ];
    for (const [schema, value] of cases) {
      const messages = Object.values(messagesOf(schema, value));
      expect(messages.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        for (const message of messages) {
          const sentence = say(locale, message);
          expect(sentence, message).not.toMatch(ZOD_WORDING);
          expect(sentence, message).toMatch(/^[A-ZÁÉÍÓÚÑ¿]/);
        }
      }
    }
  });
});
