import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app';
import { openApiPath, type OpenApiDocument } from '../testing/openapi-contract';
import { isDocumentedRoute } from './openapi';

const t = testAppForFile();

describe('the OpenAPI document', () => {
  let doc: OpenApiDocument;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    doc = res.json<OpenApiDocument>();
  });

  it('is OpenAPI 3.1 with a title and a version', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toMatch(/\w/);
    expect(doc.info.version).toMatch(/\w/);
  });

  it('lists every registered /api and sign-in route with a described answer', () => {
    const documented = t.routes.filter(isDocumentedRoute);
    expect(documented.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of documented) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(`${route.method} ${route.url}: not in the document`);
        continue;
      }
      // Without a response schema @fastify/swagger writes a bare 200 'Default Response'; a
      // declared answer has a content schema, or is a 204 or a redirect (no body).
      const success = Object.entries(op.responses).filter(([status]) => /^[23]/.test(status));
      const declared = ([status, answer]: [string, { content?: object }]) =>
        !!answer.content || status === '204' || status.startsWith('3');
      if (success.length === 0 || !success.every(declared)) {
        missing.push(`${route.method} ${route.url}: no declared answer`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says which operations need a token', () => {
    expect(doc.paths['/api/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/health']?.get?.security).toBeUndefined();
    expect(doc.paths['/api/ready']?.get?.security).toBeUndefined();
  });

  it('publishes each error body once and points every refusal at the one its route writes', () => {
    expect(doc.components?.schemas?.ApiError).toMatchObject({
      properties: { message: { type: 'string' } },
      required: ['message'],
      additionalProperties: false,
    });
    expect(doc.components?.schemas?.ApiResultError).toMatchObject({
      properties: { data: { type: 'null' }, error: { type: 'string' } },
      required: expect.arrayContaining(['message', 'data', 'error']),
    });
    const schemaOf = (path: string, method: string, status: string) =>
      doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    const plain = { $ref: '#/components/schemas/ApiError' };
    const result = { $ref: '#/components/schemas/ApiResultError' };
    expect(schemaOf('/api/contact/{id}', 'get', '404')).toEqual(plain);
    expect(schemaOf('/api/contact/{id}', 'get', 'default')).toEqual(plain);
    for (const status of ['400', '401', '404', 'default']) {
      expect(schemaOf('/api/event/{id}', 'get', status), status).toEqual(result);
    }
  });

  it('lists the refusals a route can answer, from its policy, its input and its handler', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    // Public, no input, nothing to refuse: only the server's own failures.
    expect(statuses('/api/health', 'get')).toEqual(['200', 'default']);
    // Not ready (503, the failing check in `field`) is a server-side answer: under default.
    expect(statuses('/api/ready', 'get')).toEqual(['200', 'default']);
    // A member's read: the token; a staff write: the gate's 403, the body's 400/413/415, the
    // handler's 404 and 409, the router's 414 for an over-long {id}, the upload limit's 429.
    expect(statuses('/api/me', 'get')).toEqual(['200', '401', 'default']);
    expect(statuses('/api/content/update/{id}', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '414',
      '415',
      '429',
      'default',
    ]);
    // A status the route answers itself (an HTML page) lists that and the error handler's JSON.
    expect(
      Object.keys(doc.paths['/api/rsvp/quick']?.post?.responses['400']?.content ?? {}),
    ).toEqual(['text/html', 'application/json']);
  });

  it('describes request bodies and parameters from the zod schemas', () => {
    const update = doc.paths['/api/contact/update/{id}']?.put;
    expect(update?.requestBody).toBeDefined();
    expect(update?.parameters?.map((p) => `${p.in}:${p.name}`)).toContain('path:id');
    const search = doc.paths['/api/home/search']?.get;
    expect(search?.parameters?.map((p) => `${p.in}:${p.name}`)).toContain('query:searchText');
  });

  it('leaves out the embedded IdP’s OpenID Connect endpoints (a standard protocol)', () => {
    expect(Object.keys(doc.paths).filter((p) => /^\/idp(\/\{\*\})?$/.test(p))).toEqual([]);
  });
});

describe('the browsable docs', () => {
  it('serve an HTML page whose scripts and styles come from this server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset, 'no asset from another origin').toMatch(/^\/api\/docs\//);
      const file = await t.app.inject({ method: 'GET', url: asset });
      expect(file.statusCode, asset).toBe(200);
    }
  });

  it('keep the portal’s CSP: scripts only from this origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('load the same document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OpenApiDocument>().openapi).toMatch(/^3\.1\./);
  });
});
