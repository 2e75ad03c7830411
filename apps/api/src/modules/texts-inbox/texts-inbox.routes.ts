import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerTextSchema,
  markTextsReadSchema,
  textConversationParamsSchema,
  textConversationSchema,
  textInboxSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/i18n/language';
import {
  answerConversation,
  markConversationRead,
  textConversation,
  textInbox,
} from './texts-inbox.service';

/**
 * The office's inbox of texts: who may send staff messages reads the replies and
 * answers them (the same ability: answering is sending a text).
 */
export async function textsInboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { ability: 'messaging:send' } as const;

  r.get(
    '/api/messaging/texts',
    { config: { access }, schema: { response: { 200: textInboxSchema } } },
    async (request) => textInbox(ctx, requestLanguage(request)),
  );

  r.get(
    '/api/messaging/texts/:id',
    {
      config: { access, refusals: [404] },
      schema: { params: textConversationParamsSchema, response: { 200: textConversationSchema } },
    },
    async (request) => textConversation(ctx, request.params.id, requestLanguage(request)),
  );

  r.post(
    '/api/messaging/texts/:id/read',
    {
      config: { access, refusals: [404] },
      schema: {
        params: textConversationParamsSchema,
        body: markTextsReadSchema,
        response: { 200: z.object({ unread: z.number() }) },
      },
    },
    async (request) => markConversationRead(ctx, request.params.id, new Date(request.body.through)),
  );

  r.post(
    '/api/messaging/texts/:id/answer',
    {
      // 409: texts cannot reach the number (not configured, opted out, unconfirmed).
      config: { access, refusals: [404, 409] },
      schema: {
        params: textConversationParamsSchema,
        body: answerTextSchema,
        response: { 202: z.object({ id: z.string(), messageId: z.string() }) },
      },
    },
    async (request, reply) => {
      const sent = await answerConversation(
        ctx,
        currentMember(request),
        request.params.id,
        request.body,
      );
      return reply.status(202).send(sent);
    },
  );
}
