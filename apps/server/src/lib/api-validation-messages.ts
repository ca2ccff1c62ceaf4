// The web app's forms only send values of the right shape; an API client may send a list where an object goes,
// a value outside a fixed list, or a list where text or a number goes. For those, the API's message says what the
// field takes ("The role must be one of: runner, business."). Kept out of the shared sentences (zod-messages.ts) so the browser does not carry them.
import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import { withValues } from '@runtogether/shared/i18n/message-values';
import { issueMessage, labelOf, type Issue } from '@runtogether/shared/i18n/zod-messages';
import { z } from 'zod';

/** Fields only an API client names wrongly; the others are labelled by the shared sentences. */
const apiLabels: Record<string, MessageKey> = {
  role: msg('validation.label.role'),
  answers: msg('validation.label.answers'),
};

const MAX_LISTED = 12;

/** What a value of a JSON type is called in a sentence ("must be text or true or false"). */
const kinds: Record<string, MessageKey> = {
  string: msg('validation.kind.text'),
  number: msg('validation.kind.number'),
  boolean: msg('validation.kind.boolean'),
};

/** The two kinds a union of two types takes (an answer: text or true/false), when both branches refused the type. */
function eitherKind(issue: Issue): [MessageKey, MessageKey] | undefined {
  if (issue.code !== 'invalid_union' || issue.errors.length !== 2) return undefined;
  const expected = issue.errors.map(([first, ...rest]) =>
    first?.code === 'invalid_type' && rest.length === 0 ? kinds[first.expected] : undefined,
  );
  const [a, b] = expected;
  return a && b ? [a, b] : undefined;
}

function apiIssueMessage(issue: Issue): string | undefined {
  const last = issue.path?.at(-1);
  const field = (typeof last === 'string' && apiLabels[last]) || labelOf(issue.path);
  if (issue.code === 'invalid_type' && issue.path?.length) {
    if (issue.expected === 'record' || issue.expected === 'object') {
      return withValues(msg('validation.field.object'), { field });
    }
  }
  // A discriminated union (signup's role) lists its values as `options`, an enum or a literal as `values`.
  const values: unknown = issue.code === 'invalid_value' ? issue.values : issue.options;
  if (
    Array.isArray(values) &&
    values.length > 0 &&
    values.length <= MAX_LISTED &&
    values.every((value) => typeof value === 'string')
  ) {
    return withValues(msg('validation.field.oneOf'), { field, options: values.join(', ') });
  }
  const either = eitherKind(issue);
  if (either)
    return withValues(msg('validation.field.either'), { field, first: either[0], second: either[1] });
  return undefined;
}

/** Zod's sentences for the whole server: the shared ones, with the API clients' cases above first. */
export function useApiValidationMessages() {
  z.config({ customError: (issue) => apiIssueMessage(issue) ?? issueMessage(issue) });
}
