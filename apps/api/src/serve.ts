import { ConfigError, loadConfig } from './platform/config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { useOwnerOnlyFiles } from './platform/data-dir-privacy';
import { StartingListener } from './starting-listener';
import { stopTracing } from './platform/tracing/stop-tracing';
import { createServer, type RunningServer } from './server';

// Before anything is written: DATA_DIR's files are the server's alone.
useOwnerOnlyFiles();

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  // The port opens first: while the database is migrated and seeded it answers /api/health 200
  // and everything else 503 (starting), rather than refusing connections.
  const port = new StartingListener();
  await port.listen(config.PORT, config.HOST);
  let server: RunningServer;
  try {
    server = await createServer(config, { serverFactory: port.serverFactory });
  } catch (err) {
    await port.close();
    throw err;
  }
  await server.app.listen({ port: config.PORT, host: config.HOST });
  server.app.log.info(
    `${config.TEAM_NAME} portal ready at ${config.publicUrl} in ${Date.now() - started} ms` +
      ` (database: ${server.database.kind}${config.DEMO ? ', demo mode' : ''})`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received, shutting down`);
    // The grace for requests and messages in flight (server.close), then a margin for the rest.
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 5_000);
    force.unref();
    // SIGTERM is an orchestrator's stop: /api/ready answers 503 while the port stays open for
    // the drain delay, so the load balancer takes this replica out first. Ctrl-C stops at once.
    const drainDelayMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_DELAY_MS : 0;
    if (drainDelayMs > 0) {
      server.app.log.info(`not ready; closing the port in ${drainDelayMs} ms`);
    }
    server
      .close({ drainDelayMs })
      .then(() => stopTracing())
      .then(() => process.exit(0))
      .catch((err) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('The server could not start:', err);
  }
  process.exit(1);
});
