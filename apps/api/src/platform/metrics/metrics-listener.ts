import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import { EXPOSITION_CONTENT_TYPE, exposition } from './exposition';

export interface MetricsListener {
  /** Where it listens, e.g. http://127.0.0.1:9464 (the real port when 0 was asked). */
  url: string;
  close(): Promise<void>;
}

/**
 * METRICS_PORT's listener: GET /metrics and nothing else, no token, on an address meant to be
 * reachable only by Prometheus (METRICS_HOST, loopback by default).
 */
export async function startMetricsListener(opts: {
  port: number;
  host: string;
  gauges: Registry;
  log: FastifyBaseLogger;
}): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try GET /metrics\n');
      return;
    }
    exposition(opts.gauges).then(
      (text) => res.writeHead(200, { 'content-type': EXPOSITION_CONTENT_TYPE }).end(text),
      (err: unknown) => {
        // A gauge that cannot be read (the database away) fails the scrape, which Prometheus
        // records as `up == 0`: the right signal, and nothing half-read is served.
        opts.log.warn({ err }, 'metrics scrape failed');
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
