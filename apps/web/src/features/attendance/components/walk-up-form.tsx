import { checkInWindow } from '@runtogether/shared/attendance/attendance.rules';
import { walkUpMessages } from '@runtogether/shared/attendance/walk-up.schemas';
import { dateKeyInZone, formatShortDate, timeInZone } from '@runtogether/shared/dates/date.rules';
import { isAppError } from '@runtogether/shared/errors/app-error';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { preselectedGroup } from '@runtogether/shared/runs/run-groups.rules';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { GroupChoice } from '@/components/sign-up/sign-up-fields';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  emptySignUp,
  SignUpFields,
  signUpBody,
  signUpErrors,
  type SignUpValue,
} from '@/components/sign-up/sign-up-fields';
import { intlLocale, t, translateText } from '@/lib/i18n';
import { useWalkUp } from '../api/walk-up';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The guest's form behind the "Join this run" QR code (docs/decisions/055): name, e-mail, the run's questions
 * and waiver, an emergency contact when the run asks for one. One screen, big controls, done in half a minute.
 */
export function WalkUpForm({
  run,
  code,
}: {
  run: Pick<
    Run,
    | 'id'
    | 'title'
    | 'questions'
    | 'requireEmergencyContact'
    | 'startsAt'
    | 'timezone'
    | 'maxParticipants'
    | 'currentParticipants'
    | 'groups'
  >;
  code: string;
}) {
  const walkUp = useWalkUp(run.id);
  const refusal = useRefusal(run);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [signUp, setSignUp] = useState<SignUpValue>(emptySignUp);
  // A guest chooses a pace group as a registering runner does, starting on the first with room
  // (docs/decisions/052).
  const [groupId, setGroupId] = useState(() => preselectedGroup(run.groups, null, run)?.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each refusal, the form's or the server's, takes the focus to the first field with a message: on a phone the
  // message may be above the screen's top while the focus stayed on "Join".
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (walkUp.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-3 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-700" />
        <h1 className="text-3xl font-extrabold text-slate-900">{t('host.walkUp.joined')}</h1>
        <p className="text-lg text-slate-800">{walkUp.data.runTitle}</p>
        <p className="text-slate-700">{t('host.walkUp.emailSent')}</p>
      </div>
    );
  }

  // What the run's public data already says would be refused: said before the form, not after it
  // (the server still refuses, docs/decisions/055 and 057).
  if (refusal) {
    return (
      <div className="flex flex-col gap-4">
        <header>
          <h1 className="text-2xl font-extrabold text-slate-900">{t('host.walkUp.title')}</h1>
          <p className="text-lg font-semibold wrap-anywhere text-slate-800">{run.title}</p>
        </header>
        <Alert tone="info" role="status">
          {refusal}
        </Alert>
      </div>
    );
  }

  const submit = () => {
    const found = signUpErrors(run.questions, run.requireEmergencyContact, signUp);
    if (name.trim().length < 2) found.name = walkUpMessages.name;
    if (!EMAIL_PATTERN.test(email.trim())) found.email = walkUpMessages.email;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    walkUp.mutate(
      {
        code,
        name: name.trim(),
        email: email.trim(),
        groupId,
        ...signUpBody(signUp, run.requireEmergencyContact),
      },
      { onError: (error) => setErrors(isAppError(error) ? (error.fields ?? {}) : {}) },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <header>
        <h1 className="text-2xl font-extrabold text-slate-900">{t('host.walkUp.title')}</h1>
        <p className="text-lg font-semibold wrap-anywhere text-slate-800">{run.title}</p>
        <p className="text-sm text-slate-700">{t('host.walkUp.intro')}</p>
      </header>
      <FormField label={t('host.walkUp.name')} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('host.walkUp.email')} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      {run.groups.length > 0 && (
        <GroupChoice
          groups={run.groups}
          run={run}
          value={groupId}
          onChange={setGroupId}
          fullLabel={t('host.walkUp.groupFull')}
          error={errors.groupId && translateText(errors.groupId)}
        />
      )}
      <SignUpFields
        questions={run.questions}
        askEmergencyContact={run.requireEmergencyContact}
        value={signUp}
        onChange={setSignUp}
        errors={errors}
      />
      {/* Once: a refusal about a field (an address already registered) is said under that field. */}
      {walkUp.isError && !shownAtField(errors, walkUp.error.message) && <Alert>{walkUp.error.message}</Alert>}
      <SubmitButton busy={walkUp.isPending} busyLabel={t('host.walkUp.joining')} className="h-12 text-lg">
        {t('host.walkUp.submit')}
      </SubmitButton>
    </form>
  );
}

/** A field's message the form shows under one of its controls (the join code has none). */
const shownAtField = (errors: Record<string, string>, message: string) =>
  Object.entries(errors).some(([field, text]) => field !== 'code' && text === message);

/**
 * Why the page can already tell a guest they cannot join: the run is full (its places taken, guests included), or
 * check-in is not open yet (with the day, unless today, and the time on the run's clock) or is over. Looked at
 * again when check-in opens.
 */
function useRefusal(
  run: Pick<Run, 'startsAt' | 'timezone' | 'maxParticipants' | 'currentParticipants'>,
): string | null {
  const [now, setNow] = useState(() => Date.now());
  const window = checkInWindow(new Date(run.startsAt), new Date(now));
  const wait = window.opensAt.getTime() - now;
  useEffect(() => {
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [wait]);
  if (window.state === 'closed') return translateText(walkUpMessages.expiredCode);
  if (window.state === 'before') {
    const day = dateKeyInZone(window.opensAt, run.timezone);
    const time = timeInZone(window.opensAt, run.timezone);
    return day === dateKeyInZone(new Date(now), run.timezone)
      ? t('host.walkUp.opensAt', { time })
      : t('host.walkUp.opensOn', { date: formatShortDate(day, intlLocale()), time });
  }
  if (run.maxParticipants !== null && run.currentParticipants >= run.maxParticipants) {
    return translateText(walkUpMessages.full);
  }
  return null;
}
