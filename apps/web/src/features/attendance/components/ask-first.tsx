import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The check-in screen's ask-first prompt, in the row it is about: the question, the safe answer (which has the
 * focus, so a second stray tap or Enter keeps things as they are) and the one that acts. No dialog to load.
 * Escape answers the safe way, as it dismisses a dialog; `onKeep` gives the focus back to what opened the prompt.
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
  // On the buttons, where the focus is while the prompt is open (the group itself takes no keys).
  const escape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onKeep();
  };
  return (
    <div
      role="group"
      aria-label={question}
      className="flex flex-col gap-2 rounded-xl border-2 border-amber-500 bg-amber-50 p-3"
    >
      <p className="text-base font-semibold text-amber-950">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button ref={keepRef} type="button" className="min-h-11" onClick={onKeep} onKeyDown={escape}>
          {keep}
        </Button>
        <Button type="button" variant="outline" className="min-h-11" onClick={onAct} onKeyDown={escape}>
          {act}
        </Button>
      </div>
    </div>
  );
}
