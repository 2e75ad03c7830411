#!/usr/bin/env node
// Fails when a package that production runs has a licence outside the rule in
// scripts/lib/licences.mjs, and lists those allowed only as weak copyleft or a shared library.
// It reads the builds, so it runs after `npm run build`: the API bundle's esbuild metafile and
// the web bundle's module list (what each holds), and the API's installed dependencies.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, staleReason, targets } from './lib/build.mjs';
import { licenceReport, productionPackages } from './lib/licences.mjs';

/** What each build writes about its contents. */
const LISTS = {
  api: 'apps/api/dist/main.meta.json',
  web: 'apps/web/dist/.vite/bundle-modules.json',
};

const stale = targets
  .map((target) => [
    target.name,
    existsSync(path.join(repoRoot, LISTS[target.name]))
      ? staleReason(target)
      : `${LISTS[target.name]} is missing`,
  ])
  .filter(([, reason]) => reason);
if (stale.length) {
  const why = stale.map(([name, reason]) => `${name}: ${reason}`).join('; ');
  console.error(`licences: the builds are what is checked, run \`npm run build\` first (${why})`);
  process.exit(1);
}

const readJson = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const { packages, problems } = productionPackages({
  api: {
    dir: path.join(repoRoot, 'apps/api'),
    metafile: readJson(LISTS.api),
    dependencies: Object.keys(readJson('apps/api/package.json').dependencies ?? {}),
  },
  web: {
    dir: path.join(repoRoot, 'apps/web'),
    files: readJson(LISTS.web).files,
  },
});
const report = licenceReport(packages);
const allProblems = [...problems, ...report.problems];
if (report.listed.length) {
  console.log(
    `licences: allowed, not permissive (listed in the README):\n  ${report.listed.join('\n  ')}`,
  );
}
if (allProblems.length) {
  console.error(`licences: not allowed in production:\n  ${allProblems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `licences: ${report.count} packages in the API and web bundles or installed for the API, all allowed`,
);
