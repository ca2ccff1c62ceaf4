// Shared message constants are catalogue keys: tests that compare an answer with one compare with its
// English, which is what a request without a language preference gets.
import { translateText } from '../lib/i18n';

/** The English of a message key (any other text as it is). */
export const english = (text: string): string => translateText('en', text);
