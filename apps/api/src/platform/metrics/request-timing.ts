import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './process-metrics';

/**
 * Times every answer under its route's pattern (/api/event/:id), never the URL itself: a URL
 * carries ids and tokens, and would give the histogram a series per member. A request no route
 * matched counts under "unmatched".
 */
export function timeRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
