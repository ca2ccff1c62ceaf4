// A row's id in an address, read as the API writes it: decimal digits with no sign, spaces, leading zeros,
// exponent or fraction, so one thing has one address (`/api/events/05`, `0x5` or `5.0` are not run 5).
import { z } from 'zod';
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';
import { withValues } from '../i18n/message-values';

const notWhole = withValues(msg('validation.field.wholeNumber'), { field: msg('validation.label.field') });

/** A positive integer id in a path, as a number. */
export const pathId = () =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]*)$/, { error: notWhole })
    .transform(Number)
    .pipe(z.number().int().positive());
