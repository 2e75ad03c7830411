// Runs the backup command line (apps/api/src/platform/backup/cli.ts) on the sources through tsx,
// so it needs no build; exits with its exit code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './build.mjs';

export function runBackupCli(command, args) {
  const tsx = import.meta.resolve('tsx');
  const cli = path.join(repoRoot, 'apps/api/src/platform/backup/cli.ts');
  const result = spawnSync(process.execPath, ['--import', tsx, cli, command, ...args], {
    stdio: 'inherit',
  });
  if (result.error) {
    console.error(`Could not run the backup command: ${result.error.message}`);
    process.exit(1);
  }
  process.exit(result.status ?? 1);
}
