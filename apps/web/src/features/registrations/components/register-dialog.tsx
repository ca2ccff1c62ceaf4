import { zodResolver } from '@hookform/resolvers/zod';
import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  DEFAULT_USER_PACE,
  REGISTRATION_PACE_STEP,
  registrationApiMessages,
  registrationFormSchema,
  type MyRegistration,
  type RegistrationFormInput,
} from '@runtogether/shared/registrations/registration.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { PaceSlider } from '@/components/ui/pace-slider';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/credential-fields';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { applyServerFieldErrors, registerInOrder } from '@/lib/form';
import { useRegisterForRun } from '../api/register-for-run';
import { snapPaceToTenth } from '../utils/pace';

const fieldNames = ['name', 'email', 'pace'] as const;

interface RegisterDialogProps {
  run: Pick<Run, 'id' | 'title'>;
  user: Pick<User, 'name' | 'email'>;
  /** The run has no spots left: the runner joins the waitlist. */
  full: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server took the registration (the dialog has closed). */
  onRegistered: (registration: MyRegistration) => void;
}

/**
 * Spec §4 "Registration dialog flow" and §5 "Run registration form": name, e-mail and preferred pace, stored
 * with the registration (DESIGN decision 4). A conflict (already registered, run started) is the server's to
 * explain; anything else gets the spec's failure toast and the form stays filled in for another try.
 */
export function RegisterDialog({ run, user, full, open, onOpenChange, onRegistered }: RegisterDialogProps) {
  const registration = useRegisterForRun();
  const form = useForm<RegistrationFormInput>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onChange',
    defaultValues: { name: user.name, email: user.email, pace: DEFAULT_USER_PACE },
  });
  const { errors } = form.formState;
  const fields = {
    ...registerInOrder(form.register, ['name', 'email'] as const),
    pace: form.register('pace', { setValueAs: snapPaceToTenth }),
  };
  const pace = useWatch({ control: form.control, name: 'pace' });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await registration.mutateAsync({ runId: run.id, input });
      onOpenChange(false);
      if (saved.status === 'waitlisted') {
        toast.success(registrationApiMessages.waitlisted(saved.waitlistPosition ?? 1));
      } else {
        toast.success(registrationApiMessages.registered);
      }
      onRegistered(saved);
    } catch (error) {
      if (isAppError(error) && error.status === 409) {
        // Already registered or the run has started: nothing to retry, the page shows the new state.
        onOpenChange(false);
        toast.error(error.message);
        return;
      }
      applyServerFieldErrors(error, fieldNames, form.setError);
      const description = isAppError(error) && error.status < 500 ? error.message : undefined;
      toast.error(registrationApiMessages.registerFailed, { description });
    }
  });

  const busy = registration.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent hideCloseButton={busy}>
        <DialogHeader>
          <DialogTitle>{full ? 'Join the Waitlist' : 'Register for this Run'}</DialogTitle>
          <DialogDescription>
            {full
              ? `“${run.title}” is full. Join the waitlist and you'll get the first spot that opens up.`
              : `Save your spot for “${run.title}”. The host sees your name and pace.`}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label="Name" error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...fields.name} />}
          </FormField>
          <EmailField registration={fields.email} error={errors.email?.message} />
          <FormField label="Preferred pace" error={errors.pace?.message}>
            {(control) => (
              <PaceSlider
                control={control}
                registration={fields.pace}
                pace={pace}
                step={REGISTRATION_PACE_STEP}
              />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton busy={busy} busyLabel="Registering...">
              {full ? 'Join Waitlist' : 'Register'}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
