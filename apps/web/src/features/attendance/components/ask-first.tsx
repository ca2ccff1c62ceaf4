import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The check-in screen's ask-first prompt, in the row it is about: the question, the safe answer (which has the
 * focus, so a second stray tap or Enter keeps things as they are) and the one that acts. No dialog to load.
 */
export function AskFirst({
  question,
  keep,
  act,
  onKeep,
  onAct,
}: {
  question: string;
  keep: string;
  act: string;
  onKeep: () => void;
  onAct: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={question}
      className="flex flex-col gap-2 rounded-xl border-2 border-amber-500 bg-amber-50 p-3"
    >
      <p className="text-base font-semibold text-amber-950">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button ref={keepRef} type="button" className="min-h-11" onClick={onKeep}>
          {keep}
        </Button>
        <Button type="button" variant="outline" className="min-h-11" onClick={onAct}>
          {act}
        </Button>
      </div>
    </div>
  );
}
