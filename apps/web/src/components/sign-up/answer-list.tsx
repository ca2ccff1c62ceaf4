import type { Answer } from '@runtogether/shared/registrations/questions.schemas';
import { t } from '@/lib/i18n';

/**
 * Answers to a run's questions, small under a name (docs/decisions/055): the host's check-in screen and
 * participants, the runner's My Runs. An accepted waiver says so, with its text as accepted behind a summary.
 */
export function AnswerList({ answers }: { answers: readonly Answer[] | undefined }) {
  if (!answers || answers.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col text-sm font-normal text-slate-700">
      {answers.map((answer) => (
        <li key={answer.questionId} className="wrap-anywhere">
          <span className="font-semibold">{answer.label}:</span>{' '}
          {answer.value === true ? t('host.checkIn.accepted') : String(answer.value)}
          {answer.text && (
            <details className="text-xs">
              <summary className="cursor-pointer">{t('runs.signUp.waiverAsAccepted')}</summary>
              <p className="whitespace-pre-wrap">{answer.text}</p>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
