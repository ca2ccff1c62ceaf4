import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import './zod-messages';
import { LOCALES } from './locales';

/** PUT /api/me/language: the footer's switch and Profile Settings. */
export const languageChoiceSchema = z.object({ language: z.enum(LOCALES) }).strict();
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** GET /api/i18n/:locale — an unknown language is answered in English (the fallback), never an error. */
export const catalogueParamsSchema = z.object({ locale: z.string().max(35) });
export const catalogueQuerySchema = z.object({ v: z.string().max(64).optional() });
