import type { Attendance } from '@runtogether/shared/attendance/attendance.schemas';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import { t } from '@/lib/i18n';

// The form (and the form library) loads when the host asks for it: the screen itself renders without them.
const walkInForm = lazyPart(() => import('./walk-in-form').then((module) => module.WalkInForm));

/** The "Add a walk-in" button, and the form it opens. */
export function AddWalkIn({
  runId,
  run,
  disabled,
}: {
  runId: number;
  /** What the run asks (its questions, an emergency contact): a walk-in is asked it too (docs/decisions/055). */
  run: Attendance['run'];
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  // Closing the form gives the focus back to this button, which comes back in the form's place.
  const refocus = useRef(false);
  const buttonRef = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !refocus.current) return;
    refocus.current = false;
    button.focus();
  }, []);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  if (open) return <walkInForm.Part runId={runId} run={run} disabled={disabled} onClose={close} />;
  return (
    <Button
      ref={buttonRef}
      variant="outline"
      size="lg"
      className="w-full"
      disabled={disabled || loading}
      onClick={() => {
        setLoading(true);
        void walkInForm.preload().then(
          () => {
            setLoading(false);
            setOpen(true);
          },
          () => setLoading(false),
        );
      }}
    >
      {t('host.checkIn.addWalkIn')}
    </Button>
  );
}
