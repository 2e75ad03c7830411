import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  ensureApiBuilt,
  startBuiltServer,
  type BuiltServerChild,
} from '../../testing/built-server';
import { databaseUrl, onServer } from '../../testing/test-database';
import { freePort } from '../../testing/test-app';
import { apiVersion, SERVICE_NAME } from './start-tracing';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, the BUILT server (dist/main.js, as `npm start` runs it)
 * sends its spans to that OTLP/HTTP receiver: here a plain HTTP server on loopback taking the
 * JSON protocol. A request that reads the database gives an HTTP server span with its route, a
 * Fastify request span under it and, on a PostgreSQL server (DATABASE_URL set), pg query spans
 * under that. The embedded database (PGlite) has no pg driver, so it has no query spans.
 */

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}
interface ReceivedSpan extends OtlpSpan {
  scope: string;
  resource: Record<string, string>;
}

const SPAN_KIND_SERVER = 2;

function attribute(attributes: OtlpAttribute[] | undefined, key: string): string | undefined {
  const value = attributes?.find((a) => a.key === key)?.value;
  if (value?.stringValue !== undefined) return value.stringValue;
  return value?.intValue === undefined ? undefined : String(value.intValue);
}

/** An OTLP/HTTP receiver (JSON protocol) keeping every span it is sent. */
async function otlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const payload = JSON.parse(body) as {
        resourceSpans: {
          resource?: { attributes?: OtlpAttribute[] };
          scopeSpans: { scope?: { name: string }; spans: OtlpSpan[] }[];
        }[];
      };
      for (const rs of payload.resourceSpans) {
        const resource: Record<string, string> = {};
        for (const a of rs.resource?.attributes ?? []) {
          resource[a.key] = attribute([a], a.key) ?? '';
        }
        for (const ss of rs.scopeSpans) {
          for (const span of ss.spans)
            spans.push({ ...span, scope: ss.scope?.name ?? '', resource });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const serverUrl = process.env.DATABASE_URL;
const pgDatabase = `tracing_${crypto.randomBytes(6).toString('hex')}`;
let dataDir = '';
let child: BuiltServerChild | null = null;
let receiver: Awaited<ReturnType<typeof otlpReceiver>> | null = null;

beforeAll(async () => {
  ensureApiBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-tracing-'));
  receiver = await otlpReceiver();
  if (serverUrl) await onServer(serverUrl, `create database ${pgDatabase}`);
}, 60_000);

afterAll(async () => {
  if (child && child.proc.exitCode === null) {
    child.proc.kill('SIGTERM');
    await child.exit;
  }
  await receiver?.close();
  if (serverUrl) await onServer(serverUrl, `drop database if exists ${pgDatabase} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

test('the built server sends HTTP, Fastify and database spans to the OTLP endpoint', async () => {
  const port = await freePort();
  child = await startBuiltServer(dataDir, port, {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver!.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Batches go out every 100 ms rather than every 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '100',
    // One server: its folder store is the only one (config.ts refuses it beside DATABASE_URL
    // unless said so).
    ...(serverUrl
      ? { DATABASE_URL: databaseUrl(serverUrl, pgDatabase), BLOB_DIR_SHARED: 'true' }
      : {}),
  });

  // /api/ready reads the database (the latest migration's name).
  const res = await fetch(`http://127.0.0.1:${port}/api/ready`, {
    headers: { 'x-test': 'traced' },
  });
  expect(res.status).toBe(200);

  const serverSpanOfReady = () =>
    receiver!.spans.find(
      (s) =>
        s.kind === SPAN_KIND_SERVER &&
        s.scope === '@opentelemetry/instrumentation-http' &&
        attribute(s.attributes, 'http.route') === '/api/ready',
    );
  const deadline = Date.now() + 15_000;
  while (!serverSpanOfReady() && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const httpSpan = serverSpanOfReady();
  expect(
    httpSpan,
    `spans received: ${receiver!.spans.map((s) => s.name).join(', ')}`,
  ).toBeDefined();
  expect(httpSpan!.resource['service.name']).toBe(SERVICE_NAME);
  expect(httpSpan!.resource['service.version']).toBe(apiVersion());

  const inTrace = () => receiver!.spans.filter((s) => s.traceId === httpSpan!.traceId);
  const descendantOf = (ancestor: OtlpSpan, span: OtlpSpan): boolean => {
    for (let p = span.parentSpanId; p;) {
      if (p === ancestor.spanId) return true;
      p = inTrace().find((s) => s.spanId === p)?.parentSpanId;
    }
    return false;
  };
  const fastifySpan = inTrace().find(
    (s) => s.scope === '@fastify/otel' && s.parentSpanId === httpSpan!.spanId,
  );
  expect(
    fastifySpan,
    `trace: ${inTrace()
      .map((s) => `${s.scope}:${s.name}`)
      .join(', ')}`,
  ).toBeDefined();
  expect(attribute(fastifySpan!.attributes, 'http.route')).toBe('/api/ready');

  if (serverUrl) {
    const querySpans = () =>
      inTrace().filter(
        (s) => s.scope === '@opentelemetry/instrumentation-pg' && descendantOf(fastifySpan!, s),
      );
    while (querySpans().length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const queries = querySpans();
    expect(
      queries.length,
      `trace: ${inTrace()
        .map((s) => `${s.scope}:${s.name}`)
        .join(', ')}`,
    ).toBeGreaterThan(0);
    // The semantic conventions' newer name, or the older one.
    const system = (s: OtlpSpan) =>
      attribute(s.attributes, 'db.system.name') ?? attribute(s.attributes, 'db.system');
    expect(system(queries[0]!)).toBe('postgresql');
  }
}, 120_000);
