#!/usr/bin/env node
// `npm run fuzz [-- <minutes>]` (default 30; not part of `npm test`): runs every fast-check
// property of the suite again and again, each round under a new random seed (FC_SEED, read by
// scripts/lib/fast-check-seed.mjs), until the time is up; then lists the seeds that failed with the
// command that replays each. A failing seed belongs in its test as a regression
// (`fc.assert(property, { seed, path })`, with the path fast-check printed).
import { spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { repoRoot } from './lib/build.mjs';

const minutes = Number(process.argv[2] ?? process.env.FUZZ_MINUTES ?? 30);
if (!(minutes > 0)) {
  console.error(`usage: npm run fuzz -- <minutes>   (got "${process.argv[2]}")`);
  process.exit(2);
}

/** Every test file that uses fast-check, found by its import. */
function propertyFiles() {
  const found = spawnSync(
    'git',
    ['grep', '-l', '-E', "from 'fast-check'", '--', '*.test.ts', '*.test.tsx', '*.test.mjs'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return found.stdout.split('\n').filter(Boolean);
}

/** One vitest run of `files` under `seed`: whether it passed, and the tail of what it printed. */
function round(files, seed) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--reporter=dot', ...files], {
      cwd: repoRoot,
      env: { ...process.env, FC_SEED: String(seed) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const files = propertyFiles();
const deadline = Date.now() + minutes * 60_000;
const failures = [];
let rounds = 0;
console.log(`fuzz: ${files.length} property files for ${minutes} min:\n  ${files.join('\n  ')}`);
while (Date.now() < deadline) {
  // fast-check's seeds are 32-bit signed integers.
  const seed = randomInt(-(2 ** 31), 2 ** 31);
  const started = Date.now();
  const { ok, output } = await round(files, seed);
  rounds += 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`round ${rounds}: FC_SEED=${seed} ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (!ok) {
    failures.push(seed);
    console.log(output.split('\n').slice(-60).join('\n'));
  }
}

console.log(`\nfuzz: ${rounds} rounds in ${minutes} min, ${failures.length} failed`);
for (const seed of failures) {
  console.log(`  FC_SEED=${seed} npx vitest run ${files.join(' ')}`);
}
console.log(`${rounds - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
