import type {
  MyRegistration,
  RegistrationFormInput,
} from '@runtogether/shared/registrations/registration.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import { useRef } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  preloadDialog,
} from '@/components/ui/dialog';
import { lazyPart } from '@/components/ui/lazy-part';
import { t } from '@/lib/i18n';
import { useRegisterForRun } from '../api/register-for-run';

// The form (react-hook-form, zod) loads when the dialog is about to open, not with the run page (decision 014).
const registerForm = lazyPart(() => import('./register-form').then((module) => module.RegisterForm));

/** Loads the dialog's code: called when the runner points at or focuses 'Register', before the click. */
export const preloadRegisterDialog = () => void Promise.all([preloadDialog(), registerForm.preload()]);

interface RegisterDialogProps {
  run: Pick<Run, 'id' | 'title' | 'groups' | 'maxParticipants' | 'currentParticipants'> &
    Partial<Pick<Run, 'questions' | 'requireEmergencyContact'>>;
  user: Pick<User, 'name' | 'email'> & Partial<Pick<User, 'emergencyContact'>>;
  /** The run has no spots left: the runner joins the waitlist. */
  full: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server took the registration (the dialog has closed). */
  onRegistered: (registration: MyRegistration) => void;
  /** Where focus goes once the dialog has closed, when the button that opened it is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * docs/product.md §4 "Registration dialog flow" and §5 "Run registration form": name, e-mail and preferred pace, stored
 * with the registration (docs/product.md §4). A conflict (already registered, run started) is the server's to
 * explain; anything else gets the spec's failure toast and the form stays filled in for another try.
 */
export function RegisterDialog({
  run,
  user,
  full,
  open,
  onOpenChange,
  onRegistered,
  onCloseAutoFocus,
}: RegisterDialogProps) {
  const registration = useRegisterForRun();
  const kept = useRef<RegistrationFormInput | null>(null);
  const busy = registration.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent hideCloseButton={busy} load={registerForm.preload} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            {full ? t('runs.register.dialogTitleWaitlist') : t('runs.register.registerForRun')}
          </DialogTitle>
          <DialogDescription>
            {full
              ? t('runs.register.dialogFull', { title: run.title })
              : t('runs.register.dialogSave', { title: run.title })}
          </DialogDescription>
        </DialogHeader>
        <registerForm.Part
          run={run}
          user={user}
          full={full}
          registration={registration}
          kept={kept}
          onOpenChange={onOpenChange}
          onRegistered={onRegistered}
        />
      </DialogContent>
    </Dialog>
  );
}
