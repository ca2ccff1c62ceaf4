import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface CharacterLimit {
  /** The text's length now. */
  length: number;
  /** The most the field takes (its control stops there with maxLength). */
  max: number;
}

/**
 * "12/120" under a text control with a limit (docs/product.md §5 "Messages"). The figures are for the eye;
 * a screen reader reads "12 of 120 characters" after the control.
 */
export function CharacterCount({ length, max }: CharacterLimit) {
  return (
    <p className={cn('text-right text-xs tabular-nums', length >= max ? 'text-red-700' : 'text-slate-600')}>
      <span aria-hidden="true">
        {length}/{max}
      </span>
      <span className="sr-only">{t('core.form.characterCount', { length, max })}</span>
    </p>
  );
}
