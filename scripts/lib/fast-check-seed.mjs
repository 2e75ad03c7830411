// Vitest setup (the shared and api projects): every fast-check property in a run draws from one
// seed. Fixed unless FC_SEED says otherwise, so `npm test` replays the same cases on every machine
// and with any load; `npm run fuzz` sets a new random FC_SEED for each round. A failure prints
// fast-check's `{ seed, path }`: replay it with FC_SEED=<seed>, or pin it in a test as a
// regression (`fc.assert(property, { seed, path })`).
import fc from 'fast-check';

/** The seed of `npm test` (and CI). */
export const FIXED_FC_SEED = 20261127;

/** The seed in force: FC_SEED when set, else the fixed one. */
export function propertySeed(env = process.env) {
  const given = env.FC_SEED;
  if (given === undefined || given === '') return FIXED_FC_SEED;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got "${given}"`);
  return seed;
}

fc.configureGlobal({ seed: propertySeed() });
