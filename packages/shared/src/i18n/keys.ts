// Message keys without the catalogues: what code that stores a key (a schema's message, a table's label) imports,
// so the browser's bundle carries no catalogue (decision 038).
import type { MessageKey } from './catalogue';

export type { MessageKey };

/** Marks a string as a message key where it is stored, to be translated where it is shown. */
export const msg = <K extends MessageKey>(key: K): K => key;
