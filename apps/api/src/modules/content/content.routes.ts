import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentItemSchema,
  contentListSchema,
  contentUploadFieldsSchema,
  sortOrderUpdateSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import {
  audienceKey,
  dataVersion,
  SharedJsonCache,
  sendSharedJson,
  SIGNED_ANSWER_MAX_AGE_MS,
} from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { readIfMatch, sendVersioned } from '../../platform/row-version';
import { multipartBody, noContent } from '../../platform/route-schemas';
import { UPLOAD_RATE_LIMIT } from '../../platform/upload-rate-limit';
import { readContentForm } from './content-form';
import {
  deleteContent,
  getContent,
  listVisibleContent,
  saveContent,
  updateSortOrder,
} from './content.service';

const idParams = z.object({ id: z.string().uuid('The content id is not valid') });
const publish = { access: { ability: 'content:publish' as const } };

/** The upload form, read as a stream by readContentForm (content-form.ts), not by Fastify. */
const CONTENT_UPLOAD = multipartBody(
  contentUploadFieldsSchema.extend({
    formFile: z.string().meta({ format: 'binary', description: 'The file (one)' }).optional(),
  }),
  'The upload form: tags, emailList, allowedAffiliations and teams as JSON text, the flags as true/false',
);

/** The content calls (the pinned posts have their own module, modules/pinned). */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const maxBytes = ctx.config.CONTENT_MAX_BYTES;
  // Only this module takes multipart bodies, with limits that match the upload form.
  await app.register(multipart, {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 20,
      fieldSize: 1024 * 1024,
      parts: 25,
      headerPairs: 100,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Shared per audience and data version.
  const contentLists = new SharedJsonCache('content-list', ctx.caches, {
    maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
    maxEntries: 100,
    schema: contentListSchema,
  });
  r.get(
    '/api/content/getall',
    { config: { access: 'member' }, schema: { response: { 200: contentListSchema } } },
    async (request, reply) => {
      const member = currentMember(request);
      const list = await contentLists.get(
        audienceKey(member),
        await dataVersion(ctx.db, request),
        () => listVisibleContent(ctx, member),
      );
      return sendSharedJson(request, reply, list);
    },
  );

  r.post(
    '/api/content/new',
    {
      config: { ...publish, rateLimit: UPLOAD_RATE_LIMIT },
      schema: { ...CONTENT_UPLOAD, response: { 201: contentItemSchema } },
    },
    async (request, reply) => {
      const form = await readContentForm(request, maxBytes);
      const saved = await saveContent(ctx, currentMember(request), form, request.log, null);
      return reply.status(201).send(sendVersioned(reply, saved));
    },
  );

  r.put(
    '/api/content/update/:id',
    {
      // 409: the item changed since it was read (If-Match).
      config: { ...publish, rateLimit: UPLOAD_RATE_LIMIT, refusals: [404, 409] },
      schema: { params: idParams, ...CONTENT_UPLOAD, response: { 200: contentItemSchema } },
    },
    async (request, reply) => {
      // A malformed If-Match is refused before the upload is read.
      const ifMatch = readIfMatch(request);
      const form = await readContentForm(request, maxBytes);
      return sendVersioned(
        reply,
        await saveContent(
          ctx,
          currentMember(request),
          form,
          request.log,
          request.params.id,
          ifMatch,
        ),
      );
    },
  );

  r.put(
    '/api/content/updateSortOrder',
    {
      // 404: an id that names no item.
      config: { ...publish, refusals: [404] },
      schema: { body: sortOrderUpdateSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await updateSortOrder(ctx, currentMember(request), request.body);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/content/:id',
    {
      // 404 also for an item the caller may not see.
      config: { access: 'member', refusals: [404] },
      schema: { params: idParams, response: { 200: contentItemSchema } },
    },
    async (request, reply) =>
      sendVersioned(reply, await getContent(ctx, currentMember(request), request.params.id)),
  );

  r.delete(
    '/api/content/:id',
    {
      config: { ...publish, refusals: [404] },
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteContent(ctx, currentMember(request), request.params.id, request.log);
      return reply.status(204).send();
    },
  );
}
