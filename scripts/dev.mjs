#!/usr/bin/env node
// `npm run dev`: the API with hot reload on :3001 and Vite's dev server on :5173 (which proxies
// /api, /idp and /dev to :3001), output prefixed, both stopped by Ctrl-C. Open
// http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './lib/build.mjs';

const color = process.stdout.isTTY;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const baseEnv = { ...process.env };
if (color) baseEnv.FORCE_COLOR ??= '1';

const apiEnv = {
  ...baseEnv,
  PORT: '3001',
  DEMO: process.env.DEMO ?? '1',
  PUBLIC_URL: 'http://localhost:5173',
  // Empty: the API serves no SPA; Vite does.
  WEB_DIST: '',
};
delete apiEnv.NODE_ENV;

const children = [
  {
    name: 'api',
    code: '36',
    command: path.join(repoRoot, 'node_modules/.bin/tsx'),
    args: ['watch', '--clear-screen=false', 'apps/api/src/main.ts'],
    env: apiEnv,
  },
  {
    name: 'web',
    code: '35',
    command: 'npm',
    args: ['run', 'dev', '-w', '@dugout/web', '--', '--port', '5173', '--strictPort'],
    env: baseEnv,
  },
];

let stopping = false;
let exitCode = 0;
let running = 0;

function pipe(stream, prefix, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

/** Signals a child's whole process group (npm -> sh -> vite; tsx -> node). */
function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stopAll(reason) {
  if (stopping) return;
  stopping = true;
  if (reason) console.log(paint('33', `[dev] ${reason}: stopping`));
  for (const { proc } of children) signalGroup(proc, 'SIGTERM');
  // Whatever ignores SIGTERM for 5 s is killed.
  setTimeout(() => {
    for (const { proc } of children) signalGroup(proc, 'SIGKILL');
  }, 5000).unref();
}

for (const child of children) {
  const prefix = paint(child.code, `[${child.name}]`);
  // Own process group, so one signal reaches every process under it and Ctrl-C at the terminal
  // reaches only us: we stop both children in order.
  const proc = spawn(child.command, child.args, {
    cwd: repoRoot,
    env: child.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.proc = proc;
  running += 1;
  pipe(proc.stdout, prefix, process.stdout);
  pipe(proc.stderr, prefix, process.stderr);
  proc.on('error', (err) => {
    console.error(`${prefix} could not start: ${err.message}`);
  });
  proc.on('close', (code, signal) => {
    running -= 1;
    if (!stopping) {
      exitCode = code || 1;
      stopAll(`${child.name} exited (${signal ?? `code ${code}`})`);
    }
    if (running === 0) process.exit(exitCode);
  });
}

process.on('SIGINT', () => stopAll('Ctrl-C'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('SIGHUP', () => stopAll('SIGHUP'));
// If we die anyway, do not leave servers holding the ports.
process.on('exit', () => {
  for (const { proc } of children) if (proc) signalGroup(proc, 'SIGKILL');
});

console.log(paint('33', '[dev] API on http://localhost:3001, app on http://localhost:5173'));
