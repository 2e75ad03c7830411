import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventRidesSchema,
  rideAcceptInputSchema,
  rideOfferInputSchema,
  rideRequestInputSchema,
  ruleMessage,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { refuseInvalidBodies } from '../../platform/field-input-error';
import { requestLanguage } from '../../platform/i18n/language';
import { noContent, serialIdParams } from '../../platform/route-schemas';
import {
  acceptRequest,
  cancelMatch,
  cancelOffer,
  cancelRequest,
  createOffer,
  createRequest,
  editOffer,
  editRequest,
  eventRides,
  rideInputError,
} from './rides.service';

const eventParams = z.object({ id: z.uuid(ruleMessage('eventIdInvalid')) });
const created = { 201: z.object({ id: z.number().int() }) };
const assertValid = refuseInvalidBodies(rideInputError);
// Who may change a row is decided per row in the service (platform/access/rides.ts): 403 for
// someone else's, 404 for an event the member does not see, 409 for a past season's.
const member = { access: 'member' as const, refusals: [403, 404, 409] as const };

/** Rides to an event: offers, requests, and the matches a driver makes. */
export async function ridesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/event/:id/rides',
    {
      config: { access: 'member', refusals: [404] },
      schema: { params: eventParams, response: { 200: eventRidesSchema } },
    },
    async (request) =>
      eventRides(ctx, currentMember(request), request.params.id, requestLanguage(request)),
  );

  r.post(
    '/api/event/:id/ride-offers',
    {
      // 409: the member already offers a ride to it.
      config: member,
      attachValidation: true,
      schema: { params: eventParams, body: rideOfferInputSchema, response: created },
    },
    async (request, reply) => {
      assertValid(request);
      const id = await createOffer(
        ctx,
        currentMember(request),
        request.params.id,
        request.body,
        new Date(),
      );
      return reply.status(201).send(id);
    },
  );

  r.put(
    '/api/ride-offers/:id',
    {
      // 400: a leaving time passed or over a day after the start; 409: fewer seats than taken.
      config: member,
      attachValidation: true,
      schema: { params: serialIdParams, body: rideOfferInputSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await editOffer(ctx, currentMember(request), request.params.id, request.body, new Date());
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/ride-offers/:id',
    {
      config: member,
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await cancelOffer(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/event/:id/ride-requests',
    {
      // 409: the member already asked for a ride to it.
      config: member,
      attachValidation: true,
      schema: { params: eventParams, body: rideRequestInputSchema, response: created },
    },
    async (request, reply) => {
      assertValid(request);
      const id = await createRequest(ctx, currentMember(request), request.params.id, request.body);
      return reply.status(201).send(id);
    },
  );

  r.put(
    '/api/ride-requests/:id',
    {
      // 409: it has a ride (cancel the ride first).
      config: member,
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: rideRequestInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      assertValid(request);
      await editRequest(ctx, currentMember(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/ride-requests/:id',
    {
      config: member,
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await cancelRequest(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/ride-requests/:id/accept',
    {
      // 403: not the member's offer, or for another event; 409: not enough seats left, or taken.
      config: member,
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: rideAcceptInputSchema,
        response: { 200: z.object({ offerId: z.number().int() }) },
      },
    },
    async (request) => {
      assertValid(request);
      return acceptRequest(ctx, currentMember(request), request.params.id, request.body.offerId);
    },
  );

  r.delete(
    '/api/ride-requests/:id/match',
    {
      // 409: the request has no ride.
      config: member,
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await cancelMatch(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
