import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phoneCodeConfirmSchema, phoneCodeSentSchema, phoneVerifiedSchema } from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { localizedError } from '../../platform/errors';
import { phoneVerificationCatalog } from './phone-verification.locales';
import {
  confirmPhoneCode,
  PhoneCodeLimitedError,
  requestPhoneCode,
} from './phone-verification.service';

const idParams = z.object({ id: z.string().max(100) });

/**
 * Bursts per member (after authentication): the database's limits per number and member decide
 * how many codes are texted; this keeps a script from hammering either call. Per member, not per
 * address: families share a stadium's or a school's network.
 */
const burstLimit = (name: string, max: number) => ({
  max,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${name}:${request.member?.id ?? request.ip}`,
  errorResponseBuilder: () =>
    localizedError(429, 'rate_limited', (language) =>
      phoneVerificationCatalog.in(language)('refusal.tooFast'),
    ),
});

/**
 * Confirming a card's phone number (texts and replies only for numbers whose
 * holder entered the code texted to them). Who may: platform/access/phones.ts. A POST each: the
 * first texts a code, the second takes it.
 */
export async function phoneVerificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contacts/:id/phone/code',
    {
      // 403: not a card the caller may edit; 409: the number is confirmed already.
      config: {
        access: 'member',
        rateLimit: burstLimit('phone-code', 20),
        refusals: [403, 404, 409],
      },
      schema: { params: idParams, response: { 200: phoneCodeSentSchema } },
    },
    async (request, reply) => {
      try {
        return await requestPhoneCode(ctx, currentMember(request), request.params.id);
      } catch (err) {
        if (err instanceof PhoneCodeLimitedError) {
          void reply.header('Retry-After', String(err.retryAfterSeconds));
        }
        throw err;
      }
    },
  );

  r.post(
    '/api/contacts/:id/phone/verify',
    {
      config: {
        access: 'member',
        rateLimit: burstLimit('phone-verify', 40),
        refusals: [403, 404],
      },
      schema: {
        params: idParams,
        body: phoneCodeConfirmSchema,
        response: { 200: phoneVerifiedSchema },
      },
    },
    async (request) =>
      confirmPhoneCode(ctx, currentMember(request), request.params.id, request.body.code),
  );
}
