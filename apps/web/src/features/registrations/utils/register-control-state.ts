import type { MyRegistration } from '@runtogether/shared/registrations/registration.schemas';
import { spotsLeft } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { AuthState } from '@/lib/auth';

/** What the run page's register control shows (docs/product.md §4 "Registration per user and run"). */
export type RegisterControlState =
  /** Registrations are closed; a registered runner is still told so. */
  | { kind: 'started'; registration: MyRegistration | null }
  /** The session or the runner's registration is still loading. */
  | { kind: 'checking' }
  /** A register button: for a runner it opens the dialog, anyone else is told why not. */
  | { kind: 'register'; who: 'anonymous' | 'not-runner' | 'runner'; full: boolean }
  | { kind: 'registered' }
  /** The run's own host: its host actions, never a way to register for (or contact) itself. */
  | { kind: 'host'; started: boolean }
  | { kind: 'waitlisted'; position: number | null };

export interface RegisterControlInput {
  run: Pick<Run, 'startsAt' | 'maxParticipants' | 'currentParticipants' | 'hostId'>;
  auth: AuthState;
  /** The runner's registration query: undefined while it loads (or for anyone else). */
  registration: MyRegistration | null | undefined;
  /** The registration query failed: offer to register, the server refuses a second registration anyway. */
  registrationFailed: boolean;
  now: Date;
}

/** A limited run whose spots are all taken: new registrations join the waitlist. */
export const isRunFull = (run: Pick<Run, 'maxParticipants' | 'currentParticipants'>) =>
  spotsLeft(run.maxParticipants, run.currentParticipants) === 0;

export function registerControlState({
  run,
  auth,
  registration,
  registrationFailed,
  now,
}: RegisterControlInput): RegisterControlState {
  const isRunner = auth.status === 'authenticated' && auth.user.role === 'runner';
  const started = Date.parse(run.startsAt) <= now.getTime();
  if (auth.status === 'authenticated' && auth.user.role === 'business' && auth.user.id === run.hostId) {
    return { kind: 'host', started };
  }
  if (started) {
    return { kind: 'started', registration: isRunner ? (registration ?? null) : null };
  }
  const full = isRunFull(run);
  if (auth.status === 'loading') return { kind: 'checking' };
  if (auth.status === 'unauthenticated') return { kind: 'register', who: 'anonymous', full };
  if (!isRunner) return { kind: 'register', who: 'not-runner', full };
  if (registration === undefined && !registrationFailed) return { kind: 'checking' };
  if (!registration) return { kind: 'register', who: 'runner', full };
  if (registration.status === 'waitlisted') {
    return { kind: 'waitlisted', position: registration.waitlistPosition };
  }
  return { kind: 'registered' };
}
