import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

/** "Undo back": one tap puts a person marked back by mistake on the still-out list again (docs/decisions/055). */
export function UndoBack({ name, onUndo }: { name: string; onUndo: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      className="min-h-11 self-start"
      onClick={onUndo}
      aria-label={t('host.checkIn.undoBackLabel', { name })}
    >
      {t('host.checkIn.undoBack')}
    </Button>
  );
}
