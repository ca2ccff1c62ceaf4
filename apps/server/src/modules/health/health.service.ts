import type { Database } from '../../db/client';
import { pingDatabase } from './health.repository';

/** A database that has not answered by then counts as down: a load balancer must not wait on it. */
export const READY_TIMEOUT_MS = 2000;

export async function isDatabaseUp(db: Database, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
