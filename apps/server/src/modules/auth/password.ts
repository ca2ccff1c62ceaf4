import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended parameters: 19 MiB memory, 2 iterations, 1 lane (about 30 ms here). */
// `algorithm: 2` is Algorithm.Argon2id: the package ships it as a const enum, which isolated modules cannot read.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash.
    return false;
  }
}
