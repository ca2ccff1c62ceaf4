import type { Answer } from '@runtogether/shared/registrations/questions.schemas';
import { t } from '@/lib/i18n';

/** A person's answers to the run's questions, small under their name (docs/decisions/055). */
export function AnswerList({ answers }: { answers: readonly Answer[] | undefined }) {
  if (!answers || answers.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col text-sm font-normal text-slate-700">
      {answers.map((answer) => (
        <li key={answer.questionId} className="wrap-anywhere">
          <span className="font-semibold">{answer.label}:</span>{' '}
          {answer.value === true ? t('host.checkIn.accepted') : String(answer.value)}
        </li>
      ))}
    </ul>
  );
}
