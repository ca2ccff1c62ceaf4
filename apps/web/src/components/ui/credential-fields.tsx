import type { UseFormRegisterReturn } from 'react-hook-form';
import { t } from '@/lib/i18n';
import { FormField } from './form-field';
import { Input } from './input';

interface FieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The e-mail field every account form has (log-in, sign-up, profile). */
export function EmailField({ registration, error }: FieldProps) {
  return (
    <FormField label={t('core.ui.email')} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('core.ui.emailPlaceholder')}
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
    <FormField label={t('core.ui.password')} description={description} error={error}>
      {(control) => <Input {...control} type="password" autoComplete={autoComplete} {...registration} />}
    </FormField>
  );
}
