// The Dockerfile's runtime stage, performed here without Docker (no registry is reachable where the
// tests run): its COPYs into an empty folder, its `npm ci` from npm's cache only (--offline), then
// its CMD as a user who is not root: /api/ready must answer 200, and the signing key's rotation
// must run beside the server. Also checks what the image copies exists after a build and that it
// starts the server the way `npm start` does.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAll, repoRoot } from './lib/build.mjs';
import { execForm, parseCopy, readDockerfile, stage } from './lib/dockerfile.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

const stages = readDockerfile();
const build = stage(stages, 'build');
const runtime = stage(stages, 'runtime');
const of = (s, keyword) => s.instructions.filter((i) => i.keyword === keyword);
const buildWorkdir = of(build, 'WORKDIR').at(-1).args;

/** nobody, when this runs as root: the image's server must not need root. */
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether uid `nobody` can run this Node (it may live under root's home). */
function nobodyCanRun(binary) {
  const probe = spawnSync(
    'setpriv',
    [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', binary, '-e', ''],
    { stdio: 'ignore' },
  );
  return probe.status === 0;
}

beforeAll(() => {
  // The image copies the build's output: build what is stale (nothing, after `npm run build`).
  if (!buildAll({ log: () => {} })) throw new Error('npm run build failed');
}, 300_000);

describe('Dockerfile', () => {
  it('runs the server with the flags npm start and the bench use', () => {
    expect(execForm(of(runtime, 'CMD').at(-1).args)).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'apps/api/dist/main.js',
    ]);
  });

  it('copies only files that exist, from the context or after the build', () => {
    const missing = [];
    for (const s of stages) {
      for (const copy of of(s, 'COPY').map((i) => parseCopy(i.args))) {
        for (const source of copy.sources) {
          // `--from=build /src/x` is the repository's x once built; `.` is the whole context.
          const inRepo = copy.from ? path.posix.relative(buildWorkdir, source) : source;
          if (!existsSync(path.join(repoRoot, inRepo))) missing.push(`${s.name}: ${source}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('copies the manifest of every workspace (npm ci reads them all from the lockfile)', () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    for (const s of [build, runtime]) {
      const copied = of(s, 'COPY').flatMap((i) => parseCopy(i.args).sources);
      for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json`);
    }
  });

  it('runs as a user who is not root, checks readiness and keeps DATA_DIR a volume', () => {
    expect(of(runtime, 'USER').at(-1).args).not.toMatch(/^(root|0)$/);
    expect(of(runtime, 'HEALTHCHECK').at(-1).args).toMatch(/\/api\/ready/);
    const dataDir = /DATA_DIR=(\S+)/.exec(
      of(runtime, 'ENV')
        .map((i) => i.args)
        .join(' '),
    )?.[1];
    expect(execForm(of(runtime, 'VOLUME').at(-1).args)).toEqual([dataDir]);
    expect(runtime.from).toMatch(/^node:24-slim$/);
  });
});

describe('the runtime stage, performed from the built release', () => {
  const node = process.execPath;
  const canDropRoot = !asRoot || nobodyCanRun(node);
  let dir;
  let server;
  let output = '';

  afterAll(async () => {
    // Still running: neither exited nor killed by a signal (then exitCode stays null too).
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      // Its drain is SHUTDOWN_GRACE_MS (1 s here): past that, do not hold the run. On a machine
      // whose cores the e2e half keeps busy, closing the database can take seconds.
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }, 60_000);

  it.skipIf(!canDropRoot)(
    // (Skipped only when this runs as root and uid nobody cannot reach this Node binary.)
    'installs offline into an empty folder and answers /api/ready as a user who is not root',
    async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'dugout-image-'));
      chmodSync(dir, 0o755);
      const app = path.join(dir, 'app');
      const data = path.join(dir, 'data');

      // The runtime stage's COPYs and RUNs in order, with its WORKDIR as `app`.
      for (const { keyword, args } of runtime.instructions) {
        if (keyword === 'COPY') {
          const { from, sources, dest } = parseCopy(args);
          for (const source of sources) {
            const inRepo = from ? path.posix.relative(buildWorkdir, source) : source;
            const target = dest.endsWith('/')
              ? path.join(app, dest, path.posix.basename(source))
              : path.join(app, dest);
            cpSync(path.join(repoRoot, inRepo), target, { recursive: true });
          }
        } else if (keyword === 'RUN') {
          for (const command of args.split('&&').map((c) => c.trim())) {
            if (command.startsWith('npm ci')) {
              // From npm's cache only: nothing is fetched from the registry.
              const words = [...command.split(/\s+/).slice(1), '--offline'];
              const npm = spawnSync('npm', words, { cwd: app, encoding: 'utf8' });
              expect(npm.status, `${command}\n${npm.stdout}${npm.stderr}`).toBe(0);
            }
            // `npm cache clean` would empty this machine's cache; mkdir/chown are done below.
          }
        }
      }
      // Only the API's production dependencies: no React, no test tools, no Node binary package.
      for (const name of ['react', 'vitest', 'esbuild', 'node']) {
        expect(existsSync(path.join(app, 'node_modules', name)), name).toBe(false);
      }

      // The image's /data: the server's own; the code stays root's.
      mkdirSync(data);
      if (asRoot) chownSync(data, NOBODY, NOBODY);

      const port = await freePort();
      const cmd = execForm(of(runtime, 'CMD').at(-1).args);
      const argv = [node, ...cmd.slice(1)];
      const [command, ...rest] = asRoot
        ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', ...argv]
        : argv;
      server = spawn(command, rest, {
        cwd: app,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: data,
          PORT: String(port),
          HOST: '127.0.0.1',
          REMINDERS: 'off',
          LOG_LEVEL: 'warn',
          SHUTDOWN_GRACE_MS: '1000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));

      const deadline = Date.now() + 60_000;
      let status = 0;
      while (Date.now() < deadline && server.exitCode === null) {
        status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status, output).toBe(200);

      // It is nobody's process, and the code it runs is not nobody's to change.
      const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
      if (asRoot) {
        // setpriv execs the server in place: the pid is the server's.
        expect(Number(uid)).toBe(NOBODY);
      }
      // The SPA comes from the copied apps/web/dist.
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      // The signing key's rotation runs from the image too (`docker compose exec app node
      // apps/api/dist/rotate-signing-key.js`): beside the running server, as the same user.
      const rotateArgv = [node, 'apps/api/dist/rotate-signing-key.js'];
      const [rotateCommand, ...rotateRest] = asRoot
        ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', ...rotateArgv]
        : rotateArgv;
      const rotated = spawnSync(rotateCommand, rotateRest, {
        cwd: app,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: data },
        encoding: 'utf8',
      });
      expect(rotated.status, `${rotated.stdout}${rotated.stderr}`).toBe(0);
      const newKid = /New signing key (\S+)\./.exec(rotated.stdout)?.[1];
      const keyFile = JSON.parse(readFileSync(path.join(data, 'keys', 'idp-keys.json'), 'utf8'));
      expect(keyFile.signingKey.kid).toBe(newKid);
      expect(keyFile.retiredSigningKeys).toHaveLength(1);
    },
    150_000,
  );
});
