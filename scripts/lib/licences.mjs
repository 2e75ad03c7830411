// The licence rule for what production runs: the packages inside the API and web bundles, and
// those installed for the API to load at run time. Permissive licences pass. Weak, file-level
// copyleft used unmodified (MPL-2.0) and LGPL libraries loaded as separate shared libraries
// (libvips under sharp) pass too, but are listed, here and in the README. Strong copyleft (GPL,
// AGPL, SSPL, LGPL linked in), a missing licence or one nobody reviewed yet fails `npm test`.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

/** SPDX identifiers reviewed as permissive. */
export const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'Zlib',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
]);

/**
 * File-level copyleft: the package's own files stay under it (and must be offered as they are,
 * unmodified), our code does not. Allowed, and listed in the README.
 */
export const WEAK_COPYLEFT = new Set(['MPL-2.0']);

/**
 * Packages whose weak-copyleft part is a dynamically loaded shared library: libvips under sharp,
 * and libheif compiled to WebAssembly (libheif-js, under heic-decode), an unmodified module the
 * API loads at run time, never bundled (it stays in node_modules, replaceable as the LGPL asks).
 */
export const SHARED_LIBRARY_EXCEPTIONS = [
  { name: /^@img\/sharp-(libvips-)?[a-z0-9-]+$/, licence: /^LGPL-3\.0(-or-later)?$/ },
  { name: /^libheif-js$/, licence: /^LGPL-3\.0(-or-later)?$/ },
];

/** How an identifier or expression is judged: refused, allowed but listed, or permissive. */
export const REFUSED = 0;
export const LISTED = 1;
export const ALLOWED = 2;

/** Splits an SPDX expression into tokens: identifiers, `(`, `)`, AND, OR, WITH. */
function tokenize(expression) {
  return expression.replace(/[()]/g, ' $& ').trim().split(/\s+/).filter(Boolean);
}

/**
 * The verdict on an SPDX expression when every identifier is judged by `rank` (REFUSED, LISTED
 * or ALLOWED): `A OR B` takes the better side, `A AND B` the worse; `X WITH exception` is
 * judged as X.
 */
export function expressionRank(expression, rank) {
  const tokens = tokenize(expression);
  let i = 0;
  const primary = () => {
    const token = tokens[i++];
    if (token === undefined) throw new Error(`incomplete licence expression "${expression}"`);
    if (token === '(') {
      const value = orExpr();
      if (tokens[i++] !== ')') throw new Error(`unbalanced licence expression "${expression}"`);
      return value;
    }
    const value = rank(token.replace(/\+$/, ''));
    if (tokens[i] === 'WITH') i += 2;
    return value;
  };
  const andExpr = () => {
    let value = primary();
    while (tokens[i] === 'AND') {
      i++;
      value = Math.min(primary(), value);
    }
    return value;
  };
  const orExpr = () => {
    let value = andExpr();
    while (tokens[i] === 'OR') {
      i++;
      value = Math.max(andExpr(), value);
    }
    return value;
  };
  const result = orExpr();
  if (i !== tokens.length) throw new Error(`unexpected "${tokens[i]}" in "${expression}"`);
  return result;
}

/**
 * The verdict on one package ({ name, version, licence }): `problem` when it breaks the rule,
 * `listed` when it is allowed only as weak copyleft or a shared library (a line for the output),
 * neither when it is permissive.
 */
export function judgePackage(pkg) {
  const label = `${pkg.name}@${pkg.version}`;
  if (!pkg.licence) return { problem: `${label}: no licence declared` };
  const exception = SHARED_LIBRARY_EXCEPTIONS.find((e) => e.name.test(pkg.name));
  const rank = (id) => {
    if (PERMISSIVE.has(id)) return ALLOWED;
    if (WEAK_COPYLEFT.has(id)) return LISTED;
    return exception?.licence.test(id) ? LISTED : REFUSED;
  };
  let verdict;
  try {
    verdict = expressionRank(pkg.licence, rank);
  } catch (err) {
    return { problem: `${label}: ${err instanceof Error ? err.message : err}` };
  }
  if (verdict === ALLOWED) return {};
  if (verdict === LISTED) {
    const why = exception ? 'shared library' : 'weak copyleft, used unmodified';
    return { listed: `${label}: ${pkg.licence} (${why})` };
  }
  // LGPL linked into our code (not a shared library) binds it as GPL would.
  const copyleft = /GPL|SSPL/.test(pkg.licence);
  return {
    problem: `${label}: ${pkg.licence} ${copyleft ? '(copyleft: not allowed in production)' : '(not on the reviewed list in scripts/lib/licences.mjs)'}`,
  };
}

/** A package.json's licence as one SPDX expression (the old `licenses` array is a choice). */
function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses) && licenses.length) {
    const ids = licenses.map((l) => (typeof l === 'string' ? l : l?.type)).filter(Boolean);
    return ids.length > 1 ? `(${ids.join(' OR ')})` : (ids[0] ?? null);
  }
  return null;
}

/** The package a file belongs to: its folder after the last node_modules/, or null (our code). */
export function packageDirOf(file) {
  // Bundlers mark some ids: a leading \0 (a virtual module) or a ?query (a variant of one file).
  const clean = file.replace(/^\0/, '').replace(/\?.*$/, '').replaceAll('\\', '/');
  const at = `/${clean}`.lastIndexOf('/node_modules/');
  if (at === -1) return null;
  const start = at + '/node_modules/'.length - 1;
  const parts = clean.slice(start).split('/');
  const nameParts = parts[0]?.startsWith('@') ? 2 : 1;
  if (parts.length <= nameParts) return null;
  return clean.slice(0, start) + parts.slice(0, nameParts).join('/');
}

