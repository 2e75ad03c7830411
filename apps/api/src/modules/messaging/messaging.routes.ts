import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMessageSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { messageDetail, recentMessages, retryFailed, sendStaffMessage } from './messaging.service';

const idParams = z.object({ id: z.uuid({ message: 'Not a message id' }) });

const counts = z.object({
  queued: z.number(),
  sending: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
});
const summarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  messageTypes: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  recipientCount: z.number(),
  counts,
  retryable: z.number(),
});
const detailSchema = summarySchema.extend({
  bodyEs: z.string().nullable(),
  deliveries: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(['email', 'sms']),
      recipient: z.string().nullable(),
      recipientLabel: z.string().nullable(),
      language: z.string(),
      status: z.enum(['queued', 'sending', 'sent', 'failed', 'skipped']),
      attempts: z.number(),
      reason: z.string().nullable(),
      sentAt: z.string().nullable(),
    }),
  ),
});

/** Staff messages by email and SMS through the outbox, and their delivery ledger (admins). */
export async function messagingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/messaging/send',
    {
      config: { access: { ability: 'messaging:send' } },
      schema: { body: sendMessageSchema, response: { 202: z.object({ id: z.string() }) } },
    },
    async (request, reply) => {
      const id = await sendStaffMessage(ctx, currentMember(request), request.body);
      return reply.status(202).send({ id });
    },
  );

  r.get(
    '/api/messaging/messages',
    {
      config: { access: { ability: 'messaging:send' } },
      schema: { response: { 200: z.array(summarySchema) } },
    },
    async () => recentMessages(ctx),
  );

  r.get(
    '/api/messaging/messages/:id',
    {
      config: { access: { ability: 'messaging:send' } },
      schema: { params: idParams, response: { 200: detailSchema } },
    },
    async (request) => messageDetail(ctx, request.params.id),
  );

  r.post(
    '/api/messaging/messages/:id/retry',
    {
      config: { access: { ability: 'messaging:send' } },
      schema: { params: idParams, response: { 200: z.object({ requeued: z.number() }) } },
    },
    async (request) => retryFailed(ctx, currentMember(request), request.params.id),
  );
}
