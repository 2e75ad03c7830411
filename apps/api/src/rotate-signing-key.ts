import { REQUIRED_NODE_MAJOR, unsupportedNode } from './platform/node-version';

// `node apps/api/dist/rotate-signing-key.js`: the built entry of the signing key's rotation, for
// where only the build is shipped (the image: `docker compose exec app node
// apps/api/dist/rotate-signing-key.js`). A checkout runs the same code with `npm run
// rotate-signing-key`. The Node check comes first, as in main.ts.
const refused = unsupportedNode(process.versions.node, REQUIRED_NODE_MAJOR);
if (refused) {
  console.error(refused);
  process.exit(1);
}
await import('./platform/idp/rotate-signing-key-cli');
