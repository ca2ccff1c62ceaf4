import { zodResolver } from '@hookform/resolvers/zod';
import { runnerSignupSchema } from '@runtogether/shared/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors, registerInOrder } from '@/lib/form';
import { t } from '@/lib/i18n';
import { useSignupSubmit } from '../hooks/use-signup-submit';
import { SignupCredentials } from './signup-credentials';

type RunnerValues = z.input<typeof runnerSignupSchema>;
const fieldNames = ['name', 'email', 'password'] as const;

/** docs/product.md §5 "Runner sign-up": name, e-mail, password, checked as the user types. */
export function RunnerSignupForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { submit, formError, isPending } = useSignupSubmit();
  const form = useForm<RunnerValues, unknown, z.output<typeof runnerSignupSchema>>({
    resolver: zodResolver(runnerSignupSchema),
    mode: 'onChange',
    defaultValues: { role: 'runner', name: '', email: initialEmail, password: '' },
  });
  const { errors } = form.formState;
  const fields = registerInOrder(form.register, fieldNames);

  const onSubmit = form.handleSubmit((values) =>
    submit(values, (error) => applyServerFieldErrors(error, fieldNames, form.setError)),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('auth.signup.name')} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...fields.name} />}
      </FormField>
      <SignupCredentials
        email={fields.email}
        password={fields.password}
        errors={{ email: errors.email?.message, password: errors.password?.message }}
        formError={formError}
        isPending={isPending}
      />
    </form>
  );
}
