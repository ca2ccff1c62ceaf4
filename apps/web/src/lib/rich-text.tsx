import { Fragment, type ReactNode } from 'react';
import { t, type MessageKey } from '@/lib/i18n';

const MARK = '\u0000';

/**
 * A sentence with elements inside it (a link, a bold address): the message has `{name}` where each of `parts`
 * goes, so a translation keeps the whole sentence and may move the parts around.
 */
export function tRich(key: MessageKey, parts: Record<string, ReactNode>): ReactNode {
  const values = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(key, values)
    .split(MARK)
    .map((piece, index) => <Fragment key={index}>{index % 2 ? parts[piece] : piece}</Fragment>);
}
