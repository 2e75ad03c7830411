#!/usr/bin/env node
// `npm run backup [-- --out FILE]` writes one archive (database, files, keys) of DATA_DIR, also
// while the server runs; `npm run backup -- --verify ARCHIVE` checks one (docs/backup-and-restore.md).
// The work is in apps/api/src/platform/backup (run from the sources with tsx).
import { runBackupCli } from './lib/backup-cli.mjs';

await runBackupCli('backup', process.argv.slice(2));
