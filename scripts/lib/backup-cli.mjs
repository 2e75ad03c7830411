// Runs the backup command line (apps/api/src/platform/backup/cli.ts) on the sources, in this
// process, through tsx's loader: it needs no build.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { repoRoot } from './build.mjs';

export async function runBackupCli(command, args) {
  register();
  process.argv = [process.argv[0], process.argv[1], command, ...args];
  const cli = path.join(repoRoot, 'apps/api/src/platform/backup/cli.ts');
  await import(pathToFileURL(cli).href);
}
