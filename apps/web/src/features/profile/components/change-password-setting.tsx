import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@runtogether/shared/auth/auth.schemas';
import {
  passwordChangeFormSchema,
  type PasswordChangeFormValues,
} from '@runtogether/shared/auth/password.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { useForm } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { applyServerFieldErrors, registerInOrder } from '@/lib/form';
import { t } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';

const fieldNames = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: PasswordChangeFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Profile Settings' "Change password" (docs/decisions/066): the current password proves it is the owner; the
 * account's other devices are signed out, this one stays.
 */
export function ChangePasswordSetting() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const fields = registerInOrder(form.register, fieldNames);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(t('auth.password.changed'));
      form.reset(empty);
    } catch (error) {
      // A wrong current password (403) and the rules (400) come with the field they are about.
      if (applyServerFieldErrors(error, fieldNames, form.setError)) return;
      const description = isAppError(error) && error.status < 500 ? error.message : undefined;
      toast.error(t('auth.password.changeFailed'), { description });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('auth.password.changeTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-4 text-sm text-slate-600">{t('auth.password.changeIntro')}</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label={t('auth.password.current')} error={errors.currentPassword?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...fields.currentPassword}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('auth.password.new')}
              description={t('auth.signup.passwordHint', { min: PASSWORD_MIN })}
              error={errors.newPassword?.message}
            >
              {(control) => (
                <Input {...control} type="password" autoComplete="new-password" {...fields.newPassword} />
              )}
            </FormField>
            <FormField label={t('auth.password.confirm')} error={errors.confirmPassword?.message}>
              {(control) => (
                <Input {...control} type="password" autoComplete="new-password" {...fields.confirmPassword} />
              )}
            </FormField>
          </div>
          <SubmitButton
            busy={change.isPending}
            busyLabel={t('auth.password.changing')}
            className="self-start"
          >
            {t('auth.password.change')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
