/**
 * The Node.js major version the server runs on: `engines.node` of the root and apps/api
 * package.json say the same (node-version.test.ts). The embedded IdP (oidc-provider) calls
 * anything older than Node 22 an "Unsupported runtime", and the bundle targets node24.
 */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * The one line that refuses to start on `found` (process.versions.node), or null when it is new
 * enough. Pure, so main.ts can call it before anything else is loaded or opened.
 */
export function unsupportedNode(found: string, requiredMajor: number): string | null {
  const major = Number(/^v?(\d+)\./.exec(found)?.[1] ?? 0);
  if (major >= requiredMajor) return null;
  return (
    `The portal needs Node.js ${requiredMajor} or newer, and this is Node.js ${found.replace(/^v/, '')}:` +
    ` install Node.js ${requiredMajor} (or run \`npm start\`, which uses the one npm installed).`
  );
}
