// The compiled response writer: the hot read schemas compile, and an answer written by it is exactly what
// zod's own serializer wrote (same fields, same values, nothing undeclared).
import { dashboardSchema } from '@runtogether/shared/business/dashboard.schemas';
import { hostParticipantsSchema } from '@runtogether/shared/business/participants.schemas';
import { postListSchema } from '@runtogether/shared/posts/post.schemas';
import {
  myRegistrationsResponseSchema,
  participantsResponseSchema,
} from '@runtogether/shared/registrations/registration.schemas';
import { runListSchema, runSchema } from '@runtogether/shared/runs/run.schemas';
import { meResponseSchema, publicUserSchema } from '@runtogether/shared/users/user.schemas';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertHost, insertRun } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { compiledSerializerCompiler, outputJsonSchema } from './json-serializer';

const writerFor = (schema: z.ZodType) => compiledSerializerCompiler({ schema, method: 'GET', url: '/x' });
const zodWriterFor = (schema: z.ZodType) => zodSerializerCompiler({ schema, method: 'GET', url: '/x' });

describe('compiled response serializer', () => {
  it.each([
    ['run list', runListSchema],
    ['run', runSchema],
    ['participants', participantsResponseSchema],
    ['dashboard', dashboardSchema],
    ['host participants', hostParticipantsSchema],
    ['posts', postListSchema],
    ['my registrations', myRegistrationsResponseSchema],
    ['public user', publicUserSchema],
    ['me', meResponseSchema],
  ])('compiles the %s schema to a JSON Schema writer', (_name, schema) => {
    expect(outputJsonSchema(schema)).not.toBeNull();
  });

  it('writes only the declared fields and refuses an answer missing a required one', () => {
    const write = writerFor(z.object({ id: z.number(), name: z.string().nullable() }));
    expect(JSON.parse(write({ id: 1, name: null, passwordHash: 'secret' }))).toEqual({ id: 1, name: null });
    expect(() => write({ name: 'no id' })).toThrow();
  });

  it('falls back to zod for a schema JSON Schema cannot express (a custom check)', () => {
    const schema = z.object({ n: z.custom<number>((v) => typeof v === 'number' && v > 0) });
    expect(outputJsonSchema(schema)).toBeNull();
    expect(writerFor(schema)({ n: 2, extra: true })).toBe('{"n":2}');
    expect(() => writerFor(schema)({ n: -1 })).toThrow();
  });

  describe('on real answers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      const host = await insertHost(t.db);
      for (let i = 0; i < 3; i++)
        await insertRun(t.db, host.id, {
          title: `Run ${i}`,
          startsAt: new Date(Date.now() + (i + 1) * 86_400_000),
        });
    });
    afterAll(() => t.close());

    it('writes the run list and a run exactly as zod did', async () => {
      const list = await t.app.inject({ url: '/api/events?limit=2' });
      expect(list.statusCode).toBe(200);
      const data: unknown = list.json();
      expect(list.body).toBe(zodWriterFor(runListSchema)(data));
      const first = runListSchema.parse(data).items[0];
      expect(first).toBeDefined();
      const run = await t.app.inject({ url: `/api/events/${first?.id}` });
      expect(run.body).toBe(zodWriterFor(runSchema)(run.json()));
    });
  });
});
