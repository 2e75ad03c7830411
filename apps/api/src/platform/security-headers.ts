import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { blobOrigins } from './blob/create-blob-store';
import type { AppConfig } from './config';

/**
 * helmet's headers (CSP, HSTS on https, frame and referrer rules) on every answer. helmet itself,
 * built once: @fastify/helmet built it again on every request (its CSP directives parsed each
 * time, about 13 µs of a request's CPU, plus an async hook), which the Saturday spike paid 50,000
 * times a minute (issue 27).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const auth0 = config.AUTH_MODE === 'auth0' ? [`https://${config.AUTH0_DOMAIN}`] : [];
  const https = config.publicUrl.startsWith('https:');
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...blobOrigins(config)],
        connectSrc: ["'self'", ...auth0],
        frameSrc: ["'self'", ...auth0, ...blobOrigins(config)],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
