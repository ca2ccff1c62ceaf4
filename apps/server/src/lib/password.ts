import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended parameters: 19 MiB memory, 2 iterations, 1 lane (about 30 ms here). */
// `algorithm: 2` is Algorithm.Argon2id: the package ships it as a const enum, which isolated modules cannot read.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The hash of a random password nobody knows, with the same parameters: checking a log-in for an unknown
 * e-mail against it costs as much as checking a real account, so timing does not tell which e-mails exist.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$6b4J7B62Bz2JRwuwnJgNfQ$bpQeORNCa4tdq0Zto61FDvLtz+wPy7KcGmBRa48vwZk';

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash.
    return false;
  }
}

/** Always does the work of one check; false when there is no hash to check against. */
export async function verifyPasswordOrDummy(storedHash: string | null | undefined, password: string) {
  const matches = await verifyPassword(storedHash ?? DUMMY_HASH, password);
  return matches && storedHash != null;
}
