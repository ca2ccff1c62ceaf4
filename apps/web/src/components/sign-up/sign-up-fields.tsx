import { checkAnswers } from '@runtogether/shared/registrations/answers';
import {
  answerField,
  emergencyContactSchema,
  type AnswersInput,
  type EmergencyContact,
  type RunQuestion,
} from '@runtogether/shared/registrations/questions.schemas';
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import { groupSpotsLeft, type RunCapacity } from '@runtogether/shared/runs/run-groups.rules';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { t } from '@/lib/i18n';

/** What the register dialog and the walk-up form ask beyond name and e-mail (docs/decisions/055). */
export interface SignUpValue {
  answers: AnswersInput;
  emergencyContact: EmergencyContact;
}

export const emptySignUp = (): SignUpValue => ({ answers: {}, emergencyContact: { name: '', phone: '' } });

/**
 * The same checks the server makes, before sending: each message by its field (`answers.<id>`,
 * `emergencyContact.name`, `emergencyContact.phone`).
 */
export function signUpErrors(
  questions: readonly RunQuestion[],
  askEmergencyContact: boolean,
  value: SignUpValue,
): Record<string, string> {
  const { errors } = checkAnswers(questions, value.answers, new Date());
  if (askEmergencyContact) {
    const contact = emergencyContactSchema.safeParse(value.emergencyContact);
    for (const issue of contact.success ? [] : contact.error.issues) {
      errors[`emergencyContact.${String(issue.path[0])}`] ??= issue.message;
    }
  }
  return errors;
}

/** The request's part: the answers, and the emergency contact when it was asked. */
export const signUpBody = (value: SignUpValue, askEmergencyContact: boolean) => ({
  ...(Object.keys(value.answers).length > 0 ? { answers: value.answers } : {}),
  ...(askEmergencyContact ? { emergencyContact: value.emergencyContact } : {}),
});

interface SignUpFieldsProps {
  questions: readonly RunQuestion[];
  askEmergencyContact: boolean;
  value: SignUpValue;
  onChange: (value: SignUpValue) => void;
  errors: Record<string, string>;
  /**
   * The waiver's tick, in the words of whoever ticks it: the guest's own ("I have read and accept this"), or the
   * host's for a walk-in, whose tick is the host's word that it was accepted (docs/decisions/055).
   */
  acceptLabel?: string;
}

/** A run's questions (text, choice, a waiver to accept) and, when asked, an emergency contact. */
export function SignUpFields({
  questions,
  askEmergencyContact,
  value,
  onChange,
  errors,
  acceptLabel = t('runs.signUp.accept'),
}: SignUpFieldsProps) {
  const answer = (id: string, given: string | boolean) =>
    onChange({ ...value, answers: { ...value.answers, [id]: given } });
  const contact = (part: keyof EmergencyContact, given: string) =>
    onChange({ ...value, emergencyContact: { ...value.emergencyContact, [part]: given } });
  const label = (question: RunQuestion) =>
    question.required ? question.label : t('runs.signUp.optional', { label: question.label });
  return (
    <>
      {questions.map((question) => {
        const error = errors[answerField(question.id)];
        if (question.kind === 'consent') {
          return (
            <fieldset key={question.id} className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-slate-900">{question.label}</legend>
              <div
                role="region"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling waiver must be reachable by keyboard (axe: scrollable-region-focusable)
                tabIndex={0}
                aria-label={t('runs.signUp.waiverText', { label: question.label })}
                className="max-h-32 overflow-y-auto rounded-md border border-slate-300 bg-slate-50 p-2 text-sm whitespace-pre-wrap text-slate-800"
              >
                {question.text}
              </div>
              <FormField label={acceptLabel} error={error}>
                {(control) => (
                  <input
                    {...control}
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={value.answers[question.id] === true}
                    onChange={(event) => answer(question.id, event.target.checked)}
                  />
                )}
              </FormField>
            </fieldset>
          );
        }
        const given = value.answers[question.id];
        const text = typeof given === 'string' ? given : '';
        return (
          <FormField key={question.id} label={label(question)} error={error}>
            {(control) =>
              question.kind === 'choice' ? (
                <Select
                  {...control}
                  value={text}
                  onChange={(event) => answer(question.id, event.target.value)}
                >
                  <option value="">{t('runs.signUp.choose')}</option>
                  {(question.options ?? []).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  {...control}
                  value={text}
                  maxLength={500}
                  onChange={(event) => answer(question.id, event.target.value)}
                />
              )
            }
          </FormField>
        );
      })}
      {askEmergencyContact && (
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-semibold text-slate-900">
            {t('runs.signUp.emergencyContact')}
          </legend>
          <p className="text-xs text-slate-600">{t('runs.signUp.emergencyContactHint')}</p>
          <FormField
            label={t('runs.signUp.emergencyName')}
            error={errors['emergencyContact.name'] ?? errors.emergencyContact}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={100}
                value={value.emergencyContact.name}
                onChange={(event) => contact('name', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('runs.signUp.emergencyPhone')} error={errors['emergencyContact.phone']}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                autoComplete="off"
                maxLength={30}
                value={value.emergencyContact.phone}
                onChange={(event) => contact('phone', event.target.value)}
              />
            )}
          </FormField>
        </fieldset>
      )}
    </>
  );
}

/** "Which group?" in the register dialog and a guest's forms: one radio per pace group, with its pace and spots (docs/decisions/052). */
export function GroupChoice({
  groups,
  run,
  value,
  onChange,
  error,
  fullLabel = t('runs.register.groupFull'),
}: {
  groups: RunGroup[];
  /** The run's places: a group has no more room than the run (walk-up guests, decision 057). */
  run?: RunCapacity;
  value: number | undefined;
  onChange: (groupId: number) => void;
  error?: string;
  /** What a full group says: a runner joins its waitlist, a guest has none to join (docs/decisions/055). */
  fullLabel?: string;
}) {
  const errorId = useId();
  const name = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('runs.register.group')}</legend>
      {groups.map((group) => {
        const spots = groupSpotsLeft(group, run);
        const spotsText =
          spots === null
            ? t('runs.map.unlimitedSpots')
            : spots === 0
              ? fullLabel
              : t('runs.common.spotsLeft', { count: spots });
        return (
          <label
            key={group.id}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={group.id}
              checked={value === group.id}
              onChange={() => onChange(group.id)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span className="wrap-anywhere">
              {t('runs.register.groupOption', {
                name: group.name,
                pace: formatPace(group.pace),
                spots: spotsText,
              })}
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
