import {
  MAX_QUESTIONS,
  QUESTION_TEXT_MAX,
  questionsInputSchema,
  WAIVER_TEXT_MAX,
  type QuestionInput,
  type QuestionKind,
} from '@runtogether/shared/registrations/questions.schemas';
import { Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { t, translateText } from '@/lib/i18n';

/** A question as the form edits it: choice options as one text, one option a line. */
export interface QuestionDraft {
  id?: string;
  kind: QuestionKind;
  label: string;
  options: string;
  text: string;
  required: boolean;
}

export const toDrafts = (questions: readonly QuestionInput[]): QuestionDraft[] =>
  questions.map((q) => ({
    ...(q.id ? { id: q.id } : {}),
    kind: q.kind,
    label: q.label,
    options: (q.options ?? []).join('\n'),
    text: q.text ?? '',
    required: q.required ?? false,
  }));

export const fromDrafts = (drafts: readonly QuestionDraft[]): QuestionInput[] =>
  drafts.map((d) => ({
    ...(d.id ? { id: d.id } : {}),
    kind: d.kind,
    label: d.label.trim(),
    ...(d.kind === 'choice'
      ? {
          options: d.options
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean),
        }
      : {}),
    ...(d.kind === 'consent' ? { text: d.text.trim() } : {}),
    required: d.required,
  }));

/** The questions and the emergency contact switch for the API body: only when set (a new run) or changed. */
export function questionFields(
  questions: QuestionInput[],
  requireEmergencyContact: boolean,
  run?: { questions: QuestionInput[]; requireEmergencyContact: boolean },
) {
  const before = run ?? { questions: [], requireEmergencyContact: false };
  return {
    ...(JSON.stringify(fromDrafts(toDrafts(before.questions))) === JSON.stringify(questions)
      ? {}
      : { questions }),
    ...(before.requireEmergencyContact === requireEmergencyContact ? {} : { requireEmergencyContact }),
  };
}

/** The first problem with the questions, for the message under them; null when they are fine. */
export function questionsProblem(drafts: readonly QuestionDraft[]): string | null {
  const parsed = questionsInputSchema.safeParse(fromDrafts(drafts));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

const KINDS: readonly QuestionKind[] = ['text', 'choice', 'consent'];

interface QuestionsFieldsProps {
  questions: QuestionDraft[];
  onQuestionsChange: (questions: QuestionDraft[]) => void;
  requireEmergencyContact: boolean;
  onRequireEmergencyContactChange: (value: boolean) => void;
  problem: string | null;
}

/** The run form's sign-up questions (up to 5: text, choice, a waiver to accept) and the emergency contact switch. */
export function QuestionsFields({
  questions,
  onQuestionsChange,
  requireEmergencyContact,
  onRequireEmergencyContactChange,
  problem,
}: QuestionsFieldsProps) {
  const change = (index: number, patch: Partial<QuestionDraft>) =>
    onQuestionsChange(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('runs.questions.title')}</legend>
      <p className="text-sm text-slate-600">{t('runs.questions.hint')}</p>
      {questions.map((question, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-md bg-slate-50 p-3" data-testid="question">
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <FormField label={t('runs.questions.kind')}>
              {(control) => (
                <Select
                  {...control}
                  value={question.kind}
                  onChange={(event) => change(index, { kind: event.target.value as QuestionKind })}
                >
                  {KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`runs.questions.kinds.${kind}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('runs.questions.label')}>
              {(control) => (
                <Input
                  {...control}
                  maxLength={QUESTION_TEXT_MAX.label}
                  value={question.label}
                  onChange={(event) => change(index, { label: event.target.value })}
                />
              )}
            </FormField>
          </div>
          {question.kind === 'choice' && (
            <FormField label={t('runs.questions.options')} description={t('runs.questions.optionsHint')}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  value={question.options}
                  onChange={(event) => change(index, { options: event.target.value })}
                />
              )}
            </FormField>
          )}
          {question.kind === 'consent' && (
            <FormField
              label={t('runs.questions.waiverText')}
              limit={{ length: question.text.length, max: WAIVER_TEXT_MAX }}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={5}
                  maxLength={WAIVER_TEXT_MAX}
                  value={question.text}
                  onChange={(event) => change(index, { text: event.target.value })}
                />
              )}
            </FormField>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={question.required}
                onChange={(event) => change(index, { required: event.target.checked })}
              />
              {t('runs.questions.required')}
            </label>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onQuestionsChange(questions.filter((_, i) => i !== index))}
              aria-label={t('runs.questions.removeLabel', { number: index + 1 })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('runs.questions.remove')}
            </Button>
          </div>
        </div>
      ))}
      {problem && <Alert>{translateText(problem)}</Alert>}
      <Button
        type="button"
        variant="outline"
        disabled={questions.length >= MAX_QUESTIONS}
        onClick={() =>
          onQuestionsChange([
            ...questions,
            { kind: 'text', label: '', options: '', text: '', required: false },
          ])
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('runs.questions.add')}
      </Button>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={requireEmergencyContact}
          onChange={(event) => onRequireEmergencyContactChange(event.target.checked)}
        />
        {t('runs.questions.requireEmergencyContact')}
      </label>
    </fieldset>
  );
}
