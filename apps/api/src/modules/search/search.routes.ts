import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ruleMessage, searchQuerySchema, searchableLinkSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import { dataVersion, sendSharedJson } from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { localizedError } from '../../platform/errors';
import { noContent } from '../../platform/route-schemas';
import { searchCatalog } from './search.locales';
import { linkSchema, resultsSchema } from './search.schema';
import { allLinks, createGlobalSearch, createLink, deleteLink, updateLink } from './search.service';

/** Typing sends a request per pause; 60 a minute is far above a person's pace. */
export const SEARCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

const linkParams = z.object({ id: z.coerce.number().int().positive(ruleMessage('linkIdInvalid')) });

const manageLinks = { access: { ability: 'links:manage' as const } };

/** The global search box's call, and the admin-editable searchable links it also finds. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const search = createGlobalSearch(ctx);

  r.get(
    '/api/home/search',
    {
      config: {
        access: 'member',
        rateLimit: {
          ...SEARCH_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `search:${request.member?.id ?? request.ip}`,
          errorResponseBuilder: () =>
            localizedError(429, 'rate_limited', (language) =>
              searchCatalog.in(language)('tooManySearches'),
            ),
        },
      },
      schema: { querystring: searchQuerySchema, response: { 200: resultsSchema } },
    },
    async (request, reply) => {
      const found = await search(
        currentMember(request),
        request.query.searchText,
        await dataVersion(ctx.db, request),
      );
      return 'etag' in found ? sendSharedJson(request, reply, found) : found;
    },
  );

  r.get(
    '/api/admin/links',
    { config: manageLinks, schema: { response: { 200: z.array(linkSchema) } } },
    async () => allLinks(ctx),
  );
  r.post(
    '/api/admin/links',
    {
      config: manageLinks,
      schema: { body: searchableLinkSchema, response: { 201: linkSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createLink(ctx, currentMember(request), request.body)),
  );
  r.put(
    '/api/admin/links/:id',
    {
      config: { ...manageLinks, refusals: [404] },
      schema: { params: linkParams, body: searchableLinkSchema, response: { 200: linkSchema } },
    },
    async (request) => updateLink(ctx, currentMember(request), request.params.id, request.body),
  );
  r.delete(
    '/api/admin/links/:id',
    {
      config: { ...manageLinks, refusals: [404] },
      schema: { params: linkParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteLink(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
