// The check-in QR code's signed text (docs/decisions/035): `<runId>.<expires, unix seconds>.<tag>`, the tag an
// HMAC-SHA256 of the rest under the server's session secret, so nobody can make a code for a run or stretch
// one's life without the secret, and one run's code never checks anyone in to another.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CheckInCodeClaims {
  runId: number;
  expiresAt: Date;
}

/** 128 bits of the HMAC: short enough for a small QR code, far beyond guessing. */
const TAG_BYTES = 16;
const CODE_PATTERN = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/** What a code is for: checking in, or a walk-up guest joining (docs/decisions/055); one never works as the other. */
export type CodePurpose = 'check-in' | 'join';

function tagOf(secret: string, runId: number, expiresSeconds: number, purpose: CodePurpose): Buffer {
  return createHmac('sha256', secret)
    .update(`runtogether ${purpose} v1:${runId}:${expiresSeconds}`)
    .digest()
    .subarray(0, TAG_BYTES);
}

export function signCheckInCode(
  secret: string,
  claims: CheckInCodeClaims,
  purpose: CodePurpose = 'check-in',
): string {
  const expires = Math.floor(claims.expiresAt.getTime() / 1000);
  return `${claims.runId}.${expires}.${tagOf(secret, claims.runId, expires, purpose).toString('base64url')}`;
}

/** The claims of a code this server signed; null for anything else (malformed, tampered, another secret). */
export function readCheckInCode(
  secret: string,
  code: string,
  purpose: CodePurpose = 'check-in',
): CheckInCodeClaims | null {
  const match = CODE_PATTERN.exec(code);
  if (!match) return null;
  const runId = Number(match[1]);
  const expires = Number(match[2]);
  // Compared as text: base64 has several spellings of the same bytes, and a code has exactly one.
  const given = Buffer.from(match[3] ?? '');
  const expected = Buffer.from(tagOf(secret, runId, expires, purpose).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { runId, expiresAt: new Date(expires * 1000) };
}
