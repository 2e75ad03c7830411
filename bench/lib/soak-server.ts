import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot, sleep } from './proc';

/**
 * The built server as the soak runs it: the demo team (DEMO=1), warn-level logs, no reminder
 * tick, and its own output kept (the last 64 KB) to show when it fails.
 */

export const SOAK_ENTRY = path.join(repoRoot, 'apps/api/dist/main.js');

export interface Server {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<number | null>;
}

export async function startServer(
  dataDir: string,
  port: number,
  databaseUrl: string | undefined,
): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  Object.assign(env, {
    // One server, so its own folder store is the only one (config.ts refuses it otherwise).
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, BLOB_DIR_SHARED: 'true' } : {}),
    DATA_DIR: dataDir,
    DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The seed's games sit around today: no reminder tick writing mail mid-run.
    REMINDERS: 'off',
  });
  const child = spawn(process.execPath, [SOAK_ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-64 * 1024));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`no answer from /api/ready:\n${output}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const exited = new Promise<number | null>((r) => {
    if (child.exitCode !== null) r(child.exitCode);
    else child.once('exit', (code) => r(code));
  });
  return {
    child,
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
