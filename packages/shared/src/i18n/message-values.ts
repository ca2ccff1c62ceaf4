// A message key with its values as one string ("validation.field.tooLong|{"field":…,"max":120}"), so a message
// that needs values travels where a plain key does: an error's message or field message, a form field's error.
// No zod and no catalogue here: the browser's error path imports it.
import type { MessageKey } from './keys';

export type TextValues = Record<string, string | number>;

const SEPARATOR = '|';

/** The key and its values as one text; values that are keys themselves (a field's label) are translated too. */
export const withValues = (key: MessageKey, values: TextValues): string =>
  `${key}${SEPARATOR}${JSON.stringify(values)}`;

function split(text: string): { key: string; values?: TextValues } {
  const at = text.indexOf(SEPARATOR);
  if (at < 0) return { key: text };
  try {
    const values: unknown = JSON.parse(text.slice(at + 1));
    if (typeof values === 'object' && values !== null && !Array.isArray(values)) {
      return { key: text.slice(0, at), values: values as TextValues };
    }
  } catch {
    // Not ours: a plain text that happens to hold the separator.
  }
  return { key: text };
}

/**
 * A text in a language: a key (with or without values) through `translate`, anything else as it is. Shared by
 * the server's and the web's translateText, so both read the same texts.
 */
export function translateMessageText<V extends object>(
  text: string,
  isKey: (key: string) => boolean,
  translate: (key: string, values?: V) => string,
  extra?: V,
): string {
  const { key, values } = split(text);
  if (!isKey(key)) return text;
  if (!values) return translate(key, extra);
  const own = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && isKey(value) ? translate(value) : value,
    ]),
  );
  const sentence = translate(key, { ...extra, ...own } as V);
  // A label may start the sentence ("the title can be…"): sentences start with a capital.
  return sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
}
