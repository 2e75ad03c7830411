import { REQUIRED_NODE_MAJOR, unsupportedNode } from './platform/node-version';

// First, before the server's modules load (the build keeps them in a chunk of their own) and
// anything is opened: on an older Node they fail in ways that do not say why.
const refused = unsupportedNode(process.versions.node, REQUIRED_NODE_MAJOR);
if (refused) {
  console.error(refused);
  process.exit(1);
}
// Tracing only when an OTLP endpoint is set, and then before the server's modules load (its
// instrumentations patch fastify, pg and http as they are imported); otherwise the OpenTelemetry
// SDK is never loaded.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
  const { startTracing } = await import('./platform/tracing/start-tracing');
  await startTracing();
}
await import('./serve');
