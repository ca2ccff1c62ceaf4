import { MessageCircle } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { t } from '@/lib/i18n';

interface JoinGroupDialogProps {
  /** The run's group chat link, already checked to be http(s). */
  href: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the invitation has closed (the button that opened the register dialog is gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** docs/product.md §4: after registering for a run with a group chat, 'You're Registered!' invites the runner into it. */
export function JoinGroupDialog({ href, open, onOpenChange, onCloseAutoFocus }: JoinGroupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('runs.joinGroup.title')}</DialogTitle>
          <DialogDescription>{t('runs.joinGroup.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('runs.joinGroup.skip')}
          </Button>
          {/* A real link opens the new tab without tripping popup blockers; the click also closes this dialog. */}
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ className: 'bg-emerald-700 hover:bg-emerald-800' })}
            onClick={() => onOpenChange(false)}
          >
            <MessageCircle aria-hidden="true" />
            {t('runs.joinGroup.join')}
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
