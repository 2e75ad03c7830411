#!/usr/bin/env node
// `npm run restore ARCHIVE` brings a backup back into an empty DATA_DIR. docs/backup-and-restore.md.
import { runBackupCli } from './lib/backup-cli.mjs';

await runBackupCli('restore', process.argv.slice(2));
