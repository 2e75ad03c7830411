import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and a second process on the same folder loses writes, so the
 * server takes this lock before opening the embedded database and refuses to start without it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'dugout.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Dugout server (process ${owner}). ` +
            'Stop that server first, or start this one with a different DATA_DIR.',
        );
      }
      // The owner died without cleaning up: the lock is stale.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}`);
}

/** The pid of the live process holding the data folder's lock, or null when none does. */
export function lockOwner(dataDir: string): number | null {
  try {
    const owner = Number(fs.readFileSync(path.join(dataDir, 'dugout.lock'), 'utf8').trim());
    return Number.isInteger(owner) && owner > 0 && isAlive(owner) ? owner : null;
  } catch {
    return null;
  }
}
