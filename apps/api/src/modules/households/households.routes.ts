import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactHouseholdSchema,
  householdInputSchema,
  householdListSchema,
  householdMemberInputSchema,
  householdSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { noContent } from '../../platform/route-schemas';
import { findHouseholdContact } from './households.queries';
import {
  contactHousehold,
  createHousehold,
  listHouseholds,
  removeFromHousehold,
  removeHousehold,
  renameHouseholdById,
  setHouseholdMember,
} from './households.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const contactParams = z.object({ contactId: z.uuid('contactId must be a contact id') });
/** Admins manage households (on the contact form); the contacts:manage ability. */
const manage = { access: { ability: 'contacts:manage' as const } };

/**
 * Households: admins' CRUD (each change in the audit log, with the admin), and
 * for a contact's card whether the reader may edit it (the household only to those who may).
 */
export async function householdsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/household/getall',
    { config: manage, schema: { response: { 200: householdListSchema } } },
    async () => listHouseholds(ctx.db),
  );

  r.post(
    '/api/household/new',
    {
      // 409: another household has the name.
      config: { ...manage, refusals: [409] },
      schema: { body: householdInputSchema, response: { 201: householdSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createHousehold(ctx, currentMember(request), request.body.name)),
  );

  r.put(
    '/api/household/update/:id',
    {
      config: { ...manage, refusals: [404, 409] },
      schema: { params: idParams, body: householdInputSchema, response: { 200: householdSchema } },
    },
    async (request) =>
      renameHouseholdById(ctx, currentMember(request), request.params.id, request.body.name),
  );

  r.delete(
    '/api/household/delete/:id',
    {
      config: { ...manage, refusals: [404] },
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeHousehold(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/household/:id/member',
    {
      config: { ...manage, refusals: [404] },
      schema: {
        params: idParams,
        body: householdMemberInputSchema,
        response: { 200: householdSchema },
      },
    },
    async (request) =>
      setHouseholdMember(ctx, currentMember(request), request.params.id, request.body),
  );

  r.delete(
    '/api/household/member/:contactId',
    {
      config: { ...manage, refusals: [404] },
      schema: { params: contactParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeFromHousehold(ctx, currentMember(request), request.params.contactId);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/household/contact/:contactId',
    {
      // 404 also for a card the caller may not see.
      config: { access: 'member', refusals: [404] },
      schema: { params: contactParams, response: { 200: contactHouseholdSchema } },
    },
    async (request) =>
      contactHousehold(
        ctx,
        currentMember(request),
        request.params.contactId,
        (await findHouseholdContact(ctx.db, request.params.contactId)) ?? null,
      ),
  );
}
