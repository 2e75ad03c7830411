import { REQUIRED_NODE_MAJOR, unsupportedNode } from './platform/node-version';

// First, before the server's modules load (the build keeps them in a chunk of their own) and
// anything is opened: on an older Node they fail in ways that do not say why.
const refused = unsupportedNode(process.versions.node, REQUIRED_NODE_MAJOR);
if (refused) {
  console.error(refused);
  process.exit(1);
}
await import('./serve');
