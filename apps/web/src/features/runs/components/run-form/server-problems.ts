// Where the run form shows a refused save's messages (docs/product.md §5 "Create run"): under the field, the pace
// group's field, the groups, the repeat choice or the questions they concern. Pure: the form applies them.
import { isAppError } from '@runtogether/shared/errors/app-error';
import { runFormFieldNames } from '../../utils/run-form-values';

export type FieldName = (typeof runFormFieldNames)[number];

// The API names a few things the form shows elsewhere: the zone and the pin go with the address (the zone is
// the pin's: docs/product.md §5 "Create run").
const serverFieldToFormField: Record<string, FieldName> = {
  timezone: 'address',
  latitude: 'address',
  longitude: 'address',
};

export interface ServerProblems {
  /** Each field's first message, in page order (the first takes the focus). */
  fields: [FieldName, string][];
  /** A group's field's message, keyed 'index.field' as the groups' own problems are ('1.maxParticipants'). */
  groupFields: Map<string, string>;
  /** The groups list's own message ('groups'). */
  groups?: string;
  repeat?: string;
  questions?: string;
}

/** The refusal's messages by where they go; null when it names no field (the form then says saving failed). */
export function serverProblems(error: unknown): ServerProblems | null {
  if (!isAppError(error) || !error.fields) return null;
  const entries = Object.entries(error.fields);
  const fieldMessages = new Map<FieldName, string>();
  const groupFields = new Map<string, string>();
  const problems: ServerProblems = { fields: [], groupFields };
  for (const [path, message] of entries) {
    // A message about one item of a list ('tags.3') belongs to the list's field.
    const [key = path, index, field] = path.split('.');
    if (key === 'groups') {
      if (index !== undefined && field !== undefined) groupFields.set(`${index}.${field}`, message);
      else problems.groups ??= message;
    } else if (key === 'repeat') problems.repeat ??= message;
    else if (key === 'questions') problems.questions ??= message;
    else {
      const name = serverFieldToFormField[key] ?? runFormFieldNames.find((candidate) => candidate === key);
      if (name && !fieldMessages.has(name)) fieldMessages.set(name, message);
    }
  }
  problems.fields = runFormFieldNames.flatMap((name) => {
    const message = fieldMessages.get(name);
    return message === undefined ? [] : [[name, message] as [FieldName, string]];
  });
  const placed =
    problems.fields.length > 0 ||
    groupFields.size > 0 ||
    problems.groups ||
    problems.repeat ||
    problems.questions;
  return placed ? problems : null;
}
