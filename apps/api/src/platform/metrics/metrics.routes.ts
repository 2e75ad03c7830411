import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { localizedError, notFound } from '../errors';
import { EXPOSITION_CONTENT_TYPE, exposition } from './exposition';
import { carriesMetricsToken } from './metrics-token';
import { metricsCatalog } from './metrics.locales';

/**
 * /metrics on the main port, for a Prometheus that scrapes through the public address. Never
 * open by accident: without METRICS_TOKEN it answers 404, and with one only a request carrying
 * it gets the metrics (401 otherwise). The access gate lets everyone to this handler, which is
 * where the token is checked (it is no member's token).
 */
export async function metricsRoutes(
  app: FastifyInstance,
  opts: { token: string | undefined; gauges: Registry },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/metrics',
    {
      config: { access: 'public', refusals: [401, 404] },
      schema: {
        produces: ['text/plain'],
        response: { 200: z.string().describe('Prometheus text exposition format') },
      },
    },
    async (request, reply) => {
      const { token } = opts;
      if (!token) throw notFound((language) => metricsCatalog.in(language)('notServed'));
      if (!carriesMetricsToken(request.headers.authorization, token)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw localizedError(401, 'unauthorized', (language) =>
          metricsCatalog.in(language)('tokenNeeded'),
        );
      }
      reply.header('Cache-Control', 'no-store').type(EXPOSITION_CONTENT_TYPE);
      return exposition(opts.gauges);
    },
  );
}
