// Every PATCH body of the API: a field left out is not filled in (a default under `.partial()` would be, and
// the update would overwrite what the client never sent).
import { describe, expect, it } from 'vitest';
import { runUpdateSchema } from './runs/run-bodies.schemas';
import { profileUpdateSchema } from './users/profile.schemas';

describe('PATCH bodies', () => {
  it.each([
    ['PATCH /api/events/:id', runUpdateSchema],
    ['PATCH /api/users/:id', profileUpdateSchema],
  ])('%s adds no field the client left out', (_route, schema) => {
    expect(schema.parse({})).toEqual({});
  });

  it('takes the coordinates of a run together, never one alone', () => {
    expect(runUpdateSchema.safeParse({ latitude: 40.4 }).success).toBe(false);
    expect(runUpdateSchema.safeParse({ latitude: 40.4, longitude: -3.7 }).success).toBe(true);
  });
});
