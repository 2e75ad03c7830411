import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preferredEncoding } from './compression';
import type { AppConfig } from './config';
import { localizedError, notFound } from './errors';
import { errorsCatalog } from './i18n/errors.locales';

/**
 * The built SPA: hashed assets cached for a year, index.html never cached, and index.html for
 * any other browser navigation so that client routes (and the Not Found page) work on reload,
 * and for `GET /` and `HEAD /` whatever they accept. Unknown /api, /idp and /dev paths get a
 * JSON 404.
 */
export async function registerSpa(app: FastifyInstance, config: AppConfig): Promise<void> {
  const dist = config.webDist;
  const hasSpa = !!dist && fs.existsSync(path.join(dist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : // The service worker is checked on every visit, so a fix reaches phones at once.
              path.basename(filePath).startsWith('sw.js')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = /^\/(api|idp|dev)(\/|$|\?)/.test(url);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const path = url.split('?')[0] ?? url;
    // The home page whatever the request accepts: a load balancer's default check is a bare
    // `GET /` (or HEAD) that asks for nothing in particular, and expects 200.
    const home = path === '/' && (request.method === 'GET' || request.method === 'HEAD');
    if (!isApi && hasSpa && ((request.method === 'GET' && wantsHtml) || home)) {
      return sendSpaIndex(reply, dist!, String(request.headers['accept-encoding'] ?? ''));
    }
    throw notFound((language) =>
      errorsCatalog.in(language)('notFound', { method: request.method, path }),
    );
  });
}

/**
 * The SPA's index.html, never cached: client routes (and the IdP's sign-in page) render from it.
 * It carries the shell's stylesheet inline, so it goes compressed when the browser accepts it
 * (the build writes .br and .gz beside it).
 */
export function sendSpaIndex(
  reply: FastifyReply,
  webDist: string | null,
  acceptEncoding = '',
): FastifyReply {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  if (!index || !fs.existsSync(index)) {
    throw localizedError(404, 'not_found', (language) =>
      errorsCatalog.in(language)('webAppNotBuilt'),
    );
  }
  reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html');
  const encoding = preferredEncoding(acceptEncoding);
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
  if (encoding && suffix && fs.existsSync(index + suffix)) {
    return reply.header('Content-Encoding', encoding).send(fs.createReadStream(index + suffix));
  }
  return reply.send(fs.createReadStream(index));
}
