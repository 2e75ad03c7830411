/**
 * The server `npm run bench` measures: the portal exactly as `npm start` builds it
 * (apps/api/src/main.ts), plus the in-memory ceiling route the figures are compared against.
 * Bundled beside the app (apps/api/dist/bench-server.js, see proc.ts) so both run the same code.
 */
import { loadConfig } from '../../apps/api/src/platform/config';
import { createServer } from '../../apps/api/src/server';
import { benchCeilingRoutes } from './ceiling-routes';

const config = loadConfig();
// The ceiling stores whatever it is sent: only ever on a demo team.
if (!config.DEMO) {
  console.error('The bench server runs only with DEMO=1');
  process.exit(1);
}
const server = await createServer(config);
// Fastify takes routes until it starts listening; the app's hooks apply to this one too.
await server.app.register(benchCeilingRoutes);
await server.app.listen({ port: config.PORT, host: config.HOST });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server
    .close()
    .then(() => process.exit(0))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
