import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_PUSH_BROWSERS,
  pushKeySchema,
  pushStatusSchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { viewerOf } from '../../platform/access/viewer';
import { localizedError, notFound } from '../../platform/errors';
import {
  countOwnSubscriptions,
  deleteOwnSubscription,
  saveSubscription,
} from '../../platform/push/push-subscriptions.queries';
import { isAllowedPushEndpoint } from '../../platform/push/push-service-hosts';
import { vapidKeys } from '../../platform/push/vapid-keys';
import { pushCatalog } from './push.locales';

/** A subscription the schema refused, told in the member's language (routes attach validation). */
function assertValid(request: FastifyRequest): void {
  if (request.validationError)
    throw localizedError(400, 'validation_failed', (language) =>
      pushCatalog.in(language)('invalidSubscription'),
    );
}

/**
 * Web Push: the VAPID public key a browser subscribes with, and the member's own
 * browsers turned on and off. Turning one on makes push the default for every kind of message
 * (packages/shared message-preferences.ts), which the member can then change per kind.
 */
export async function pushRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Read or created once at start, so GET /api/push/key only reads.
  await vapidKeys(ctx.config, ctx.db);

  r.get(
    '/api/push/key',
    { config: { access: 'member' }, schema: { response: { 200: pushKeySchema } } },
    async () => ({ publicKey: (await vapidKeys(ctx.config, ctx.db)).publicKey }),
  );

  r.post(
    '/api/push/subscribe',
    {
      config: {
        access: 'member',
        // 409: the browser's endpoint belongs to another member.
        refusals: [409],
        // A browser subscribes once; a member turning it on and off keeps far below this.
        rateLimit: {
          max: 20,
          timeWindow: '10 minutes',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `push:${request.member?.id ?? request.ip}`,
          errorResponseBuilder: () =>
            localizedError(429, 'rate_limited', (language) =>
              pushCatalog.in(language)('tooManySubscriptions'),
            ),
        },
      },
      attachValidation: true,
      schema: { body: pushSubscribeSchema, response: { 200: pushStatusSchema } },
    },
    async (request) => {
      assertValid(request);
      const viewer = viewerOf(currentMember(request));
      const { endpoint, keys, label } = request.body;
      if (!isAllowedPushEndpoint(endpoint, ctx.config.PUSH_SERVICE_HOSTS))
        throw localizedError(400, 'push_service_not_allowed', (language) =>
          pushCatalog.in(language)('pushServiceNotAllowed'),
        );
      const saved = await saveSubscription(
        ctx.db,
        {
          contactId: viewer.id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          label: label || (request.headers['user-agent']?.slice(0, 200) ?? null),
        },
        MAX_PUSH_BROWSERS,
      );
      if (!saved) {
        throw localizedError(409, 'push_endpoint_taken', (language) =>
          pushCatalog.in(language)('endpointTaken'),
        );
      }
      return { browsers: await countOwnSubscriptions(ctx.db, viewer) };
    },
  );

  r.delete(
    '/api/push/subscribe',
    {
      config: { access: 'member', refusals: [404] },
      attachValidation: true,
      // The endpoint in the query string: a DELETE's body is not sent by every client.
      schema: { querystring: pushUnsubscribeSchema, response: { 200: pushStatusSchema } },
    },
    async (request) => {
      assertValid(request);
      const viewer = viewerOf(currentMember(request));
      // Only the member's own (platform/access/push.ts); another's endpoint reads as not found.
      if (!(await deleteOwnSubscription(ctx.db, viewer, request.query.endpoint)))
        throw notFound((language) => pushCatalog.in(language)('notFound'));
      return { browsers: await countOwnSubscriptions(ctx.db, viewer) };
    },
  );
}
