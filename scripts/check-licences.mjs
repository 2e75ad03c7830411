#!/usr/bin/env node
// Fails when a production dependency in package-lock.json has a licence outside the rule in
// scripts/lib/licences.mjs (permissive only; LGPL only for shared libraries named there).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/build.mjs';
import { licenceProblems, productionPackages } from './lib/licences.mjs';

const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
const problems = licenceProblems(lock);
if (problems.length) {
  console.error(`Licences not allowed among production dependencies:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`licences: ${productionPackages(lock).length} production packages, all allowed`);
