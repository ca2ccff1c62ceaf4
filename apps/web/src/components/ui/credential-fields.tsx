import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

interface FieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The e-mail field every account form has (log-in, sign-up, profile). */
export function EmailField({ registration, error }: FieldProps) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...registration}
        />
      )}
    </FormField>
  );
}

/** A password field: `current-password` to log in, `new-password` (with its rule shown) to sign up. */
export function PasswordField({
  registration,
  error,
  autoComplete,
  description,
}: FieldProps & { autoComplete: 'current-password' | 'new-password'; description?: string }) {
  return (
    <FormField label="Password" description={description} error={error}>
      {(control) => <Input {...control} type="password" autoComplete={autoComplete} {...registration} />}
    </FormField>
  );
}
