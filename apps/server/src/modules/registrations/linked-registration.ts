// The registration and run a signed e-mail link names (decision 053), or the one answer for any bad link.
import { AppError } from '@runtogether/shared/errors/app-error';
import { spotLinkMessages } from '@runtogether/shared/registrations/spot-link.schemas';
import type { Database } from '../../db/client';
import { getCalendarRun } from '../runs/runs.service';
import { registrationOfToken, type SpotLinkPurpose } from './spot-links';
import { findRegistrationById } from './spot-links.repository';

export const invalidSpotLink = () => new AppError('NOT_FOUND', spotLinkMessages.invalid, 404);

/** 404 for a forged or altered token, a registration or run that is gone. */
export async function linkedRegistration(
  db: Database,
  secret: string,
  purpose: SpotLinkPurpose,
  token: string,
) {
  const id = registrationOfToken(secret, purpose, token);
  const registration = id === null ? undefined : await findRegistrationById(db, id);
  if (!registration) throw invalidSpotLink();
  const run = await getCalendarRun(db, registration.eventId).catch(() => undefined);
  if (!run) throw invalidSpotLink();
  return { registration, run };
}
