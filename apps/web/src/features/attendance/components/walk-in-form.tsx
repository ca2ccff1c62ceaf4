import { zodResolver } from '@hookform/resolvers/zod';
import { walkInSchema, type WalkInInput } from '@runtogether/shared/attendance/attendance.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { useAddWalkIn } from '../api/add-walk-in';

type WalkInFormValues = z.input<typeof walkInSchema>;

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

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { walkIn } = await addWalkIn.mutateAsync(values);
      toast.success(`${walkIn.name} added as a walk-in`);
      form.reset();
      form.setFocus('name');
    } catch (error) {
      if (isAppError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'name' || field === 'email') form.setError(field, { message });
        }
        return;
      }
      setFormError(error instanceof Error ? error.message : 'Failed to add the walk-in. Please try again.');
    }
  });

  return (
    <form
      noValidate
      aria-label="Add a walk-in"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4"
    >
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} className="h-12" autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField label="E-mail (optional)" error={errors.email?.message}>
        {(control) => (
          <Input {...control} className="h-12" type="email" autoComplete="off" {...form.register('email')} />
        )}
      </FormField>
      {formError && <Alert>{formError}</Alert>}
      <div className="flex gap-2">
        <SubmitButton
          busy={addWalkIn.isPending}
          busyLabel="Adding..."
          size="lg"
          className="flex-1"
          disabled={disabled}
        >
          Add walk-in
        </SubmitButton>
        <Button type="button" variant="ghost" size="lg" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
