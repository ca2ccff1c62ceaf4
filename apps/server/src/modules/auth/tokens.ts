import { createHash, randomBytes } from 'node:crypto';

/**
 * Every secret we hand out (session and verification tokens) is 32 random bytes, so a plain SHA-256 is
 * enough to make the stored form useless to someone who reads the database.
 */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 64 hex characters: the spec's verification token, safe in a URL as it is. */
export const newVerificationToken = () => randomBytes(32).toString('hex');

/** 43 base64url characters: a session token for the cookie or the Authorization header. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
