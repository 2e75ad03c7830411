// The licence rule for production dependencies (DESIGN §8): permissive licences only. LGPL code
// is allowed only where it is loaded as a separate shared library (libvips under sharp), and
// those packages are named here and in the README. Anything else, a strong copyleft licence
// (GPL, AGPL, SSPL) or a licence nobody reviewed yet, fails `npm test`.

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

/** Packages whose weak-copyleft part is a dynamically loaded shared library. */
export const SHARED_LIBRARY_EXCEPTIONS = [
  { name: /^@img\/sharp-(libvips-)?[a-z0-9-]+$/, licence: /^LGPL-3\.0(-or-later)?$/ },
];

/** Splits an SPDX expression into tokens: identifiers, `(`, `)`, AND, OR, WITH. */
function tokenize(expression) {
  return expression.replace(/[()]/g, ' $& ').trim().split(/\s+/).filter(Boolean);
}

/**
 * Whether an SPDX expression is acceptable when every identifier is judged by `ok`:
 * `A OR B` needs one side, `A AND B` both; `X WITH exception` is judged as X.
 */
export function expressionAllowed(expression, ok) {
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
    let value = ok(token.replace(/\+$/, ''));
    if (tokens[i] === 'WITH') i += 2;
    return value;
  };
  const andExpr = () => {
    let value = primary();
    while (tokens[i] === 'AND') {
      i++;
      value = primary() && value;
    }
    return value;
  };
  const orExpr = () => {
    let value = andExpr();
    while (tokens[i] === 'OR') {
      i++;
      value = andExpr() || value;
    }
    return value;
  };
  const result = orExpr();
  if (i !== tokens.length) throw new Error(`unexpected "${tokens[i]}" in "${expression}"`);
  return result;
}

/** Packages installed for production (not dev-only), from a lockfile v2/v3, with their licence. */
export function productionPackages(lock) {
  const out = [];
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    // '' is the root; keys without node_modules/ are our own workspaces; links point at them.
    if (!key.includes('node_modules/') || entry.link || entry.dev) continue;
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    out.push({ name, version: entry.version ?? '?', licence: entry.license ?? null });
  }
  return out;
}

/** The production packages that break the rule, each with the reason. */
export function licenceProblems(lock) {
  const problems = [];
  for (const pkg of productionPackages(lock)) {
    const label = `${pkg.name}@${pkg.version}`;
    if (!pkg.licence) {
      problems.push(`${label}: no licence declared`);
      continue;
    }
    const exception = SHARED_LIBRARY_EXCEPTIONS.find((e) => e.name.test(pkg.name));
    const ok = (id) => PERMISSIVE.has(id) || Boolean(exception && exception.licence.test(id));
    let allowed;
    try {
      allowed = expressionAllowed(pkg.licence, ok);
    } catch (err) {
      problems.push(`${label}: ${err instanceof Error ? err.message : err}`);
      continue;
    }
    if (!allowed) {
      const copyleft = /(^|[^L])GPL|AGPL|SSPL/.test(pkg.licence);
      problems.push(
        `${label}: ${pkg.licence} ${copyleft ? '(copyleft: not allowed in production)' : '(not on the reviewed list in scripts/lib/licences.mjs)'}`,
      );
    }
  }
  return problems;
}
