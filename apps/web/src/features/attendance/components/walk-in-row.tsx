import type { WalkIn } from '@runtogether/shared/attendance/attendance.schemas';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AnswerList } from '@/components/sign-up/answer-list';
import { t } from '@/lib/i18n';
import { AskFirst } from './ask-first';
import { UndoBack } from './undo-back';

/**
 * A walk-in or walk-up guest on the check-in screen: "Undo back" after the start, and before it "Remove" for a
 * guest added by mistake, which asks first in the row (docs/decisions/055).
 */
export function WalkInRow({
  walkIn,
  started,
  removable,
  removing,
  onUndoBack,
  onRemove,
}: {
  walkIn: WalkIn;
  started: boolean;
  /** Before the start, while check-in is open: from the start a run's guests stay (docs/decisions/067). */
  removable: boolean;
  /** Its removal is on its way: one tap sends one request. */
  removing: boolean;
  onUndoBack: () => void;
  onRemove: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
      <span>
        {walkIn.name}
        {walkIn.walkUp && (
          <>
            {/* Read "Gina Guest, Guest", not "Gina GuestGuest": the badge's margin is no space to a screen reader. */}
            <span className="sr-only">, </span>
            <span className="ml-2 rounded bg-white px-1.5 py-0.5 text-xs font-bold text-slate-800 ring-1 ring-slate-400">
              {t('host.checkIn.guest')}
            </span>
          </>
        )}
        {/* The guest's pace group, as a runner's list names theirs (docs/decisions/052). */}
        {walkIn.group !== undefined && (
          <span className="block text-sm font-normal wrap-anywhere text-slate-700">
            {t('host.checkIn.guestGroup', { group: walkIn.group })}
          </span>
        )}
        {walkIn.email && <span className="block text-sm font-normal text-slate-700">{walkIn.email}</span>}
      </span>
      {started && walkIn.back && <UndoBack name={walkIn.name} onUndo={onUndoBack} />}
      {removable && (
        <Button
          ref={removeRef}
          type="button"
          variant="outline"
          className="min-h-11 self-start"
          aria-expanded={asking}
          disabled={removing}
          aria-label={t('host.checkIn.removeLabel', { name: walkIn.name })}
          onClick={() => setAsking(true)}
        >
          {t('host.checkIn.remove')}
        </Button>
      )}
      {removable && asking && (
        <AskFirst
          question={t('host.checkIn.confirmRemove', { name: walkIn.name })}
          keep={t('host.checkIn.keepGuest')}
          act={t('host.checkIn.remove')}
          onKeep={() => {
            setAsking(false);
            removeRef.current?.focus();
          }}
          onAct={() => {
            setAsking(false);
            onRemove();
          }}
        />
      )}
      <AnswerList answers={walkIn.answers} />
    </li>
  );
}
