#!/usr/bin/env node
// `npm run test:stress -- <spec> [times]`: runs one e2e spec `times` times in a row (default 3)
// with two CPU-burning processes beside it (a busy machine: the 2 cores taken), and prints each
// run's result and time. `<spec>` is a file under e2e/specs, with or without `.spec.ts`; `all`
// runs the whole suite. Build first (`npm run build`): the specs run the built server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/build.mjs';

const [given, timesArg] = process.argv.slice(2);
const times = Number(timesArg ?? 3);
if (!given || !(times >= 1)) {
  console.error('usage: npm run test:stress -- <spec|all> [times]');
  process.exit(2);
}
const name = given.replace(/^(e2e\/)?specs\//, '').replace(/(\.spec)?\.ts$/, '');
const spec = name === 'all' ? [] : [`specs/${name}.spec.ts`];
if (spec.length && !existsSync(path.join(repoRoot, 'e2e', spec[0]))) {
  console.error(`no such spec: e2e/${spec[0]}`);
  process.exit(2);
}

const BURNERS = 2;
const burners = Array.from({ length: BURNERS }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((b) => b.kill('SIGKILL'));
process.on('exit', stopBurners);
process.on('SIGINT', () => process.exit(130));

function runOnce() {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--config', 'vitest.config.ts', '--reporter=dot', ...spec],
      { cwd: path.join(repoRoot, 'e2e'), stdio: 'inherit' },
    );
    child.on('close', (code) => resolve(code === 0));
  });
}

const results = [];
for (let i = 1; i <= times; i++) {
  const started = Date.now();
  const ok = await runOnce();
  const seconds = (Date.now() - started) / 1000;
  results.push({ ok, seconds });
  console.log(
    `stress ${name} run ${i}/${times}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`,
  );
}
stopBurners();
const passed = results.filter((r) => r.ok).length;
console.log(
  `\nstress ${name} with ${BURNERS} CPU burners: ` +
    results.map((r) => `${r.ok ? 'pass' : 'FAIL'} ${r.seconds.toFixed(0)} s`).join(', '),
);
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
