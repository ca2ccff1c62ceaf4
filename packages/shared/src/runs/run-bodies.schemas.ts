// The API's bodies for creating and changing a run. The web's run form validates with runInputSchema
// (run-input.schemas.ts) and takes only these bodies' types, so its pages do not carry the schemas.
import { z } from 'zod';
import { msg } from '../i18n/keys';
import { questionsInputSchema } from '../registrations/questions.schemas';
import { repeatSchema } from '../series/repeat.schemas';
import { runInputSchema, tagsSchema } from './run-input.schemas';

/**
 * A pin is both coordinates or neither: a lone latitude, or a latitude beside a null longitude, would
 * otherwise be stored as no pin at all while the answer was a 2xx (docs/product.md §5 "Create run").
 */
const pinIsWhole = (run: { latitude?: number | null; longitude?: number | null }) =>
  (typeof run.latitude === 'number') === (typeof run.longitude === 'number');
const coordinatesTogether = { message: msg('validation.authApi.coordinatesTogether'), path: ['longitude'] };

/** Body of POST /api/events: a run, optionally repeating weekly (the answer is its first run). */
export const runCreateSchema = runInputSchema
  .extend({ repeat: repeatSchema.optional() })
  .refine(pinIsWhole, coordinatesTogether);
export type RunCreateInput = z.input<typeof runCreateSchema>;
export type ParsedRunCreateInput = z.output<typeof runCreateSchema>;

/** Body of PATCH /api/events/:id: any of the run's fields; a field left out keeps its value (no defaults). */
export const runUpdateSchema = runInputSchema
  .extend({ tags: tagsSchema, questions: questionsInputSchema, requireEmergencyContact: z.boolean() })
  .partial()
  // Both coordinates or neither: a lone one would otherwise clear the other.
  .refine(
    (run) => (run.latitude === undefined) === (run.longitude === undefined) && pinIsWhole(run),
    coordinatesTogether,
  );
export type RunUpdate = z.input<typeof runUpdateSchema>;
