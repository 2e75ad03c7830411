import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  managedPinnedPostListSchema,
  managedPinnedPostSchema,
  pinnedPostInputSchema,
  pinnedPostOrderSchema,
  pinnedPostSchema,
  pinnedPostsQuerySchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import {
  dataVersion,
  sendSharedJson,
  SharedJsonCache,
  SIGNED_ANSWER_MAX_AGE_MS,
} from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { teamsKey } from '../../platform/access/teams';
import { pickLanguage } from '../../platform/i18n/language';
import { readIfMatch, sendVersioned } from '../../platform/row-version';
import { refuseInvalidRequests } from '../../platform/field-input-error';
import { noContent, serialIdParams } from '../../platform/route-schemas';
import {
  createPinnedPost,
  editPinnedPost,
  listManagedPinnedPosts,
  listShownPinnedPosts,
  pinnedInputError,
  removePinnedPost,
  reorderPinnedPosts,
  teamToday,
} from './pinned.service';

/** Who may publish content manages the home page's banners too. */
const publish = { access: { ability: 'content:publish' as const } };

/** A request its schema refused is answered in the admin's language, naming the field. */
const assertValid = refuseInvalidRequests(pinnedInputError);

/** GET /api/pinnedpost/getall, and the admins' calls that manage the posts. */
export async function pinnedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const shownPosts = new SharedJsonCache('pinned-shown', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 32,
    schema: z.array(pinnedPostSchema),
  });

  r.get(
    '/api/pinnedpost/getall',
    {
      config: { access: 'member' },
      schema: { querystring: pinnedPostsQuerySchema, response: { 200: z.array(pinnedPostSchema) } },
    },
    async (request, reply) => {
      // The same list for every member of the same teams: built once per language, day, teams
      // and data version.
      const member = currentMember(request);
      const language = pickLanguage(request.query.language ?? member.language);
      const today = teamToday(ctx);
      const entry = await shownPosts.get(
        `${language}|${today}|${teamsKey(member)}`,
        await dataVersion(ctx.db, request),
        () => listShownPinnedPosts(ctx, member, language, today),
      );
      return sendSharedJson(request, reply, entry);
    },
  );

  r.get(
    '/api/pinnedpost/manage',
    { config: publish, schema: { response: { 200: managedPinnedPostListSchema } } },
    async () => listManagedPinnedPosts(ctx),
  );

  r.post(
    '/api/pinnedpost/new',
    {
      // 409: the list is full.
      config: { ...publish, refusals: [409] },
      attachValidation: true,
      schema: { body: pinnedPostInputSchema, response: { 201: managedPinnedPostSchema } },
    },
    async (request, reply) => {
      assertValid(request);
      const saved = await createPinnedPost(ctx, currentMember(request), request.body);
      return reply.status(201).send(sendVersioned(reply, saved));
    },
  );

  r.put(
    '/api/pinnedpost/update/:id',
    {
      // 409: the post changed since it was read (If-Match).
      config: { ...publish, refusals: [404, 409] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: pinnedPostInputSchema,
        response: { 200: managedPinnedPostSchema },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const ifMatch = readIfMatch(request);
      return sendVersioned(
        reply,
        await editPinnedPost(ctx, currentMember(request), request.params.id, request.body, ifMatch),
      );
    },
  );

  r.put(
    '/api/pinnedpost/updateSortOrder',
    {
      // 404: an id that names no post.
      config: { ...publish, refusals: [404] },
      attachValidation: true,
      schema: { body: pinnedPostOrderSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await reorderPinnedPosts(ctx, currentMember(request), request.body);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/pinnedpost/:id',
    {
      config: { ...publish, refusals: [404] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await removePinnedPost(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
