import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventPhotoFieldsSchema,
  eventPhotoSchema,
  eventPhotosSchema,
  photoConsentInputSchema,
  photoConsentListSchema,
  photoReviewSchema,
  photoStorageSchema,
  photoTagCandidatesSchema,
  photoTakedownInputSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/i18n/language';
import { multipartBody, noContent, serialIdParams } from '../../platform/route-schemas';
import { UPLOAD_RATE_LIMIT } from '../../platform/upload-rate-limit';
import { PHOTO_FORM_LIMITS, readPhotoForm } from './photos.form';
import { albumZip, attachmentDisposition } from './photos.zip';
import {
  addPhoto,
  approvePhoto,
  dismissTakedown,
  eventPhotos,
  myPhotoConsent,
  photoStorage,
  photoTagCandidates,
  photosToReview,
  removePhoto,
  requestTakedown,
  setMyPhotoConsent,
} from './photos.service';

const eventParams = z.object({ id: z.uuid('The event id is not valid') });
/** The album as one zip (a stream: documented as binary, sent as it is made). */
const ZIP_ANSWER = {
  produces: ['application/zip'],
  response: {
    200: z
      .custom<Readable>((value) => value instanceof Readable)
      .meta({
        type: 'string',
        format: 'binary',
        description: 'The photos the album shows the reader, 01.jpg, 02.jpg… in album order',
      }),
  },
};
const childParams = z.object({ contactId: z.uuid('The contact id is not valid') });

/** The upload form, read as a stream by readPhotoForm (photos.form.ts), not by Fastify. */
const PHOTO_UPLOAD = multipartBody(
  eventPhotoFieldsSchema.extend({
    photo: z.string().meta({
      format: 'binary',
      description: 'The photo (one): JPEG, PNG, WebP, HEIC or AVIF, at most 25 MB',
    }),
  }),
  'One photo in "photo" and an optional caption',
);

/**
 * An event's photo album. Who sees the event sees and adds photos; the rules per photo are in
 * platform/access/photos.ts: 404 for an event or photo the member does not see, 403 for removing
 * someone else's, 409 for a past season's album.
 */
export async function photosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Only the upload takes a multipart body (registered in its own scope).
    await scope.register(multipart, { limits: PHOTO_FORM_LIMITS });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/event/:id/photos',
      {
        config: { access: 'member', refusals: [404] },
        schema: { params: eventParams, response: { 200: eventPhotosSchema } },
      },
      async (request) =>
        eventPhotos(ctx, currentMember(request), request.params.id, requestLanguage(request)),
    );

    r.get(
      '/api/event/:id/photos/zip',
      {
        // 404: an event the member does not see, or an album with no photo they see.
        config: { access: 'member', refusals: [404] },
        schema: { params: eventParams, ...ZIP_ANSWER },
      },
      async (request, reply) => {
        const { fileName, stream } = await albumZip(
          ctx,
          currentMember(request),
          request.params.id,
          requestLanguage(request),
          request.log,
        );
        return reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', attachmentDisposition(fileName))
          .header('Cache-Control', 'private, no-store')
          .send(stream);
      },
    );

    r.post(
      '/api/event/:id/photos',
      {
        // 413: over the size or pixel limit; 415: not a photo, or not a kind we convert.
        config: {
          access: 'member',
          rateLimit: UPLOAD_RATE_LIMIT,
          refusals: [404, 409, 413, 415],
        },
        schema: { params: eventParams, ...PHOTO_UPLOAD, response: { 201: eventPhotoSchema } },
      },
      async (request, reply) => {
        const member = currentMember(request);
        const form = await readPhotoForm(request);
        const photo = await addPhoto(
          ctx,
          member,
          request.params.id,
          form,
          requestLanguage(request),
        );
        return reply.status(201).send(photo);
      },
    );

    r.delete(
      '/api/event-photos/:id',
      {
        config: { access: 'member', refusals: [403, 404, 409] },
        schema: { params: serialIdParams, response: { 204: noContent } },
      },
      async (request, reply) => {
        await removePhoto(ctx, currentMember(request), request.params.id);
        return reply.status(204).send();
      },
    );

    r.get(
      '/api/event/:id/photo-tag-candidates',
      {
        config: { access: 'member', refusals: [404] },
        schema: { params: eventParams, response: { 200: photoTagCandidatesSchema } },
      },
      async (request) => photoTagCandidates(ctx, currentMember(request), request.params.id),
    );

    r.post(
      '/api/event-photos/:id/approve',
      {
        // 403: not a manager of the event; 409: not held, or a past season's.
        config: { access: 'member', refusals: [403, 404, 409] },
        schema: { params: serialIdParams, response: { 204: noContent } },
      },
      async (request, reply) => {
        await approvePhoto(ctx, currentMember(request), request.params.id);
        return reply.status(204).send();
      },
    );

    r.post(
      '/api/event-photos/:id/takedown',
      {
        // 409: the member already asked.
        config: { access: 'member', refusals: [404, 409] },
        schema: {
          params: serialIdParams,
          body: photoTakedownInputSchema,
          response: { 204: noContent },
        },
      },
      async (request, reply) => {
        await requestTakedown(ctx, currentMember(request), request.params.id, request.body.reason);
        return reply.status(204).send();
      },
    );

    r.get(
      '/api/photos/review',
      {
        // The admins and the teams' managers (events:publish for a team): their events' photos.
        config: { access: { ability: 'events:publish', forTeams: true } },
        schema: { response: { 200: photoReviewSchema } },
      },
      async (request) => photosToReview(ctx, currentMember(request), requestLanguage(request)),
    );

    r.delete(
      '/api/photo-takedowns/:id',
      {
        // 403: not a manager of the photo's event; 404: no such request (answered already).
        config: { access: 'member', refusals: [403, 404] },
        schema: { params: serialIdParams, response: { 204: noContent } },
      },
      async (request, reply) => {
        await dismissTakedown(ctx, currentMember(request), request.params.id);
        return reply.status(204).send();
      },
    );

    r.get(
      '/api/admin/photo-storage',
      {
        config: { access: { ability: 'admin:tools' } },
        schema: { response: { 200: photoStorageSchema } },
      },
      async () => photoStorage(ctx),
    );

    r.get(
      '/api/me/photo-consent',
      {
        config: { access: 'member' },
        schema: { response: { 200: photoConsentListSchema } },
      },
      async (request) => myPhotoConsent(ctx, currentMember(request)),
    );

    r.put(
      '/api/me/photo-consent/:contactId',
      {
        // 403: not a guardian of the child's household.
        config: { access: 'member', refusals: [403] },
        schema: {
          params: childParams,
          body: photoConsentInputSchema,
          response: { 204: noContent },
        },
      },
      async (request, reply) => {
        await setMyPhotoConsent(
          ctx,
          currentMember(request),
          request.params.contactId,
          request.body.consent,
        );
        return reply.status(204).send();
      },
    );
  });
}
