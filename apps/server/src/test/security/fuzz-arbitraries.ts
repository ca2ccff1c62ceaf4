// fast-check arbitraries for the input fuzzing suite: values shaped by the shared zod schemas (through their JSON
// Schema) so requests get past the first check, mixed with hostile values that must be refused cleanly.
import fc from 'fast-check';
import { z } from 'zod';

/** What a hostile client sends: injection payloads, odd unicode, prototype keys, absurd sizes and numbers. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '1; SELECT pg_sleep(10)--',
    '"); DELETE FROM events; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(document.cookie)>',
    'javascript:alert(1)',
    '__proto__',
    'constructor',
    'prototype',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    '\uFEFF\u202E\u200B',
    'e\u0301\u0301\u0301',
    '𝕳𝖊𝖑𝖑𝖔 🏃‍♀️🏳️‍🌈',
    '${7*7}{{7*7}}',
    '=HYPERLINK("http://evil.test")',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '',
    ' ',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(10_000, 70_000, 300_000).map((n) => 'A'.repeat(n)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 31), 2 ** 31, 0.1 + 0.2),
  fc.integer(),
  // NaN and ±Infinity become null in JSON: still worth sending.
  fc.double(),
);

const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype');

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(fc.oneof(prototypeKey, fc.string({ maxLength: 8 })), hostileString, { maxKeys: 3 }),
  // A genuine own "__proto__" key, as a JSON body can carry it (a literal would set the prototype instead).
  prototypeKey.map(
    (key) => JSON.parse(`{"${key}":{"role":"business","isActive":true,"polluted":1}}`) as unknown,
  ),
);

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
};

const DAY = 86_400_000;
const nearDate = fc
  .integer({ min: -30, max: 400 })
  .map((d) => new Date(Date.now() + d * DAY).toISOString().slice(0, 10));
/** Dates that look right but are not (docs/decisions/045): far future, impossible days, outside 2000–2100. */
const oddDate = fc.oneof(
  fc.constantFrom(
    '9999-12-31',
    '9999-12-30',
    '2027-02-30',
    '2026-04-31',
    '0000-01-01',
    '1999-12-31',
    '2101-01-01',
  ),
  fc.constantFrom('+275760-09-13', '2026-13-01', '2026-00-10', '2026-1-1'),
  fc.integer({ min: 700, max: 800 }).map((d) => new Date(Date.now() + d * DAY).toISOString().slice(0, 10)),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 19 }),
      fc.integer({ min: 0, max: 39 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
);
/** Zones Node's Intl knows and PostgreSQL does not, and ones nobody knows. */
const oddZone = fc.constantFrom(
  'US/Pacific-New',
  'Mars/Olympus',
  'europe/madrid',
  'EST5EDT',
  'Etc/GMT+14',
  '+05:30',
);

/** Valid-looking values for fields whose rule the JSON Schema cannot say (refinements, formats). */
const hinted: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/).map((local) => `${local}@example.test`),
  businessPhone: fc.constantFrom('612 345 678', '0034 612345678'),
  pace: fc.integer({ min: 30, max: 120 }).map((tenths) => tenths / 10),
  password: fc.constantFrom('correct horse', 'another secret'),
  date: fc.oneof({ weight: 3, arbitrary: nearDate }, { weight: 1, arbitrary: oddDate }),
  until: fc.oneof({ weight: 3, arbitrary: nearDate }, { weight: 1, arbitrary: oddDate }),
  time: fc.constantFrom('07:30', '18:00', '23:59', '00:00'),
  timezone: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('Europe/Madrid', 'UTC', 'America/New_York') },
    { weight: 1, arbitrary: oddZone },
  ),
  tz: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('Europe/Madrid', 'UTC') },
    { weight: 1, arbitrary: oddZone },
  ),
  token: fc.stringMatching(/^[0-9a-f]{64}$/),
  near: fc.constantFrom('40.42,-3.68', '0,0', '90,180'),
  whatsappGroupLink: fc.constantFrom('https://chat.whatsapp.com/abc', null),
  website: fc.constantFrom('https://example.test', null),
};

function fromJsonSchema(schema: JsonSchema, key?: string): fc.Arbitrary<unknown> {
  if (key && hinted[key]) return hinted[key];
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => fromJsonSchema(choice, key)));
  switch (schema.type) {
    case 'string':
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 60),
        unit: 'grapheme',
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? fromJsonSchema(schema.items) : hostileValue, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([name, property]) => {
        const value = fromJsonSchema(property, name);
        return [name, required.has(name) ? value : fc.option(value, { nil: undefined })] as const;
      });
      return fc.record(Object.fromEntries(entries));
    }
    default:
      return hostileValue;
  }
}

/** Objects of the schema's shape, then bent: a field made hostile, dropped, or a forbidden key added. */
export function fuzzedObject(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = fromJsonSchema(json).map((value) => withoutUndefined(value));
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.nat(), hostileValue)
        .map(([value, pick, hostile]) => replaceOneField(value, pick, hostile)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valid,
          fc.oneof(prototypeKey, fc.constantFrom('role', 'isActive', 'id', 'hostId')),
          hostileValue,
        )
        .map(([value, key, hostile]) => withExtraKey(value, key, hostile)),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

function withoutUndefined(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

function replaceOneField(value: unknown, pick: number, hostile: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostile;
  const keys = Object.keys(value);
  if (keys.length === 0) return hostile;
  const key = keys[pick % keys.length] as string;
  return { ...value, [key]: hostile };
}

function withExtraKey(value: unknown, key: string, extra: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  // Written as JSON text and parsed, so "__proto__" becomes an own key as it would arriving over the wire. Joined
  // by hand, not with String.replace: a hostile string's "$'" or "$&" would be read as a replacement pattern.
  const rest = JSON.stringify(value).slice(1);
  return JSON.parse(
    `{${JSON.stringify(key)}:${JSON.stringify(extra)}${rest === '}' ? '' : ','}${rest}`,
  ) as unknown;
}

/** A query string from an object: arrays repeat their key, objects are sent as their JSON text. */
export function toQueryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return value === undefined ? '' : `?${encodeURIComponent(asText(value))}`;
  }
  const params = new URLSearchParams();
  for (const [key, entry] of Object.entries(value)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      params.append(key, asText(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Any value as text; objects (some without a prototype) as their JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
