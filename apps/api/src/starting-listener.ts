import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { Language } from '@dugout/shared';
import { healthCatalog } from './modules/health/health.locales';
import { requestLanguage } from './platform/i18n/language';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The server's port, open from the first moment of a start: while createServer opens, migrates and
 * seeds the database, /api/health answers 200 (alive), /api/ready 503 `starting` and every other
 * request 503, so a load balancer or orchestrator sees "not ready" instead of a refused connection.
 * The same http.Server is then Fastify's (`serverFactory`): when the app listens, its handler
 * takes over, with no moment where the port is closed.
 */
export class StartingListener {
  readonly server: http.Server;
  private handler: Handler | null = null;

  constructor() {
    this.server = http.createServer((req, res) =>
      this.handler ? this.handler(req, res) : answerStarting(req, res),
    );
  }

  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /**
   * For Fastify's `serverFactory`: this server, already listening. Fastify's `listen()` (called
   * once the app is ready) only hands it the requests; its close() closes it as its own.
   */
  readonly serverFactory: FastifyServerFactory = (handler, opts) => {
    const server = this.server;
    // What Fastify sets on a server it makes itself.
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = opts;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    server.listen = ((...args: unknown[]) => {
      this.handler = handler as Handler;
      const callback = args.find((a): a is () => void => typeof a === 'function');
      process.nextTick(() => {
        server.emit('listening');
        callback?.();
      });
      return server;
    }) as typeof server.listen;
    return server;
  };

  /** Closes the port if the start failed before Fastify took it over. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

/** The answer while starting: alive, not ready, nothing else served yet. */
function answerStarting(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0]!.toLowerCase().replace(/\/+$/, '');
  const language: Language = requestLanguage({ headers: req.headers });
  const alive = path === '/api/health';
  const body = alive
    ? { status: 'ok' }
    : { message: healthCatalog.in(language)('starting'), code: 'not_ready', field: 'starting' };
  const text = JSON.stringify(body);
  // Connection: close, so no client keeps a connection from before the app served it.
  res.writeHead(alive ? 200 : 503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    connection: 'close',
    ...(alive ? {} : { 'retry-after': '5' }),
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}
