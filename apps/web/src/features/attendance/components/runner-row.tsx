import type { Attendee } from '@runtogether/shared/attendance/attendance.schemas';
import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { AnswerList } from '@/components/sign-up/answer-list';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { BackMark } from '../api/mark-back';
import { AskFirst } from './ask-first';
import { UndoBack } from './undo-back';

/**
 * One confirmed runner on the check-in screen: one big tap for present or not here, asking first before taking
 * a present runner off the still-out list after the start (docs/decisions/055).
 */
export function RunnerRow({
  runner,
  disabled,
  started,
  onToggle,
  onBack,
}: {
  runner: Attendee;
  disabled: boolean;
  /** After the start a present runner counts on the still-out list: taking them off it asks first. */
  started: boolean;
  onToggle: (runner: Attendee) => void;
  onBack: (mark: BackMark) => void;
}) {
  const [asking, setAsking] = useState(false);
  // Answering the prompt takes its buttons away: the focus goes back to the runner's own button, not the page's top.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const answered = () => {
    setAsking(false);
    buttonRef.current?.focus();
  };
  const askFirst = started && runner.present;
  const state = runner.back
    ? t('host.checkIn.back')
    : runner.present
      ? t('host.checkIn.present')
      : t('host.checkIn.notHere');
  return (
    <li className="flex flex-col gap-2">
      <button
        ref={buttonRef}
        type="button"
        // Read "Ana Ávila, Not here": the gap between the flex items is no space to a screen reader, and a hidden
        // separator among them is read with spaces around it in Chromium ("Ana Ávila , Not here").
        aria-label={`${runner.name}, ${state}`}
        aria-pressed={runner.present}
        aria-expanded={askFirst ? asking : undefined}
        disabled={disabled}
        onClick={() => (askFirst ? setAsking(true) : onToggle(runner))}
        className={cn(
          'flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-2 text-left text-lg font-semibold',
          'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-70',
          runner.present
            ? 'border-emerald-800 bg-emerald-700 text-white'
            : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full border-2',
            runner.present ? 'border-white bg-white text-emerald-800' : 'border-slate-500',
          )}
        >
          {runner.present && <Check className="size-5" strokeWidth={3} />}
        </span>
        <span className="min-w-0 flex-1 wrap-anywhere">{runner.name}</span>
        <span className="shrink-0 text-sm font-bold">{state}</span>
      </button>
      {askFirst && asking && (
        <AskFirst
          question={t('host.checkIn.confirmNotHere', { name: runner.name })}
          keep={t('host.checkIn.keepPresent')}
          act={t('host.checkIn.notHere')}
          onKeep={answered}
          onAct={() => {
            answered();
            onToggle(runner);
          }}
        />
      )}
      {started && runner.back && (
        <UndoBack
          name={runner.name}
          onUndo={() => onBack({ registrationId: runner.registrationId, back: false })}
        />
      )}
      <AnswerList answers={runner.answers} />
    </li>
  );
}
