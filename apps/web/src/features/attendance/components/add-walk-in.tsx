import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import { t } from '@/lib/i18n';

// The form (and the form library) loads when the host asks for it: the screen itself renders without them.
const walkInForm = lazyPart(() => import('./walk-in-form').then((module) => module.WalkInForm));

/** The "Add a walk-in" button, and the form it opens. */
export function AddWalkIn({ runId, disabled }: { runId: number; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  if (open) return <walkInForm.Part runId={runId} disabled={disabled} onClose={() => setOpen(false)} />;
  return (
    <Button
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
