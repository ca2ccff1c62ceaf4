// Compiles ICU MessageFormat to the data Lingui's runtime interprets. Run by the server (and tests), never in the
// browser, which receives catalogues already compiled.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue } from './catalogue';
import type { CompiledCatalogue } from './translator';

export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  return Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, compileMessage(text)]));
}
