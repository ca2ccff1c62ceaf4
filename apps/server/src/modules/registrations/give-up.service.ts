// "Can't make it? Give up your spot": the signed link of every confirmation and reminder e-mail (decision 053).
// No log-in: the link is the credential. Its page asks once; the post cancels and the waitlist gets the spot.
import type { SpotLinkInfo, SpotLinkResult } from '@runtogether/shared/registrations/spot-link.schemas';
import type { Database } from '../../db/client';
import { leaveRun } from './register.service';
import type { RegistrationDeps } from './registrations.service';
import { linkedRegistration } from './linked-registration';

export const infoOf = (linked: Awaited<ReturnType<typeof linkedRegistration>>): SpotLinkInfo => ({
  runId: linked.run.id,
  title: linked.run.title,
  startsAt: linked.run.startsAt,
  status: linked.registration.status,
});

/** GET: the registration the link gives up (the page asks to confirm). */
export async function readGiveUpLink(db: Database, secret: string, token: string) {
  return linkedRegistration(db, secret, 'give-up', token);
}

/** POST: cancels the registration as the runner would; 404 once it is gone, 409 once the run has started. */
export async function giveUpSpot(
  deps: RegistrationDeps,
  token: string,
  now = new Date(),
): Promise<SpotLinkResult & { title: string }> {
  const { registration, run } = await linkedRegistration(deps.db, deps.secret, 'give-up', token);
  await leaveRun(deps, registration.runnerId, registration.eventId, now);
  return { result: 'cancelled', title: run.title };
}
