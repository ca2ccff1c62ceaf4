// A run's sign-up questions and waiver, the answers a runner or a walk-up guest gives, and an emergency contact
// (docs/decisions/055).
import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';

/** At most this many questions a run. */
export const MAX_QUESTIONS = 5;
/** The longest waiver a consent question carries. */
export const WAIVER_TEXT_MAX = 5000;
export const QUESTION_TEXT_MAX = { label: 200, option: 100, answer: 500 } as const;
export const MAX_CHOICE_OPTIONS = 10;
export const questionKinds = ['text', 'choice', 'consent'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const questionMessages = {
  tooMany: msg('validation.questions.tooMany'),
  label: msg('validation.questions.label'),
  options: msg('validation.questions.options'),
  waiverText: msg('validation.questions.waiverText'),
  answerRequired: msg('validation.questions.answerRequired'),
  consentRequired: msg('validation.questions.consentRequired'),
  answerInvalid: msg('validation.questions.answerInvalid'),
  optionsDistinct: msg('validation.questions.optionsDistinct'),
  labelsDistinct: msg('validation.questions.labelsDistinct'),
  emergencyContactName: msg('validation.questions.emergencyContactName'),
  emergencyContactNameLong: msg('validation.questions.emergencyContactNameLong'),
  emergencyContactPhone: msg('validation.questions.emergencyContactPhone'),
  emergencyContactRequired: msg('validation.questions.emergencyContactRequired'),
} as const;

const questionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/**
 * One question as the host writes it. `id` is the one the run answered with, sent back when editing so the
 * answers already given stay attached; a question without one gets a new id.
 */
export const questionInputSchema = z
  .strictObject({
    id: questionIdSchema.optional(),
    kind: z.enum(questionKinds),
    label: z
      .string()
      .trim()
      .min(1, questionMessages.label)
      .max(QUESTION_TEXT_MAX.label, questionMessages.label),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, questionMessages.options)
          .max(QUESTION_TEXT_MAX.option, questionMessages.options),
      )
      .max(MAX_CHOICE_OPTIONS, questionMessages.options)
      .optional(),
    text: z.string().trim().max(WAIVER_TEXT_MAX, questionMessages.waiverText).optional(),
    required: z.boolean().default(false),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'choice' && (question.options?.length ?? 0) < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: questionMessages.options });
    } else if (
      new Set(question.options?.map((option) => option.toLowerCase())).size < (question.options?.length ?? 0)
    ) {
      // Two options alike could not be told apart in the answers (nor in the participants' list).
      ctx.addIssue({ code: 'custom', path: ['options'], message: questionMessages.optionsDistinct });
    }
    if (question.kind === 'consent' && !question.text) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: questionMessages.waiverText });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionsInputSchema = z
  .array(questionInputSchema)
  .max(MAX_QUESTIONS, questionMessages.tooMany)
  .superRefine((questions, ctx) => {
    // The label names the question to the runner ("Please answer “Size”.") and heads its column in the
    // participants' CSV: two alike could not be told apart there (docs/decisions/055).
    const seen = new Set<string>();
    questions.forEach((question, index) => {
      const key = question.label.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [index, 'label'], message: questionMessages.labelsDistinct });
      }
      seen.add(key);
    });
  });

/** A question as the run answers it (and as it is stored on the run). */
export const runQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(questionKinds),
  label: z.string(),
  options: z.array(z.string()).optional(),
  text: z.string().optional(),
  required: z.boolean(),
});
export type RunQuestion = z.infer<typeof runQuestionSchema>;

/** `answers: { [questionId]: string | boolean }` of registering and of a walk-up. */
export const answersInputSchema = z
  // An answer's own limit is checked with its question, so the message can name it (checkAnswers); this one
  // only keeps junk out.
  .record(
    questionIdSchema,
    z.union([
      z
        .string()
        .trim()
        .max(QUESTION_TEXT_MAX.answer * 10),
      z.boolean(),
    ]),
  )
  .refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS * 2, questionMessages.tooMany);
export type AnswersInput = z.infer<typeof answersInputSchema>;

/** One answer as kept: the question's label then, and for an accepted waiver its text and time, unchanged. */
export interface StoredAnswer {
  label: string;
  kind: QuestionKind;
  value: string | boolean;
  text?: string;
  acceptedAt?: string;
}
export type StoredAnswers = Record<string, StoredAnswer>;

/** An answer as the host (participants, check-in) and the runner (My Runs) read it, in the run's order. */
export const answerSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  kind: z.enum(questionKinds),
  value: z.union([z.string(), z.boolean()]),
  /** The waiver's text as accepted, and when (ISO 8601 UTC). */
  text: z.string().optional(),
  acceptedAt: z.string().optional(),
});
export type Answer = z.infer<typeof answerSchema>;

const PHONE_PATTERN = /^\+?[0-9 ().-]{5,30}$/;

/** Profile Settings' emergency contact, and the register dialog's and the walk-up form's. */
export const emergencyContactSchema = z.strictObject({
  name: z
    .string(questionMessages.emergencyContactName)
    .trim()
    .min(2, questionMessages.emergencyContactName)
    .max(100, questionMessages.emergencyContactNameLong),
  phone: z
    .string(questionMessages.emergencyContactPhone)
    .trim()
    .regex(PHONE_PATTERN, questionMessages.emergencyContactPhone),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** A tap-to-call link: the digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** Gives each new question an id; keeps the ids the host sent back. */
export function withQuestionIds(
  questions: readonly z.output<typeof questionInputSchema>[],
  newId: () => string,
): RunQuestion[] {
  const seen = new Set<string>();
  return questions.map((question) => {
    const id = question.id && !seen.has(question.id) ? question.id : newId();
    seen.add(id);
    return {
      id,
      kind: question.kind,
      label: question.label,
      ...(question.kind === 'choice' ? { options: question.options ?? [] } : {}),
      ...(question.kind === 'consent' ? { text: question.text ?? '' } : {}),
      required: question.required,
    };
  });
}

/** The field an answer's error is reported on: `answers.<questionId>`. */
export const answerField = (questionId: string) => `answers.${questionId}`;

/** Kept answers in the order of the run's questions, then any to questions since removed. */
export function answersInOrder(questions: readonly RunQuestion[], stored: StoredAnswers | null): Answer[] {
  if (!stored) return [];
  const order = new Map(questions.map((question, index) => [question.id, index]));
  return Object.entries(stored)
    .sort(([a], [b]) => (order.get(a) ?? MAX_QUESTIONS * 2) - (order.get(b) ?? MAX_QUESTIONS * 2))
    .map(([questionId, answer]) => ({
      questionId,
      label: answer.label,
      kind: answer.kind,
      value: answer.value,
      ...(answer.text !== undefined ? { text: answer.text } : {}),
      ...(answer.acceptedAt !== undefined ? { acceptedAt: answer.acceptedAt } : {}),
    }));
}
