import { DEFAULT_LOCALE, type Locale } from '@runtogether/shared/i18n/locales';
// Sign-up and e-mail verification (docs/product.md §4 account states; the outbox: decision 006).
import {
  authApiMessages,
  authErrorCodes,
  messages,
  VERIFICATION_TOKEN_HOURS,
  type SignupInput,
} from '@runtogether/shared/auth/auth.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { users } from '../../db/schema';
import { enqueueMail } from '../mail/mail.repository';
import { verificationEmail, verificationLink } from '../mail/verification-email';
import { findUserByEmail, insertUser } from './auth.repository';
import { hashPassword } from '../../lib/password';
import { hashToken, newVerificationToken } from './tokens';
import {
  expireOpenVerificationTokens,
  findVerificationTokenForUpdate,
  insertVerificationToken,
  useVerificationToken,
} from './verification.repository';

export interface AccountDeps {
  db: Database;
  /** The origin verification links point to. */
  publicUrl: string;
  /** Called once a transaction that queued mail has committed, so the worker delivers it at once. */
  mailQueued: () => void;
  /**
   * What a newly verified account takes over, in the verifying transaction (app.ts passes it in: the walk-up
   * runs joined with this address, docs/decisions/055).
   */
  onVerified?: (tx: Database, userId: string, now: Date) => Promise<void>;
}

const emailTaken = () => new AppError('CONFLICT', messages.emailTaken, 409);

/**
 * Creates the account inactive and queues its verification e-mail; both commit together or not at all. The
 * account keeps the language its owner signed up in (decision 038): its pages and e-mails are in it from then on.
 */
export async function signUp(
  deps: AccountDeps,
  input: SignupInput,
  { now = new Date(), language = DEFAULT_LOCALE }: { now?: Date; language?: Locale } = {},
): Promise<void> {
  // Sign-up may say an address is taken (docs/product.md §8 maps 409 to its message); log-in and resend never do.
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  const values = { ...newUserValues(input, await hashPassword(input.password)), language };
  try {
    await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, values);
      await queueVerificationEmail(tx, user, deps.publicUrl, now, input.returnTo);
    });
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index lets only one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  deps.mailQueued();
}

function newUserValues(input: SignupInput, passwordHash: string): typeof users.$inferInsert {
  const common = { name: input.name, email: input.email, passwordHash, isActive: false };
  if (input.role === 'runner') return { ...common, role: 'runner' };
  // Coordinates only when geocoding found both; never invented ones (decision 007).
  const located = input.latitude !== undefined && input.longitude !== undefined;
  return {
    ...common,
    role: 'business',
    businessName: input.businessName,
    businessLocation: input.businessLocation,
    businessPhone: `${input.countryCode} ${input.businessPhone}`,
    latitude: located ? input.latitude : null,
    longitude: located ? input.longitude : null,
  };
}

/** Activates the account of a valid token; the token is then spent. */
export async function verifyEmail(
  deps: Pick<AccountDeps, 'db' | 'onVerified'>,
  token: string,
  now = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    const found = await findVerificationTokenForUpdate(tx, hashToken(token));
    if (!found) throw invalidToken();
    // Any link of an account that is already active (a second click, an older e-mail) says so plainly.
    if (found.userIsActive) {
      throw new AppError(authErrorCodes.alreadyVerified, messages.alreadyVerified, 409);
    }
    if (found.usedAt || found.expiresAt <= now) throw invalidToken();
    await useVerificationToken(tx, found.id, found.userId, now);
    await deps.onVerified?.(tx, found.userId, now);
  });
}

const invalidToken = () =>
  new AppError(authErrorCodes.invalidToken, authApiMessages.invalidOrExpiredToken, 400);

/**
 * Sends a new link to an inactive account and retires the older ones. Unknown and already active addresses
 * get the same answer from the route and simply nothing happens, so the answer reveals no account. `returnTo`
 * (the page the sign-up named, as the web app still knows it) goes on the new link as on the first.
 */
export async function resendVerification(
  deps: AccountDeps,
  email: string,
  returnTo?: string,
  now = new Date(),
) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isActive) return;
  await deps.db.transaction(async (tx) => {
    await expireOpenVerificationTokens(tx, user.id, now);
    await queueVerificationEmail(tx, user, deps.publicUrl, now, returnTo);
  });
  deps.mailQueued();
}

async function queueVerificationEmail(
  tx: Database,
  user: { id: string; email: string; name: string; language: Locale },
  publicUrl: string,
  now: Date,
  returnTo?: string,
) {
  // Only the hash is stored: the raw token exists in the e-mail alone.
  const token = newVerificationToken();
  await insertVerificationToken(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_HOURS * 60 * 60_000),
  });
  await enqueueMail(tx, verificationEmail(user, verificationLink(publicUrl, token, returnTo)), now);
}
