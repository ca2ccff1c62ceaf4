// Checking a runner's answers to a run's questions (docs/decisions/055): the register dialog, the walk-up form and
// the server. Apart from questions.schemas.ts, which the run form carries: it asks, it never answers.
import { msg } from '../i18n/keys';
import { withValues } from '../i18n/message-values';
import {
  answerField,
  QUESTION_TEXT_MAX,
  questionMessages,
  type AnswersInput,
  type RunQuestion,
  type StoredAnswers,
} from './questions.schemas';

export const answerMessages = {
  text: msg('validation.questions.answerText'),
  tooLong: msg('validation.questions.answerTooLong'),
} as const;

/**
 * Checks the answers against the run's questions: every required one given, a required consent `true`, a choice
 * one of its options. Errors by field, each message naming the question; answers to unknown questions are
 * dropped. A consent accepted keeps the waiver's text as it is now, with `now`.
 */
export function checkAnswers(
  questions: readonly RunQuestion[],
  answers: AnswersInput,
  now: Date,
): { answers: StoredAnswers; errors: Record<string, string> } {
  const stored: StoredAnswers = {};
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const given = answers[question.id];
    const field = answerField(question.id);
    const label = { question: question.label };
    if (question.kind === 'consent') {
      if (given === true) {
        stored[question.id] = {
          label: question.label,
          kind: 'consent',
          value: true,
          text: question.text ?? '',
          acceptedAt: now.toISOString(),
        };
      } else if (question.required) {
        errors[field] = withValues(questionMessages.consentRequired, label);
      }
      continue;
    }
    const value = typeof given === 'string' ? given.trim() : '';
    if (given !== undefined && typeof given !== 'string') {
      const message = question.kind === 'choice' ? questionMessages.answerInvalid : answerMessages.text;
      errors[field] = withValues(message, label);
    } else if (value.length > QUESTION_TEXT_MAX.answer) {
      errors[field] = withValues(answerMessages.tooLong, { ...label, max: QUESTION_TEXT_MAX.answer });
    } else if (value === '') {
      if (question.required) errors[field] = withValues(questionMessages.answerRequired, label);
    } else if (question.kind === 'choice' && !(question.options ?? []).includes(value)) {
      errors[field] = withValues(questionMessages.answerInvalid, label);
    } else {
      stored[question.id] = { label: question.label, kind: question.kind, value };
    }
  }
  return { answers: stored, errors };
}
