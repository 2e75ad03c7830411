import http from 'node:http';

/**
 * The spike's phones, as cheap for the bench's own process as they can be: node:http on kept-alive
 * connections, the answer's bytes read and dropped (not decompressed: a phone does that on its own
 * CPU). fetch (undici) cost the load generator several times the CPU per request, on the same
 * 2 cores as the server and PostgreSQL it measures. The server's work is unchanged: the same
 * requests, headers (a browser's accept-encoding, so answers are compressed as for a phone) and
 * bodies.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, keepAliveMsecs: 10_000 });

export interface Answer {
  /** The status code, or for no answer the reason (ECONNRESET, TimeoutError…). */
  status: number | string;
}

export function send(
  url: string,
  opts: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
    timeoutMs: number;
  },
): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number | string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status });
    };
    const req = http.request(
      url,
      {
        method: opts.method,
        agent,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...opts.headers,
          ...(opts.body === undefined ? {} : { 'content-length': Buffer.byteLength(opts.body) }),
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.name));
      },
    );
    const timer = setTimeout(() => {
      done('TimeoutError');
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.name));
    req.end(opts.body);
  });
}

/** Closes the kept-alive connections (after the spike, so the server can stop at once). */
export function closeConnections(): void {
  agent.destroy();
}
