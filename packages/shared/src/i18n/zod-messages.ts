// Zod's own wording ("Too big: expected string to have <=120 characters") never reaches a runner: every issue a
// schema leaves without a message of its own becomes a catalogue sentence naming the field and its limit ("The
// title can be at most 120 characters"), in the reader's language. Imported by every module that defines
// input schemas, so it is set wherever they are used (server, browser, tests).
import { z } from 'zod';
import { msg, type MessageKey } from './keys';
import { withValues } from './message-values';

/** A field's name as a sentence says it; a field not named here is "this field". */
const labels: Record<string, MessageKey> = {
  title: msg('validation.label.title'),
  description: msg('validation.label.description'),
  content: msg('validation.label.content'),
  body: msg('validation.label.message'),
  date: msg('validation.label.date'),
  until: msg('validation.label.date'),
  time: msg('validation.label.time'),
  timezone: msg('validation.label.timezone'),
  tz: msg('validation.label.timezone'),
  location: msg('validation.label.location'),
  address: msg('validation.label.address'),
  distance: msg('validation.label.distance'),
  pace: msg('validation.label.pace'),
  maxParticipants: msg('validation.label.maxParticipants'),
  tags: msg('validation.label.tags'),
  whatsappGroupLink: msg('validation.label.whatsappGroupLink'),
  latitude: msg('validation.label.latitude'),
  longitude: msg('validation.label.longitude'),
  name: msg('validation.label.name'),
  email: msg('validation.label.email'),
  password: msg('validation.label.password'),
  phone: msg('validation.label.phone'),
  businessName: msg('validation.label.businessName'),
  businessLocation: msg('validation.label.businessLocation'),
  businessPhone: msg('validation.label.phone'),
  businessDescription: msg('validation.label.businessDescription'),
  businessType: msg('validation.label.businessType'),
  website: msg('validation.label.website'),
  instagram: msg('validation.label.link'),
  facebook: msg('validation.label.link'),
  twitter: msg('validation.label.link'),
  linkedin: msg('validation.label.link'),
  google_review: msg('validation.label.link'),
  limit: msg('validation.label.limit'),
};

export function labelOf(path: readonly PropertyKey[] | undefined): MessageKey {
  const name = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  return (name !== undefined && labels[name]) || msg('validation.label.field');
}

export type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>['customError']>>[0];

/** The sentence for an issue, as a key with its values (message-values.ts). The server adds API clients' cases. */
export function issueMessage(issue: Issue): string {
  const field = labelOf(issue.path);
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return withValues(msg('validation.field.tooLong'), { field, max });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return withValues(msg('validation.field.tooMany'), { field, max });
      }
      // positive(), lt(): the bound itself is refused, so "at most 0" would be wrong.
      if (issue.inclusive === false) return withValues(msg('validation.field.below'), { field, max });
      return withValues(msg('validation.field.tooHigh'), { field, max });
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1
          ? withValues(msg('validation.field.required'), { field })
          : withValues(msg('validation.field.tooShort'), { field, min });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return withValues(msg('validation.field.tooFew'), { field, min });
      }
      if (issue.inclusive === false) return withValues(msg('validation.field.above'), { field, min });
      return withValues(msg('validation.field.tooLow'), { field, min });
    }
    case 'invalid_type':
      if (issue.input === undefined) return withValues(msg('validation.field.required'), { field });
      if (issue.expected === 'int') return withValues(msg('validation.field.wholeNumber'), { field });
      if (issue.expected === 'number') return withValues(msg('validation.field.number'), { field });
      // A body that is not an object at all (null, a list, a string) has no field to name.
      if (issue.expected === 'object' && !issue.path?.length) return msg('validation.api.jsonObject');
      if (issue.expected === 'string') return withValues(msg('validation.field.text'), { field });
      if (issue.expected === 'boolean') return withValues(msg('validation.field.yesNo'), { field });
      if (issue.expected === 'array') return withValues(msg('validation.field.list'), { field });
      return withValues(msg('validation.field.invalid'), { field });
    case 'invalid_value':
      return withValues(msg('validation.field.choice'), { field });
    case 'unrecognized_keys':
      return withValues(msg('validation.field.unknownKeys'), { keys: issue.keys.join(', ') });
    default:
      return withValues(msg('validation.field.invalid'), { field });
  }
}

// In the browser, zod runs without compiling parsers (`jitless`): otherwise it probes `new Function` once, and
// our CSP (no 'unsafe-eval') reports a violation. Every schema module imports this one before it parses.
z.config({ customError: issueMessage, jitless: 'document' in globalThis });

/**
 * A row's id in an address, read as the API writes it: decimal digits with no sign, spaces, leading zeros, exponent
 * or fraction, so one thing has one address (`/api/events/05`, `0x5` or `5.0` are not run 5). It lives here, beside
 * the sentences, because every schema module that names an id imports this one: a module of its own became a
 * separate chunk that every page's route manifest lists (decision 014's budgets).
 */
export const pathId = () =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]*)$/, {
      error: () => withValues(msg('validation.field.wholeNumber'), { field: msg('validation.label.field') }),
    })
    .transform(Number)
    .pipe(z.number().int().positive());
