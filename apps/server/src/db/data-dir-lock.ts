import fs from 'node:fs';
import path from 'node:path';

/** Directories this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it (think
 * `npm run dev` and `npm start` on one DATA_DIR). A lock file holding the owner's pid refuses that second
 * process with a clear message; a lock left by a crashed process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'runtogether.lock');
  if (heldHere.has(file)) throw inUse(dir, process.pid, file);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      // Our own pid in the file is a leftover: in a container every start can get the same pid.
      if (owner !== process.pid && isRunning(owner)) throw inUse(dir, owner, file);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot lock ${dir}`);
}

const inUse = (dir: string, owner: number, file: string) =>
  new Error(
    `The embedded database in ${dir} is in use by process ${owner}. Stop that server or use another DATA_DIR (if no server is running, delete ${file}).`,
  );

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
