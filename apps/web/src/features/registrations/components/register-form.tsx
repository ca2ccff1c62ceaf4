import { zodResolver } from '@hookform/resolvers/zod';
import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  DEFAULT_USER_PACE,
  REGISTRATION_PACE_STEP,
  registrationFormSchema,
  type MyRegistration,
  type RegistrationFormInput,
} from '@runtogether/shared/registrations/registration.schemas';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import { useEffect, useState } from 'react';
import {
  emptySignUp,
  SignUpFields,
  signUpBody,
  signUpErrors,
  type SignUpValue,
} from '@/components/sign-up/sign-up-fields';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { PaceSlider } from '@/components/ui/pace-slider';
import { EmailField } from '@/components/ui/credential-fields';
import { FormField } from '@/components/ui/form-field';
import { t, translateText } from '@/lib/i18n';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors, registerInOrder } from '@/lib/form';
import type { useRegisterForRun } from '../api/register-for-run';
import { useUsualPace } from '../api/usual-pace';
import { snapPaceToTenth } from '../utils/pace';
import { isGroupFull, preselectedGroup } from '@runtogether/shared/runs/run-groups.rules';
import { FormDialogFooter } from './form-dialog-footer';
import { GroupChoice } from '@/components/sign-up/sign-up-fields';

const fieldNames = ['name', 'email', 'pace', 'groupId'] as const;

export interface RegisterFormProps {
  run: Pick<Run, 'id' | 'title' | 'groups' | 'maxParticipants' | 'currentParticipants'> &
    Partial<Pick<Run, 'questions' | 'requireEmergencyContact'>>;
  user: Pick<User, 'name' | 'email'> & Partial<Pick<User, 'emergencyContact'>>;
  full: boolean;
  registration: ReturnType<typeof useRegisterForRun>;
  /** What was typed when the dialog last closed: a reopened dialog shows it again. */
  kept: { current: RegistrationFormInput | null };
  onOpenChange: (open: boolean) => void;
  onRegistered: (registration: MyRegistration) => void;
}

/** The registration dialog's form (react-hook-form and zod): loaded when the dialog is about to open. */
export function RegisterForm({
  run,
  user,
  full,
  registration,
  kept,
  onOpenChange,
  onRegistered,
}: RegisterFormProps) {
  const form = useForm<RegistrationFormInput>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onChange',
    defaultValues: kept.current ?? {
      name: user.name,
      email: user.email,
      pace: DEFAULT_USER_PACE,
      // On a run with pace groups the runner picks one (docs/decisions/052), starting on the first with room
      // until the runner's usual pace is known.
      groupId: preselectedGroup(run.groups, null, run)?.id,
    },
  });
  useEffect(() => () => void (kept.current = form.getValues()), [form, kept]);
  // Then on the group with room nearest that pace (docs/decisions/056), unless the runner already chose one.
  // A dialog reopened with what was typed keeps it.
  const [startedEmpty] = useState(() => kept.current === null);
  const usualPace = useUsualPace(run.groups.length > 0 && startedEmpty).data?.usualPace;
  useEffect(() => {
    if (!startedEmpty || usualPace == null || form.getFieldState('groupId').isDirty) return;
    form.setValue('groupId', preselectedGroup(run.groups, usualPace, run)?.id);
  }, [form, run, startedEmpty, usualPace]);
  const { errors } = form.formState;
  const fields = {
    ...registerInOrder(form.register, ['name', 'email'] as const),
    pace: form.register('pace', { setValueAs: snapPaceToTenth }),
  };
  const pace = useWatch({ control: form.control, name: 'pace' });
  // The run's questions and, when the run needs one and the profile has none, an emergency contact
  // (docs/decisions/055).
  const questions = run.questions ?? [];
  const askContact = (run.requireEmergencyContact ?? false) && !user.emergencyContact;
  const [signUp, setSignUp] = useState<SignUpValue>(emptySignUp);
  const [signUpFieldErrors, setSignUpFieldErrors] = useState<Record<string, string>>({});
  const groupId = useWatch({ control: form.control, name: 'groupId' });
  const chosen = run.groups.find((group) => group.id === groupId);
  // A full run waitlists whatever group is chosen (its guests take places too: decision 057).
  const waitlist = full || (chosen !== undefined && isGroupFull(chosen, run));

  const onSubmit = form.handleSubmit(async (input) => {
    const found = signUpErrors(questions, askContact, signUp);
    setSignUpFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const body = { ...input, ...signUpBody(signUp, askContact) };
      const saved = await registration.mutateAsync({ runId: run.id, input: body });
      onOpenChange(false);
      if (saved.status === 'waitlisted') {
        const position = saved.waitlistPosition ?? 1;
        // Only the chosen pace group may be full (docs/decisions/056).
        toast.success(
          chosen
            ? t('runs.register.waitlistedGroup', { group: chosen.name, position })
            : t('runs.register.waitlisted', { position }),
        );
      } else {
        toast.success(t(registrationApiMessages.registered));
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
      if (isAppError(error) && error.fields) setSignUpFieldErrors(error.fields);
      const description = isAppError(error) && error.status < 500 ? error.message : undefined;
      toast.error(t(registrationApiMessages.registerFailed), { description });
    }
  });

  const busy = registration.isPending;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label={t('runs.register.name')}
        error={errors.name?.message && translateText(errors.name.message)}
      >
        {(control) => <Input {...control} autoComplete="name" {...fields.name} />}
      </FormField>
      <EmailField
        registration={fields.email}
        error={errors.email?.message && translateText(errors.email.message)}
      />
      <FormField
        label={t('runs.register.preferredPace')}
        error={errors.pace?.message && translateText(errors.pace.message)}
      >
        {(control) => (
          <PaceSlider
            control={control}
            registration={fields.pace}
            pace={pace}
            step={REGISTRATION_PACE_STEP}
          />
        )}
      </FormField>
      {run.groups.length > 0 && (
        <GroupChoice
          groups={run.groups}
          run={run}
          value={groupId}
          onChange={(id) => form.setValue('groupId', id, { shouldValidate: true, shouldDirty: true })}
          error={errors.groupId?.message && translateText(errors.groupId.message)}
        />
      )}
      <SignUpFields
        questions={questions}
        askEmergencyContact={askContact}
        value={signUp}
        onChange={setSignUp}
        errors={signUpFieldErrors}
      />
      <FormDialogFooter busy={busy} busyLabel={t('runs.register.registering')}>
        {waitlist ? t('runs.register.joinWaitlist') : t('runs.register.submit')}
      </FormDialogFooter>
    </form>
  );
}
