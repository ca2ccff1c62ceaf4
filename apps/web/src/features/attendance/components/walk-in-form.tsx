import { zodResolver } from '@hookform/resolvers/zod';
import {
  walkInSchema,
  type Attendance,
  type WalkInInput,
} from '@runtogether/shared/attendance/attendance.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { preselectedGroup } from '@runtogether/shared/runs/run-groups.rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { GroupChoice } from '@/components/sign-up/sign-up-fields';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import {
  emptySignUp,
  SignUpFields,
  signUpBody,
  signUpErrors,
  type SignUpValue,
} from '@/components/sign-up/sign-up-fields';
import { t, translateText } from '@/lib/i18n';
import { useAddWalkIn } from '../api/add-walk-in';

type WalkInFormValues = z.input<typeof walkInSchema>;

/** A schema's message is a key (or already the server's words): shown in the page's language. */
const fieldError = (message: string | undefined) =>
  message === undefined ? undefined : translateText(message);

/**
 * "Add a walk-in": a name and, if they like, an e-mail address, then the run's questions, waiver and emergency
 * contact as the walk-up form asks them (docs/decisions/055); the same rules as the server's.
 */
export function WalkInForm({
  runId,
  run,
  disabled,
  onClose,
}: {
  runId: number;
  run: Pick<Attendance['run'], 'questions' | 'requireEmergencyContact' | 'groups'>;
  disabled: boolean;
  onClose: () => void;
}) {
  const questions = run.questions ?? [];
  const askContact = run.requireEmergencyContact === true;
  const groups = run.groups ?? [];
  // The pace group as a walk-up guest chooses it, starting on the first with room (docs/decisions/052).
  const firstGroup = () => preselectedGroup(groups)?.id;
  const [groupId, setGroupId] = useState(firstGroup);
  const [formError, setFormError] = useState<string | null>(null);
  const [signUp, setSignUp] = useState<SignUpValue>(emptySignUp);
  const [signUpFieldErrors, setSignUpFieldErrors] = useState<Record<string, string>>({});
  const addWalkIn = useAddWalkIn(runId);
  const form = useForm<WalkInFormValues, unknown, WalkInInput>({
    resolver: zodResolver(walkInSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;
  // Each refused submit takes the focus to the first field with a message, as react-hook-form does for the name and
  // e-mail alone: on a phone the message may be above the screen's top, and the focus would stay on the button.
  const formRef = useRef<HTMLFormElement>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  // The button that opened the form is gone: the focus moves on to the form's first field, not the page's top.
  useEffect(() => form.setFocus('name'), [form]);

  const send = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { walkIn } = await addWalkIn.mutateAsync({
        ...values,
        groupId,
        ...signUpBody(signUp, askContact),
      });
      toast.success(t('host.checkIn.walkInForm.added', { name: walkIn.name }));
      // The field references are kept through the reset, so the focus can go straight to the next walk-in's name
      // (a plain reset forgets them until the next render, and the focus stayed on "Add walk-in").
      form.reset(undefined, { keepFieldsRef: true });
      setSignUp(emptySignUp());
      setGroupId(firstGroup());
      form.setFocus('name');
    } catch (error) {
      if (isAppError(error) && error.fields) {
        const others: Record<string, string> = {};
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'name' || field === 'email') form.setError(field, { message });
          else others[field] = message;
        }
        setSignUpFieldErrors(others);
        return;
      }
      setFormError(error instanceof Error ? error.message : t('host.checkIn.walkInForm.failed'));
    }
  });
  // The questions are checked with the name and e-mail, so every message shows at once; nothing is sent then.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const found = signUpErrors(questions, askContact, signUp);
    setSignUpFieldErrors(found);
    if (Object.keys(found).length === 0) return send(event);
    event.preventDefault();
    await form.trigger();
    setAsked((count) => count + 1);
  };

  return (
    <form
      ref={formRef}
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
      {groups.length > 0 && (
        <GroupChoice
          groups={groups}
          value={groupId}
          onChange={setGroupId}
          fullLabel={t('host.walkUp.groupFull')}
          error={fieldError(signUpFieldErrors.groupId)}
        />
      )}
      <SignUpFields
        questions={questions}
        askEmergencyContact={askContact}
        value={signUp}
        onChange={setSignUp}
        errors={signUpFieldErrors}
        acceptLabel={t('host.checkIn.walkInForm.accept')}
      />
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
