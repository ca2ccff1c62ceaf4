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

interface JoinGroupDialogProps {
  /** The run's group chat link, already checked to be http(s). */
  href: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product.md §4: after registering for a run with a group chat, 'You're Registered!' invites the runner into it. */
export function JoinGroupDialog({ href, open, onOpenChange }: JoinGroupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>You&apos;re Registered!</DialogTitle>
          <DialogDescription>
            This run has a WhatsApp group. Join it for updates from the host and to meet the other runners.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Skip for Now
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
            Join WhatsApp Group
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
