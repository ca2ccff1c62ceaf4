import { useId, type ReactNode } from 'react';
import { translateText } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { CharacterCount, type CharacterLimit } from './character-count';
import { Label } from './label';

/** What a control needs to be tied to its label, its error and its status line. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** The field's validation message; marks the control invalid and is read with it. */
  error?: string;
  /** Static help text under the control. */
  description?: ReactNode;
  /**
   * A status line that changes while the user types (e.g. an address lookup). Pass `null` for "nothing to say
   * yet": the region is kept in the page so screen readers announce what appears in it later.
   */
  status?: ReactNode;
  /** A text control's limit: a counter ("12/120") under it; the control itself takes maxLength={max}. */
  limit?: CharacterLimit;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, and the texts that describe it, wired with ids, aria-describedby and aria-invalid. */
export function FormField({ label, error, description, status, limit, className, children }: FormFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const hasStatus = status !== undefined;
  const describedBy =
    [description ? descriptionId : null, hasStatus && status ? statusId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {/* Read after the control, not with its description: a count per keystroke would drown the rest. */}
      {limit && <CharacterCount {...limit} />}
      {description && (
        <p id={descriptionId} className="text-xs text-slate-600">
          {description}
        </p>
      )}
      {hasStatus && (
        <div id={statusId} aria-live="polite" className="text-sm empty:hidden">
          {status}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}
