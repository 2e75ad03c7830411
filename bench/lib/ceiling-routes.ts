import type { FastifyInstance } from 'fastify';

/**
 * The benchmark's ceiling (`npm run bench` only): a bare route on the same server, behind the
 * same hooks, that returns bytes held in memory. The bench stores the body of each real endpoint
 * here once (PUT), then measures GET against the real endpoint, so the ratio shows what the
 * database and the rules cost over the stack itself. Only the bench's own entry
 * (ceiling-server.ts) registers it: anyone could store (small) bodies here, so it is no part of
 * the app the portal runs.
 */
export async function benchCeilingRoutes(app: FastifyInstance): Promise<void> {
  const bodies = new Map<string, Buffer>();
  const MAX_BODIES = 20;

  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.put<{ Params: { name: string } }>(
      '/api/__bench/ceiling/:name',
      { config: { access: 'public' } },
      async (request, reply) => {
        const name = request.params.name.slice(0, 40);
        if (!bodies.has(name) && bodies.size >= MAX_BODIES) return reply.status(400).send();
        bodies.set(name, Buffer.from(request.body as Buffer));
        return reply.status(204).send();
      },
    );
  });

  app.get<{ Params: { name: string } }>(
    '/api/__bench/ceiling/:name',
    { config: { access: 'public' } },
    async (request, reply) => {
      const body = bodies.get(request.params.name);
      if (!body) return reply.status(404).send();
      return reply.header('Content-Type', 'application/json; charset=utf-8').send(body);
    },
  );
}
