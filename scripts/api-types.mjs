#!/usr/bin/env node
// `npm run api-types`: regenerates the SPA's API types after a route's schemas change.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, renderApiTypes } from './lib/api-types.mjs';
import { repoRoot } from './lib/build.mjs';

writeFileSync(API_TYPES_FILE, await renderApiTypes());
console.log(`wrote ${path.relative(repoRoot, API_TYPES_FILE)}`);
