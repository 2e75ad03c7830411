/**
 * The backup command line, run by scripts/backup.mjs and scripts/restore.mjs:
 *   backup [--out FILE|FOLDER]         write an archive of DATA_DIR (default folder: ./backups)
 *   backup --verify ARCHIVE [--quick]  check an archive without restoring it
 *   restore ARCHIVE                    restore into an empty DATA_DIR
 * DATA_DIR and DATABASE_URL are read as the server reads them. docs/backup-and-restore.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, createBackup, postgresRefusal, restoreBackup, verifyBackup } from './backup';

const USAGE = `Usage:
  npm run backup [-- --out FILE.tar.gz | --out FOLDER]
  npm run backup -- --verify ARCHIVE [--quick]
  npm run restore ARCHIVE
DATA_DIR (default ./data) is the portal's data folder. See docs/backup-and-restore.md.`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function stamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');
}

interface Parsed {
  positional: string[];
  out: string | null;
  verify: string | null;
  quick: boolean;
  help: boolean;
}

function parseArgs(args: string[]): Parsed {
  const parsed: Parsed = { positional: [], out: null, verify: null, quick: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const next = args[++i];
      if (next === undefined || next.startsWith('--'))
        throw new BackupError(`${arg} needs a value.\n${USAGE}`);
      return next;
    };
    if (arg === '--out' || arg === '-o') parsed.out = value();
    else if (arg.startsWith('--out=')) parsed.out = arg.slice(6);
    else if (arg === '--verify') parsed.verify = value();
    else if (arg.startsWith('--verify=')) parsed.verify = arg.slice(9);
    else if (arg === '--quick') parsed.quick = true;
    else if (arg === '--help' || arg === '-h') parsed.help = true;
    else if (arg.startsWith('-')) throw new BackupError(`Unknown option ${arg}.\n${USAGE}`);
    else parsed.positional.push(arg);
  }
  return parsed;
}

async function verify(file: string, quick: boolean): Promise<number> {
  const started = Date.now();
  const report = await verifyBackup(path.resolve(file), { quick });
  const m = report.manifest;
  if (report.problems.length) {
    console.error(`FAILED: ${file} is not a good backup:`);
    for (const p of report.problems) console.error(`  - ${p}`);
    return 1;
  }
  const rows = Object.values(m!.tables).reduce((a, b) => a + b, 0);
  console.log(
    `OK: ${file}\n` +
      `  taken ${m!.createdAt} by Dugout ${m!.appVersion} (migration ${m!.database.migration.latest ?? 'none'})\n` +
      `  ${m!.totals.files} files (${m!.totals.blobs} uploaded files, ${mb(m!.totals.bytes)}), checksums match\n` +
      (report.databaseChecked
        ? `  database opens; ${Object.keys(m!.tables).length} tables, ${rows} rows, as the manifest says\n`
        : `  database not opened (--quick)\n`) +
      `  checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const args = parseArgs(rest);
  if (args.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return args.help ? 0 : 2;
  }
  const dataDir = path.resolve(process.env.DATA_DIR || './data');

  if (command === 'backup' && args.verify) return verify(args.verify, args.quick);
  if (command === 'backup' && args.positional[0] === 'verify' && args.positional[1]) {
    return verify(args.positional[1], args.quick);
  }
  if (process.env.DATABASE_URL) throw new BackupError(postgresRefusal(command));

  if (command === 'restore') {
    const file = args.positional[0];
    if (!file || args.positional.length > 1) throw new BackupError(`Name one archive.\n${USAGE}`);
    console.log(`Restoring ${file} into ${dataDir} ...`);
    const { manifest, ms } = await restoreBackup(path.resolve(file), dataDir);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored the backup taken ${manifest.createdAt} into ${dataDir} in ${(ms / 1000).toFixed(1)} s:\n` +
        `  ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.totals.blobs} uploaded files, keys.\n` +
        (manifest.blobStore === 's3'
          ? '  The files were in S3 when the backup was taken: they are not in the archive.\n'
          : '') +
        `Start the server on it (DATA_DIR=${dataDir} npm start); it migrates the database forward if needed.`,
    );
    return 0;
  }

  if (args.positional.length)
    throw new BackupError(`Unexpected ${args.positional.join(' ')}.\n${USAGE}`);
  let outFile = path.resolve(args.out ?? 'backups');
  const asFolder =
    !args.out ||
    args.out.endsWith('/') ||
    (fs.existsSync(outFile) && fs.statSync(outFile).isDirectory());
  if (asFolder) outFile = path.join(outFile, `dugout-${stamp()}.tar.gz`);
  const result = await createBackup({ dataDir, outFile, s3: Boolean(process.env.S3_BUCKET) });
  const m = result.manifest;
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written: ${result.file}\n` +
      `  ${mb(result.bytes)}; ${rows} rows in ${Object.keys(m.tables).length} tables, ${m.totals.blobs} uploaded files, keys\n` +
      `  ${m.source === 'running-server' ? `taken by the running server (writes paused ${result.pausedMs} ms)` : 'taken from the data folder (no server running)'} in ${(result.ms / 1000).toFixed(1)} s`,
  );
  if (m.blobStore === 's3') {
    console.log(
      '  Files are in the S3 bucket, not in this archive: back the bucket up too (docs/backup-and-restore.md).',
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BackupError) console.error(err.message);
    else console.error('The backup command failed:', err);
    process.exit(1);
  },
);
