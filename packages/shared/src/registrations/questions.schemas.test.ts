import { describe, expect, it } from 'vitest';
import en from '../i18n/catalogues/en.json';
import { withValues } from '../i18n/message-values';
import { answerMessages, checkAnswers } from './answers';
import {
  emergencyContactSchema,
  QUESTION_TEXT_MAX,
  questionInputSchema,
  questionMessages,
  type RunQuestion,
} from './questions.schemas';

const issues = (contact: { name: string; phone: string }) => {
  const result = emergencyContactSchema.safeParse(contact);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('emergencyContactSchema', () => {
  it('says which limit a name is past: too short or too long', () => {
    const phone = '+34 600 000 000';
    expect(issues({ name: 'Pablo', phone })).toEqual([]);
    expect(issues({ name: ' P ', phone })).toEqual([questionMessages.emergencyContactName]);
    expect(issues({ name: 'P'.repeat(100), phone })).toEqual([]);
    expect(issues({ name: 'P'.repeat(101), phone })).toEqual([questionMessages.emergencyContactNameLong]);
    expect(en[questionMessages.emergencyContactNameLong]).toMatch(/at most 100 characters/);
  });
});

describe('checkAnswers', () => {
  const now = new Date('2030-06-10T10:00:00Z');
  const text: RunQuestion = { id: 'q1', kind: 'text', label: 'Any injuries?', required: false };
  const choice: RunQuestion = {
    id: 'q2',
    kind: 'choice',
    label: 'T-shirt size',
    options: ['S', 'M'],
    required: false,
  };

  it('names the question, and says what was wrong: not text, too long, not one of the options', () => {
    const { errors } = checkAnswers([text, choice], { q1: true, q2: 'XL' }, now);
    expect(errors).toEqual({
      'answers.q1': withValues(answerMessages.text, { question: 'Any injuries?' }),
      'answers.q2': withValues(questionMessages.answerInvalid, { question: 'T-shirt size' }),
    });
    const long = checkAnswers([text], { q1: 'x'.repeat(QUESTION_TEXT_MAX.answer + 1) }, now);
    expect(long.errors).toEqual({
      'answers.q1': withValues(answerMessages.tooLong, {
        question: 'Any injuries?',
        max: QUESTION_TEXT_MAX.answer,
      }),
    });
    expect(checkAnswers([text], { q1: 'x'.repeat(QUESTION_TEXT_MAX.answer) }, now).errors).toEqual({});
  });
});

describe('questionInputSchema', () => {
  const messages = (options: string[]) => {
    const result = questionInputSchema.safeParse({ kind: 'choice', label: 'Size', options });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('refuses a choice whose options repeat, whatever their case', () => {
    expect(messages(['S', 'M'])).toEqual([]);
    expect(messages(['S', 'M', 's'])).toEqual([questionMessages.optionsDistinct]);
    expect(messages(['S', 'x'.repeat(QUESTION_TEXT_MAX.option + 1)])).toEqual([questionMessages.options]);
  });
});
