import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A random secret generated on first start and kept in DATA_DIR/keys (or given by an
 * environment variable, which replicas sharing no disk must do).
 */
export function loadOrCreateSecret(dataDir: string, name: string, fromEnv?: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, `${name}.secret`);
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, secret.toString('base64url'), { mode: 0o600 });
  fs.renameSync(tmp, file);
  return secret;
}
