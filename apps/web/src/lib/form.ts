import { isAppError } from '@runtogether/shared/errors/app-error';
import type {
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetError,
} from 'react-hook-form';

/**
 * Puts the server's per-field messages (a 400's `fields`) on the form's own fields and focuses the first one.
 * Returns whether any landed; fields the form does not have are left to the form-level message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  formFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isAppError(error) || !error.fields) return false;
  const known = formFields.filter((name) => error.fields?.[name] !== undefined);
  known.forEach((name, index) => {
    setError(name, { type: 'server', message: error.fields?.[name] }, { shouldFocus: index === 0 });
  });
  return known.length > 0;
}

/**
 * Registers the fields in the order they appear on the page, before any is rendered: react-hook-form focuses
 * the first invalid field in registration order, which would otherwise follow the order of rendering.
 */
export function registerInOrder<T extends FieldValues, const N extends Path<T>>(
  register: UseFormRegister<T>,
  names: readonly N[],
): Record<N, UseFormRegisterReturn<N>> {
  return Object.fromEntries(names.map((name) => [name, register(name)])) as Record<
    N,
    UseFormRegisterReturn<N>
  >;
}
