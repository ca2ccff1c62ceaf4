import { isAppError } from '@runtogether/shared/errors/app-error';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { QueryKey } from '@tanstack/react-query';
import { CheckCircle2, ClipboardCheck, Clock, Hourglass, Loader2, Pencil, Users } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/online';
import { useHydrated } from '@/lib/hydration';
import { useAuth, type LoginRedirectState } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { safeHttpUrl } from '@/lib/safe-http-url';
import { useCancelRegistration } from '../api/cancel-registration';
import { useMyRegistration } from '../api/get-my-registration';
import { registerControlState } from '../utils/register-control-state';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { ChangeGroupDialog } from './change-group-dialog';
import { JoinGroupDialog } from './join-group-dialog';
import { preloadRegisterDialog, RegisterDialog } from './register-dialog';

export interface RegisterControlProps {
  run: Run;
  /** Where the page keeps this run, so a cancellation can lower its participant count at once. */
  runQueryKey: QueryKey;
}

/** The run's own host finds its actions in the bar where runners register (docs/product.md §6). */
function HostBarActions({ run, started }: { run: Run; started: boolean }) {
  const link = buttonVariants({ variant: 'outline', size: 'sm', className: 'max-sm:px-2.5' });
  // Below `sm` the labels are read, not shown: three icon buttons fit beside share on a 320 px screen.
  const label = 'max-sm:sr-only';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!started && (
        <Link to={paths.editRun.getHref(run.id)} className={link}>
          <Pencil aria-hidden="true" />
          <span className={label}>{t('runs.host.barEdit')}</span>
        </Link>
      )}
      <Link to={paths.runParticipants.getHref(run.id)} className={link}>
        <Users aria-hidden="true" />
        <span className={label}>{t('runs.host.participants')}</span>
      </Link>
      <Link to={paths.checkIn.getHref(run.id)} className={link}>
        <ClipboardCheck aria-hidden="true" />
        <span className={label}>{t('runs.host.checkIn')}</span>
      </Link>
    </div>
  );
}

// A label longer than a 320 px bar has room for ("Apuntarme a la lista de espera") takes two lines rather than
// being cut or pushed under the share button (docs/product.md, "Phones").
const wrapsOnAPhone = 'h-auto text-center whitespace-normal!';

function Status({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    // The whole status shows, on two lines if a 320 px screen needs them (docs/product.md, "Phones").
    <p className="flex min-w-0 items-center gap-1.5 text-sm font-semibold sm:text-base">
      {icon}
      <span className="min-w-0">{children}</span>
    </p>
  );
}

/**
 * The register/cancel control of the run page's bottom bar (docs/product.md §2, §4, §6): register (or join the waitlist
 * of a full run), then 'You're Registered! ✓' with 'Cancel'. Visitors are sent to log in and come back;
 * businesses are told only runners register. The server enforces all of it again (docs/product.md §6).
 */
