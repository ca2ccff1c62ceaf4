// Responses are written by fast-json-stringify from the JSON Schema of each route's zod response schema,
// compiled once at start-up (docs/decisions/025). Validating every answer with zod on the way out cost more
// CPU than the query behind it; the compiled writer emits only the declared fields (nothing leaks) and throws
// when a required one is missing, so a handler that breaks its contract still answers 500.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/** The JSON Schema fast-json-stringify can write from, or null when zod can't express the output as one. */
export function outputJsonSchema(schema: z.ZodType): Record<string, unknown> | null {
  try {
    // Transforms, codecs and custom types are unrepresentable: those routes keep zod's own serializer.
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route: RouteSchema) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : null;
  const jsonSchema = schema ? outputJsonSchema(schema) : null;
  if (!jsonSchema) return zodSerializerCompiler(route);
  const stringify = fastJson(jsonSchema as AnySchema);
  return (data: unknown): string => stringify(data) as string;
};
