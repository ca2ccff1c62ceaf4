import type { Participant } from '@runtogether/shared/registrations/registration.schemas';

/** When a runner registered, as a date in the run's own time zone (like the CSV export), e.g. 'May 2, 2030'. */
export function formatRegisteredDate(registeredAt: string, timeZone: string): string {
  return new Date(registeredAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** Each row with its place on the waitlist (1 = next), null for confirmed runners; the server lists them in order. */
export function withWaitlistPositions(
  participants: readonly Participant[],
): { participant: Participant; waitlistPosition: number | null }[] {
  let position = 0;
  return participants.map((participant) => ({
    participant,
    waitlistPosition: participant.status === 'waitlisted' ? ++position : null,
  }));
}
