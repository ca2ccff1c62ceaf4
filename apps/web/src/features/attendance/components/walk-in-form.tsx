import { zodResolver } from '@hookform/resolvers/zod';
import { walkInSchema, type WalkInInput } from '@runtogether/shared/attendance/attendance.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { t, translateText } from '@/lib/i18n';
import { useAddWalkIn } from '../api/add-walk-in';

type WalkInFormValues = z.input<typeof walkInSchema>;

/** A schema's message is a key (or already the server's words): shown in the page's language. */
const fieldError = (message: string | undefined) =>
  message === undefined ? undefined : translateText(message);

/** "Add a walk-in": a name and, if they like, an e-mail address; the same rules as the server's. */
export function WalkInForm({
  runId,
  disabled,
  onClose,
}: {
  runId: number;
  disabled: boolean;
  onClose: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const addWalkIn = useAddWalkIn(runId);
  const form = useForm<WalkInFormValues, unknown, WalkInInput>({
    resolver: zodResolver(walkInSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;
  // The button that opened the form is gone: the focus moves on to the form's first field, not the page's top.
  useEffect(() => form.setFocus('name'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { walkIn } = await addWalkIn.mutateAsync(values);
      toast.success(t('host.checkIn.walkInForm.added', { name: walkIn.name }));
      form.reset();
      form.setFocus('name');
    } catch (error) {
      if (isAppError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'name' || field === 'email') form.setError(field, { message });
        }
        return;
      }
      setFormError(error instanceof Error ? error.message : t('host.checkIn.walkInForm.failed'));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('host.checkIn.addWalkIn')}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4"
    >
      <FormField label={t('host.checkIn.walkInForm.name')} error={fieldError(errors.name?.message)}>
        {(control) => (
          <Input
            {...control}
            className="h-12"
            autoComplete="off"
            maxLength={100}
            {...form.register('name')}
          />
        )}
      </FormField>
      <FormField label={t('host.checkIn.walkInForm.email')} error={fieldError(errors.email?.message)}>
        {(control) => (
          <Input
            {...control}
            className="h-12"
            type="email"
            autoComplete="off"
            maxLength={254}
            {...form.register('email')}
          />
        )}
      </FormField>
      {formError && <Alert>{formError}</Alert>}
      <div className="flex gap-2">
        <SubmitButton
          busy={addWalkIn.isPending}
          busyLabel={t('host.checkIn.walkInForm.adding')}
          size="lg"
          className="flex-1"
          disabled={disabled}
        >
          {t('host.checkIn.walkInForm.submit')}
        </SubmitButton>
        <Button type="button" variant="ghost" size="lg" onClick={onClose}>
          {t('host.checkIn.walkInForm.close')}
        </Button>
      </div>
    </form>
  );
}
