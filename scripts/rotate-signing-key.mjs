#!/usr/bin/env node
// `npm run rotate-signing-key`: a new signing key for the embedded IdP, the previous one kept
// published and trusted until its tokens expire (docs/identity.md, "Rotating the signing key").
// The work is in apps/api/src/platform/idp, run here from the sources with tsx (a checkout); the
// build ships the same code as apps/api/dist/rotate-signing-key.js (the image has no tsx).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { repoRoot } from './lib/build.mjs';

register();
await import(
  pathToFileURL(path.join(repoRoot, 'apps/api/src/platform/idp/rotate-signing-key-cli.ts')).href
);
