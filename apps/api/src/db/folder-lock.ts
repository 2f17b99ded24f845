import fs from 'node:fs';
import path from 'node:path';

export interface FolderLock {
  release(): void;
}

export class FolderLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database folder ${dir} is in use by another server (process ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR, or use PostgreSQL with DATABASE_URL.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a folder with a lock file holding our pid. PGlite itself
 * takes no lock, and two processes on one folder would corrupt it. A lock left by a
 * process that no longer runs (killed with SIGKILL) is taken over.
 */
export function acquireFolderLock(dir: string): FolderLock {
  const file = path.join(dir, '.codex.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) throw new FolderLockedError(dir, owner);
      if (owner === process.pid) throw new FolderLockedError(dir, owner);
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
