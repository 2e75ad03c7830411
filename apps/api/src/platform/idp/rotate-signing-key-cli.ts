/**
 * `npm run rotate-signing-key` (a checkout) or `node apps/api/dist/rotate-signing-key.js` (the
 * build, the image): a new signing key for the embedded IdP (docs/identity.md, "Rotating the
 * signing key"). DATA_DIR, DATABASE_URL, AUTH_MODE and IDP_SIGNING_KEY are read as the server
 * reads them.
 */
import path from 'node:path';
import { openPostgres } from '../db/database';
import { RETIRED_KEY_GRACE_SECONDS } from './signing-keys';
import { RotationRefused, rotateSigningKey } from './signing-key-rotation';

async function main(env: NodeJS.ProcessEnv): Promise<number> {
  if ((env.AUTH_MODE ?? 'embedded') !== 'embedded') {
    console.error('AUTH_MODE is not embedded: Auth0 signs the tokens; rotate its keys there.');
    return 1;
  }
  if (env.IDP_SIGNING_KEY) {
    console.error(
      'IDP_SIGNING_KEY is set, and a setting always wins: rotate it through the settings, the old key moved to IDP_PUBLISHED_KEYS (docs/identity.md, "A key given as a setting").',
    );
    return 1;
  }
  const handle = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, 1) : null;
  try {
    const kid = await rotateSigningKey(
      handle ? { db: handle.db } : { dataDir: path.resolve(env.DATA_DIR ?? './data') },
    );
    const minutes = Math.ceil(RETIRED_KEY_GRACE_SECONDS / 60);
    const within = handle ? 'now (PostgreSQL tells every replica)' : 'within a minute';
    console.log(
      `New signing key ${kid}. The running server signs with it ${within}, no restart needed; ` +
        `the previous key stays published and trusted for ${minutes} minutes, then is dropped.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof RotationRefused) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await handle?.close();
  }
}

process.exitCode = await main(process.env);
