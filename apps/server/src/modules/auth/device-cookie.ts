// The device cookie (docs/decisions/047): a browser that has signed in to an account before carries a signed
// note of it, so its owner can still sign in while strangers' wrong guesses hold the account's lock-out.
// `<userId>.<issued, unix seconds>.<tag>` per account, up to a few accounts, the tag an HMAC-SHA256 under the
// server's session secret (as the check-in code, decision 035): nobody can make one without the secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'rt_device';
/** Long-lived, within what browsers keep a cookie (400 days at most). */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60_000;
/** A family computer or a host's phone with a personal and a club account: a few accounts each. */
const MAX_ACCOUNTS = 5;
const TAG_BYTES = 16;
const ENTRY = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

interface DeviceEntry {
  userId: string;
  issuedSeconds: number;
}

const tagOf = (secret: string, userId: string, issuedSeconds: number) =>
  createHmac('sha256', secret)
    .update(`runtogether device v1:${userId}:${issuedSeconds}`)
    .digest()
    .subarray(0, TAG_BYTES)
    .toString('base64url');

const sign = (secret: string, entry: DeviceEntry) =>
  `${entry.userId}.${entry.issuedSeconds}.${tagOf(secret, entry.userId, entry.issuedSeconds)}`;

/** The entries of a cookie this server signed that are still within their lifetime. */
function readEntries(secret: string, value: string | undefined, now: Date): DeviceEntry[] {
  if (!value || value.length > 1000) return [];
  return value.split('~').flatMap((part) => {
    const match = ENTRY.exec(part);
    if (!match) return [];
    const userId = match[1] ?? '';
    const issuedSeconds = Number(match[2]);
    const given = Buffer.from(match[3] ?? '');
    const expected = Buffer.from(tagOf(secret, userId, issuedSeconds));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    if (issuedSeconds * 1000 + DEVICE_LIFETIME_MS <= now.getTime()) return [];
    return [{ userId, issuedSeconds }];
  });
}

export interface KnownDevice {
  /** Whether this browser has signed in to the account before. */
  knows(userId: string): boolean;
  /** Remembers a successful sign-in to the account on this browser (a fresh year from now). */
  remember(reply: FastifyReply, userId: string): void;
}

export function knownDevice(
  request: FastifyRequest,
  { secret, secure, now }: { secret: string; secure: boolean; now: Date },
): KnownDevice {
  const entries = readEntries(secret, request.cookies[DEVICE_COOKIE], now);
  return {
    knows: (userId) => entries.some((entry) => entry.userId === userId),
    remember: (reply, userId) => {
      const fresh = { userId, issuedSeconds: Math.floor(now.getTime() / 1000) };
      const kept = [fresh, ...entries.filter((entry) => entry.userId !== userId)].slice(0, MAX_ACCOUNTS);
      void reply.setCookie(DEVICE_COOKIE, kept.map((entry) => sign(secret, entry)).join('~'), {
        // Only the accounts routes read it; page scripts never see it.
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: Math.round(DEVICE_LIFETIME_MS / 1000),
      });
    },
  };
}
