import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, and the built server in it (`npm start` runs dist/main.js). */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const builtEntry = path.join(apiRoot, 'dist/main.js');

/** The newest modification time under a folder (sources the build depends on). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!e.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/main.js when it is missing or older than the API or shared sources: `npm test`
 * builds before vitest, but a file run on its own must not test a stale bundle.
 */
export function ensureApiBuilt(): void {
  const built = fs.existsSync(builtEntry) ? fs.statSync(builtEntry).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(apiRoot, 'src')),
    newestMtime(path.join(apiRoot, '../../packages/shared/src')),
  );
  if (built < sources) execFileSync(process.execPath, ['build.mjs'], { cwd: apiRoot });
}
