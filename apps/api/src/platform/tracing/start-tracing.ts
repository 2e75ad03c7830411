import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import FastifyOtelInstrumentation from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { onTracingStop } from './stop-tracing';

/** The service name traces carry (OTEL_SERVICE_NAME, when set, wins: the SDK reads it itself). */
export const SERVICE_NAME = 'dugout-api';

/**
 * The API's version, from apps/api/package.json: the nearest one above this file, which is
 * src/platform/tracing under vitest and dist in the bundle.
 */
export function apiVersion(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@dugout/api' && manifest.version) return manifest.version;
    } catch {
      // No package.json here: look further up.
    }
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

/**
 * Starts OpenTelemetry tracing: HTTP server and client spans, a span per Fastify request (and
 * its hooks), and a span per PostgreSQL query. The exporter, its endpoint and protocol come from
 * the standard OTEL_* variables, which the SDK reads.
 *
 * Must run before the server's modules are imported: the instrumentations patch fastify, pg and
 * http as they load. The bundle imports them as ESM (they are external packages), which the
 * require hooks never see, so an ESM loader hook (import-in-the-middle) is registered too,
 * limited to the modules the instrumentations ask for.
 */
export async function startTracing(): Promise<NodeSDK> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const sdk = new NodeSDK({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || SERVICE_NAME,
      [ATTR_SERVICE_VERSION]: apiVersion(),
    }),
    instrumentations: [
      new HttpInstrumentation(),
      // Fastify announces each new instance on a diagnostics channel: the plugin is added there,
      // which works whether fastify is bundled or not.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  // The spans still in the batch go out when the server stops.
  onTracingStop(() => sdk.shutdown());
  return sdk;
}