export function RegisterControl({ run, runQueryKey }: RegisterControlProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const isRunner = auth.status === 'authenticated' && auth.user.role === 'runner';
  const registration = useMyRegistration(run.id, { enabled: isRunner });
  const cancel = useCancelRegistration({ runId: run.id, runQueryKey });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [groupOpen, setGroupOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  // On a server-rendered page the buttons show before scripts run: they work once hydrated, and online.
  const hydrated = useHydrated();
  const online = useOnline();
  const usable = hydrated && online;
  const groupLink = safeHttpUrl(run.whatsappGroupLink);
  // The bar's one control (Register, Cancel, Canceling...). Registering and canceling replace it with another
  // element: the keyboard's focus follows to the new one instead of dropping to the page's body.
  const control = useRef<HTMLButtonElement>(null);
  const focusFollows = useRef(false);
  const returnFocus = (event: Event) => {
    if (!control.current) return;
    event.preventDefault();
    control.current.focus();
  };

  // The runner's pace group, named in the bar (docs/decisions/052).
  const groupName = run.groups.find((group) => group.id === registration.data?.groupId)?.name;
  const state = registerControlState({
    run,
    auth,
    registration: isRunner ? registration.data : undefined,
    registrationFailed: registration.isError,
    now: new Date(),
  });

  const onRegisterClick = (who: 'anonymous' | 'not-runner' | 'runner') => {
    if (who === 'anonymous') {
      toast.info(t('runs.register.loginToRegister'));
      // Log in (not sign up) first: the toast says so; a new runner finds the runner role preselected.
      const state: LoginRedirectState = {
        redirectTo: paths.run.getHref(run.id),
        role: 'runner',
        tab: 'login',
      };
      void navigate(paths.login.getHref(), { state });
    } else if (who === 'not-runner') {
      toast.error(t(registrationApiMessages.runnerOnly));
    } else {
      // A conflict closes the dialog before the page catches up: the new control then takes the focus.
      focusFollows.current = true;
      setDialogOpen(true);
    }
  };

  const onCancelClick = () => setConfirmOpen(true);
  const onCancelConfirmed = () => {
    focusFollows.current = true;
    setConfirmOpen(false);
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t(registrationApiMessages.canceled)),
      onError: (error) => {
        // A run that has started keeps its list: the server says so; anything else is the spec's message.
        const description = isAppError(error) && error.status === 409 ? error.message : undefined;
        toast.error(t(registrationApiMessages.cancelFailed), { description });
      },
    });
  };

  const shown = cancel.isPending ? 'canceling' : state.kind;
  useEffect(() => {
    // Only after the runner's own register or cancel, and only when the old control took the focus with it.
    if (!focusFollows.current || (document.activeElement && document.activeElement !== document.body)) return;
    control.current?.focus();
    if (shown !== 'canceling') focusFollows.current = false;
  }, [shown]);

  // The runner's group, and a way to another one with room (docs/decisions/052).
  const yourGroup = groupName && (
    <span className="block text-sm">
      {t('runs.register.yourGroup', { group: groupName })}
      {run.groups.length > 1 && (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-2 py-0"
          disabled={!usable}
          onClick={() => setMoveOpen(true)}
        >
          {t('runs.register.changeGroup')}
        </Button>
      )}
    </span>
  );

  // Cancel, or leave the waitlist: asks first.
  const giveUpButton = (label: string) => (
    <Button
      ref={control}
      variant="outline"
      size="sm"
      className={`min-h-9 py-1.5 ${wrapsOnAPhone}`}
      disabled={!usable}
      onClick={onCancelClick}
    >
      {label}
    </Button>
  );

  let content: ReactNode;
  if (cancel.isPending) {
    // The registration is already gone from the page (optimistic); the button says what is under way. It is
    // aria-disabled, not disabled, so it can hold the focus of the runner who confirmed.
    content = (
      <Button ref={control} variant="outline" aria-disabled="true" className="w-full sm:w-auto">
        <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        {t('runs.register.canceling')}
      </Button>
    );
  } else {
    switch (state.kind) {
      case 'host':
        content = <HostBarActions run={run} started={state.started} />;
        break;
      case 'started':
        content = (
          <div className="flex flex-col">
            <Status icon={<Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />}>
              {t('runs.register.runStarted')}
            </Status>
            {state.registration?.status === 'confirmed' && (
              <p className="text-sm text-emerald-800">{t('runs.register.youreRegistered')}</p>
            )}
          </div>
        );
        break;
      case 'checking':
        content = (
          <div role="status" className="flex">
            <span className="sr-only">{t('runs.register.checking')}</span>
            <Skeleton className="h-10 w-full sm:w-48" />
          </div>
        );
        break;
      case 'register': {
        const { who, full } = state;
        // A runner's click opens the dialog: its code starts loading on the way to the button.
        const intent = who === 'runner' ? preloadRegisterDialog : undefined;
        content = (
          <Button
            ref={control}
            className={`min-h-10 w-full py-2 sm:w-auto ${wrapsOnAPhone}`}
            disabled={!usable}
            onClick={() => onRegisterClick(who)}
            onPointerEnter={intent}
            onPointerDown={intent}
            onFocus={intent}
          >
            {full ? t('runs.register.joinWaitlist') : t('runs.register.registerForRun')}
          </Button>
        );
        break;
      }
      case 'registered':
        content = (
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 sm:justify-start sm:gap-x-4">
            <Status icon={<CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />}>
              <span className="text-emerald-800">{t('runs.register.youreRegistered')}</span>
              {yourGroup}
            </Status>
            {giveUpButton(t('runs.register.cancelRegistration'))}
          </div>
        );
        break;
      case 'waitlisted':
        content = (
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 sm:justify-start sm:gap-x-4">
            <Status icon={<Hourglass aria-hidden="true" className="size-5 shrink-0 text-amber-700" />}>
              {state.position === null
                ? t('runs.myRuns.onWaitlist')
                : t('runs.myRuns.onWaitlistPosition', { position: state.position })}
              {yourGroup}
            </Status>
            {giveUpButton(t('runs.register.leaveWaitlist'))}
          </div>
        );
        break;
    }
  }

  return (
    <>
      {content}
      {isRunner && (
        <RegisterDialog
          run={run}
          user={auth.user}
          full={state.kind === 'register' && state.full}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onCloseAutoFocus={returnFocus}
          onRegistered={(saved) => {
            // The group is for the runners who are coming; a waitlisted runner is invited once promoted.
            if (saved.status === 'confirmed' && groupLink) setGroupOpen(true);
          }}
        />
      )}
      {(state.kind === 'registered' || state.kind === 'waitlisted') && (
        <CancelRegistrationDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          waitlisted={state.kind === 'waitlisted'}
          onConfirm={onCancelConfirmed}
          onCloseAutoFocus={returnFocus}
        />
      )}
      {(state.kind === 'registered' || state.kind === 'waitlisted') &&
        groupName &&
        registration.data?.groupId && (
          <ChangeGroupDialog
            run={run}
            groupId={registration.data.groupId}
            groupName={groupName}
            waitlisted={state.kind === 'waitlisted'}
            open={moveOpen}
            onOpenChange={setMoveOpen}
          />
        )}
      {groupLink && (
        <JoinGroupDialog
          href={groupLink}
          open={groupOpen}
          onOpenChange={setGroupOpen}
          onCloseAutoFocus={returnFocus}
        />
      )}
    </>
  );
}
