// Bundles the API into ESM files: dist/main.js, for `npm start` and the e2e suite, and beside it
// dist/rotate-signing-key.js (the signing key's rotation where only the build is shipped); the
// code they share is in chunks.
//
// Runtime dependencies stay external (node_modules is present wherever the server runs, and some
// of them load files relative to their own package: PGlite's WASM, oidc-provider's views).
// @dugout/shared is the exception: its exports point at TypeScript source, which Node cannot
// load, so it is bundled.
//
// Beside the bundle, <outfile>.meta.json is esbuild's metafile (paths relative to apps/api): which
// files are inside and what it imports at run time, for the licence check.
//
// Usage: node build.mjs [entry] [outfile]   (defaults: src/main.ts, dist/main.js, plus the
// rotation's entry)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const bundled = new Set(['@dugout/shared']);
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !bundled.has(name));

const entry = path.resolve(here, process.argv[2] ?? 'src/main.ts');
const outfile = path.resolve(here, process.argv[3] ?? 'dist/main.js');
/** Further entries built with the default one, beside it (their code shares its chunks). */
const extraEntries = process.argv[2] ? {} : { 'rotate-signing-key': 'src/rotate-signing-key.ts' };

// Bundled CommonJS code (or code that expects CJS globals) may call require() or read
// __dirname/__filename, which ESM does not define.
const banner = [
  "import { createRequire as __dugoutCreateRequire } from 'node:module';",
  "import { fileURLToPath as __dugoutFileURLToPath } from 'node:url';",
  "import { dirname as __dugoutDirname } from 'node:path';",
  'const require = __dugoutCreateRequire(import.meta.url);',
  'const __filename = __dugoutFileURLToPath(import.meta.url);',
  'const __dirname = __dugoutDirname(__filename);',
].join('\n');

// The entry's own code runs before its chunks load (main.ts checks the Node version before the
// server's modules, external packages included, are imported): split at its dynamic import.
const outdir = path.dirname(outfile);
const entryName = path.basename(outfile).replace(/\.[cm]?js$/, '');
// Beside the entry, not in a subfolder: the code finds files relative to its own folder (dist).
const chunkPrefix = `${entryName}.chunk-`;
mkdirSync(outdir, { recursive: true });
for (const file of readdirSync(outdir, { withFileTypes: true })) {
  if (file.isFile() && file.name.startsWith(chunkPrefix)) rmSync(path.join(outdir, file.name));
}

const started = Date.now();
try {
  const result = await esbuild.build({
    absWorkingDir: here,
    entryPoints: { [entryName]: entry, ...extraEntries },
    outdir,
    splitting: true,
    chunkNames: `${chunkPrefix}[name]-[hash]`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    external,
    banner: { js: banner },
    logLevel: 'warning',
    metafile: true,
  });
  writeFileSync(`${outfile.replace(/\.[cm]?js$/, '')}.meta.json`, JSON.stringify(result.metafile));
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, o]) => sum + o.bytes, 0);
  const size = ` (${(bytes / 1024).toFixed(0)} KiB)`;
  console.log(
    `[api build] ${path.relative(process.cwd(), entry)} -> ${path.relative(process.cwd(), outfile)}${size} in ${Date.now() - started} ms`,
  );
} catch {
  // esbuild has already printed the errors.
  process.exit(1);
}
