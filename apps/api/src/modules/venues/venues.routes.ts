import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  managedVenueListSchema,
  managedVenueSchema,
  venueInputSchema,
  venueListSchema,
  venuesQuerySchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/i18n/language';
import { readIfMatch, sendVersioned } from '../../platform/row-version';
import { refuseInvalidRequests } from '../../platform/field-input-error';
import { noContent, serialIdParams } from '../../platform/route-schemas';
import {
  createVenue,
  editVenue,
  listManagedVenues,
  listVenuesIn,
  removeVenue,
  venueInputError,
} from './venues.service';

/** Who may publish events manages the venues they are held at. */
const publish = { access: { ability: 'events:publish' as const } };

/** A request its schema refused is answered in the admin's language, naming the field. */
const assertValid = refuseInvalidRequests(venueInputError);

/** Venues: read by every signed-in member, managed by who publishes events. */
export async function venuesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/venues',
    {
      config: { access: 'member' },
      schema: { querystring: venuesQuerySchema, response: { 200: venueListSchema } },
    },
    async (request) => listVenuesIn(ctx, request.query.language ?? requestLanguage(request)),
  );

  r.get(
    '/api/venues/manage',
    { config: publish, schema: { response: { 200: managedVenueListSchema } } },
    async () => listManagedVenues(ctx),
  );

  r.post(
    '/api/venues',
    {
      // 409: the name is taken, or the list is full.
      config: { ...publish, refusals: [409] },
      attachValidation: true,
      schema: { body: venueInputSchema, response: { 201: managedVenueSchema } },
    },
    async (request, reply) => {
      assertValid(request);
      const saved = await createVenue(ctx, currentMember(request), request.body);
      return reply.status(201).send(sendVersioned(reply, saved));
    },
  );

  r.put(
    '/api/venues/:id',
    {
      // 409: the name is taken, or the venue changed since it was read (If-Match).
      config: { ...publish, refusals: [404, 409] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: venueInputSchema,
        response: { 200: managedVenueSchema },
      },
    },
    async (request, reply) => {
      assertValid(request);
      return sendVersioned(
        reply,
        await editVenue(
          ctx,
          currentMember(request),
          request.params.id,
          request.body,
          readIfMatch(request),
        ),
      );
    },
  );

  r.delete(
    '/api/venues/:id',
    {
      // 409: events still take place there.
      config: { ...publish, refusals: [404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await removeVenue(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
