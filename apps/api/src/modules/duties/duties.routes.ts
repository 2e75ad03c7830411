import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dutyInputSchema,
  dutySignupInputSchema,
  eventDutiesSchema,
  myDutiesSchema,
  ruleMessage,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { refuseInvalidBodies } from '../../platform/field-input-error';
import { requestLanguage } from '../../platform/i18n/language';
import { noContent, serialIdParams } from '../../platform/route-schemas';
import {
  createDuty,
  dutyInputError,
  editDuty,
  eventDuties,
  myDuties,
  removeDuty,
  signUp,
  withdraw,
} from './duties.service';

/** Admins, and team managers for the events of their teams (checked per event). */
const manage = { access: { ability: 'events:publish' as const, forTeams: true as const } };
const eventParams = z.object({ id: z.uuid(ruleMessage('eventIdInvalid')) });
const assertValid = refuseInvalidBodies(dutyInputError);

/** Game-day duties of an event: who brings snacks, keeps score, preps the field. */
export async function dutiesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/event/:id/duties',
    {
      config: { access: 'member', refusals: [404] },
      schema: { params: eventParams, response: { 200: eventDutiesSchema } },
    },
    async (request) =>
      eventDuties(ctx, currentMember(request), request.params.id, requestLanguage(request)),
  );

  r.post(
    '/api/event/:id/duties',
    {
      // 409: the event is a past season's, or has as many duties as it may.
      config: { ...manage, refusals: [404, 409] },
      attachValidation: true,
      schema: {
        params: eventParams,
        body: dutyInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const created = await createDuty(
        ctx,
        currentMember(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/duties/:id',
    {
      // 409: fewer slots than people signed up, or a past season's event.
      config: { ...manage, refusals: [404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, body: dutyInputSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await editDuty(ctx, currentMember(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/duties/:id',
    {
      config: { ...manage, refusals: [404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await removeDuty(ctx, currentMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/duties/:id/signups',
    {
      // 403: someone outside the household (managers excepted); 409: just taken, already
      // signed up, or a past season's event.
      config: { access: 'member', refusals: [403, 404, 409] },
      attachValidation: true,
      schema: {
        params: serialIdParams,
        body: dutySignupInputSchema,
        response: { 201: z.object({ signupId: z.number().int() }) },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const done = await signUp(
        ctx,
        currentMember(request),
        request.params.id,
        request.body.contactId,
      );
      return reply.status(201).send(done);
    },
  );

  r.delete(
    '/api/duties/signups/:id',
    {
      // 409: past the duty's cut-off (a manager may still remove it).
      config: { access: 'member', refusals: [403, 404, 409] },
      attachValidation: true,
      schema: { params: serialIdParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      assertValid(request);
      await withdraw(ctx, currentMember(request), request.params.id, new Date());
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/duties/mine',
    { config: { access: 'member' }, schema: { response: { 200: myDutiesSchema } } },
    async (request) => myDuties(ctx, currentMember(request), requestLanguage(request), new Date()),
  );
}