/** The package name a bare import names (`twilio/lib/x` → `twilio`), or null for a path. */
export function packageNameOf(specifier) {
  if (/^[./]/.test(specifier) || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * What an esbuild bundle holds, from its metafile: the files that put bytes into an output
 * (absolute, against `baseDir`, the build's working directory), and the packages its outputs
 * import at run time (left external).
 */
export function esbuildBundleContents(metafile, baseDir) {
  const files = new Set();
  const external = new Set();
  for (const output of Object.values(metafile.outputs ?? {})) {
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs ?? {})) {
      // `ns:…` and `(disabled):…` inputs are esbuild's own, not files.
      if (bytesInOutput > 0 && !/^\(?[\w-]+\)?:/.test(file)) files.add(path.resolve(baseDir, file));
    }
    for (const imported of output.imports ?? []) {
      const name = imported.external ? packageNameOf(imported.path) : null;
      if (name) external.add(name);
    }
  }
  return { files: [...files], external: [...external] };
}

/** A package's manifest, read from its folder. */
export function readPackage(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return {
    dir,
    name: manifest.name ?? path.basename(dir),
    version: manifest.version ?? '?',
    licence: licenceOf(manifest),
    manifest,
  };
}

/**
 * The packages (folders, deduplicated) that these bundled files, relative to `baseDir`, come
 * from. A module a build tool made up (`\0vite/preload-helper.js`) is that tool's code.
 */
export function bundledPackages(files, baseDir) {
  const dirs = new Set();
  for (const file of files) {
    const dir = file.startsWith('\0') ? null : packageDirOf(file);
    const tool = file.startsWith('\0') ? packageNameOf(file.slice(1)) : null;
    const found = dir
      ? realpathSync(path.resolve(baseDir, dir))
      : tool && findPackage(tool, baseDir);
    if (found) dirs.add(found);
  }
  return [...dirs].map(readPackage);
}

/** Where Node finds package `name` from `fromDir`: the nearest node_modules/<name> upwards. */
export function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * Every package installed for these to run, as Node resolves them from `fromDir`: each one's
 * dependencies, and its optional and peer dependencies that are installed (an optional one for
 * another platform is not). A workspace of ours is followed but not itself judged. `missing`
 * names the required dependencies that are not installed.
 */
export function installedPackages(names, fromDir) {
  const found = new Map();
  const missing = [];
  const visit = (name, from, required, by) => {
    const dir = findPackage(name, from);
    if (!dir) {
      if (required) missing.push(`${name} (needed by ${by})`);
      return;
    }
    if (found.has(dir)) return;
    const pkg = readPackage(dir);
    found.set(dir, pkg);
    const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = pkg.manifest;
    const peerMeta = pkg.manifest.peerDependenciesMeta ?? {};
    for (const dep of Object.keys(dependencies)) {
      if (!(dep in optionalDependencies)) visit(dep, dir, true, pkg.name);
    }
    for (const dep of Object.keys(optionalDependencies)) visit(dep, dir, false, pkg.name);
    for (const dep of Object.keys(peerDependencies)) {
      visit(dep, dir, !peerMeta[dep]?.optional, pkg.name);
    }
  };
  for (const name of names) visit(name, fromDir, true, 'the bundle');
  const packages = [...found.values()].filter((pkg) =>
    pkg.dir.split(path.sep).includes('node_modules'),
  );
  return { packages, missing };
}

/**
 * Judges every package of production, each `{ name, version, licence, dir, where }`, the same
 * folder once. Returns the problems and the listed (allowed, non-permissive) packages, sorted.
 */
export function licenceReport(packages) {
  const byDir = new Map();
  for (const pkg of packages) {
    const seen = byDir.get(pkg.dir);
    if (seen) seen.where = [...new Set([...seen.where, ...pkg.where])];
    else byDir.set(pkg.dir, { ...pkg, where: [...pkg.where] });
  }
  const problems = [];
  const listed = [];
  for (const pkg of byDir.values()) {
    const verdict = judgePackage(pkg);
    const where = ` [${pkg.where.join(', ')}]`;
    if (verdict.problem) problems.push(verdict.problem + where);
    if (verdict.listed) listed.push(verdict.listed + where);
  }
  return { count: byDir.size, problems: problems.sort(), listed: listed.sort() };
}

/**
 * Everything production runs, each package with where it is: the files inside the API bundle
 * (`api.metafile`, esbuild's, relative to `api.dir`) and inside the web bundle (`web.files`,
 * relative to `web.dir`), and every package installed for the API at run time: its declared
 * `api.dependencies` and whatever the bundle imports, with all they depend on. `problems`: a
 * bundle importing a package the API does not declare (a production install would lack it), or
 * a dependency that is not installed.
 */
export function productionPackages({ api, web }) {
  const problems = [];
  const { files, external } = esbuildBundleContents(api.metafile, api.dir);
  const declared = new Set(api.dependencies);
  for (const name of external) {
    if (!declared.has(name)) {
      problems.push(`${name}: imported by the API bundle but not a dependency of apps/api`);
    }
  }
  const installed = installedPackages([...new Set([...declared, ...external])], api.dir);
  for (const name of installed.missing) problems.push(`${name}: not installed`);
  const packages = [
    ...bundledPackages(files, api.dir).map((pkg) => ({ ...pkg, where: ['API bundle'] })),
    ...installed.packages.map((pkg) => ({ ...pkg, where: ['API, installed'] })),
    ...bundledPackages(web.files, web.dir).map((pkg) => ({ ...pkg, where: ['web bundle'] })),
  ];
  return { packages, problems };
}
