// Reads the repository's Dockerfile into its instructions, per stage, for the tests that check it
// against the repository (scripts/docker-image.test.mjs, scripts/deploy-compose.test.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './build.mjs';

export const dockerfilePath = path.join(repoRoot, 'Dockerfile');

/**
 * The Dockerfile's stages in order: `{ name, from, instructions: [{ keyword, args }] }`, where
 * `args` is the instruction's text with its line continuations joined. Comments are dropped.
 */
export function readDockerfile(text = readFileSync(dockerfilePath, 'utf8')) {
  const logical = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push((pending + line).trim());
    pending = '';
  }
  if (pending) logical.push(pending.trim());
  const stages = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, from = '', name = null] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ name, from, instructions: [] });
    } else if (stages.length) {
      stages.at(-1).instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

/** The stage called `name`; throws when there is none. */
export function stage(stages, name) {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`the Dockerfile has no stage "${name}"`);
  return found;
}

/** A COPY's sources, destination and --from stage (null: the build context). */
export function parseCopy(args) {
  const words = args.split(/\s+/);
  let from = null;
  while (words[0]?.startsWith('--')) {
    const flag = words.shift();
    if (flag.startsWith('--from=')) from = flag.slice('--from='.length);
  }
  const dest = words.pop();
  return { from, sources: words, dest };
}

/** An exec-form (JSON array) instruction's words, e.g. CMD ["node", "main.js"]. */
export function execForm(args) {
  const words = JSON.parse(args);
  if (!Array.isArray(words)) throw new Error(`not an exec-form array: ${args}`);
  return words;
}
