import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageDetailSchema,
  messagePreviewSchema,
  messageSummarySchema,
  messageListQuerySchema,
  ruleMessage,
  sendMessageSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import { assertMayMessage } from '../../platform/access/team-managers';
import type { AppContext } from '../../platform/context';
import { previewStaffMessage } from './messaging.preview';
import { messageDetail, recentMessages, retryFailed, sendStaffMessage } from './messaging.service';

const idParams = z.object({ id: z.uuid(ruleMessage('messageIdInvalid')) });

/** Staff messages by email and SMS through the outbox, and their delivery ledger (admins). */
export async function messagingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/messaging/send',
    {
      config: { access: { ability: 'messaging:send', forTeams: true } },
      schema: { body: sendMessageSchema, response: { 202: z.object({ id: z.string() }) } },
    },
    async (request, reply) => {
      const member = currentMember(request);
      // A team manager: only their team's families (the access layer refuses the others).
      await assertMayMessage(ctx.db, member, request.body.Recipients);
      const id = await sendStaffMessage(ctx, member, request.body);
      return reply.status(202).send({ id });
    },
  );

  // What the same body would queue, for the confirmation before sending.
  r.post(
    '/api/messaging/preview',
    {
      config: { access: { ability: 'messaging:send', forTeams: true } },
      schema: { body: sendMessageSchema, response: { 200: messagePreviewSchema } },
    },
    async (request) => {
      await assertMayMessage(ctx.db, currentMember(request), request.body.Recipients);
      return previewStaffMessage(ctx, request.body);
    },
  );

  r.get(
    '/api/messaging/messages',
    {
      config: { access: { ability: 'messaging:send' } },
      schema: {
        querystring: messageListQuerySchema,
        response: { 200: z.array(messageSummarySchema) },
      },
    },
    async (request) => recentMessages(ctx, request.query),
  );

  r.get(
    '/api/messaging/messages/:id',
    {
      config: { access: { ability: 'messaging:send' }, refusals: [404] },
      schema: { params: idParams, response: { 200: messageDetailSchema } },
    },
    async (request) => messageDetail(ctx, request.params.id),
  );

  r.post(
    '/api/messaging/messages/:id/retry',
    {
      // 409: the message is a past season's (archived, read-only).
      config: { access: { ability: 'messaging:send' }, refusals: [404, 409] },
      schema: { params: idParams, response: { 200: z.object({ requeued: z.number() }) } },
    },
    async (request) => retryFailed(ctx, currentMember(request), request.params.id),
  );
}
