import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds families' emails and phone numbers (the embedded database and its write-ahead
 * log), children's photos (blobs) and the signing keys: no other account on the machine may read
 * or write any of it. The server's umask makes what it creates owner-only (folders 0700, files
 * 0600: PGlite, for one, asks for 0666), and a folder left open by an older version is tightened
 * at start.
 */
export const PRIVATE_UMASK = 0o077;
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** Sets the process's umask so every file and folder it creates is its owner's alone. */
export function useOwnerOnlyFiles(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Creates DATA_DIR owner-only, or takes group and other access away from it and everything in
 * it (symbolic links are left alone: their targets are not ours to change). Returns how many
 * entries were tightened, for the warning.
 */
export function makeDataDirPrivate(dataDir: string): number {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  let tightened = 0;
  const tighten = (entry: string, stat: fs.Stats) => {
    if ((stat.mode & 0o077) === 0) return;
    fs.chmodSync(entry, stat.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE);
    tightened += 1;
  };
  const walk = (folder: string) => {
    for (const name of fs.readdirSync(folder)) {
      const entry = path.join(folder, name);
      const stat = fs.lstatSync(entry);
      if (stat.isSymbolicLink()) continue;
      tighten(entry, stat);
      if (stat.isDirectory()) walk(entry);
    }
  };
  tighten(dataDir, fs.statSync(dataDir));
  walk(dataDir);
  return tightened;
}
