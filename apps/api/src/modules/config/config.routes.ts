import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@dugout/shared';
import type { AppContext } from '../../platform/context';

/** The SPA's run-time configuration, so that one build serves every deployment. */
export async function configRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const body: PublicConfig = {
    teamName: config.TEAM_NAME,
    auth: {
      mode: config.AUTH_MODE,
      domain: config.AUTH_MODE === 'embedded' ? `${config.publicUrl}/idp` : config.AUTH0_DOMAIN!,
      clientId: config.clientId,
      audience: config.AUTH_AUDIENCE,
      permissionsClaim: config.PERMISSIONS_CLAIM,
      memberIdClaim: config.MEMBER_ID_CLAIM,
    },
    demo: config.DEMO,
    contentMaxBytes: config.CONTENT_MAX_BYTES,
    teamTimeZone: config.TEAM_TIME_ZONE,
    phoneRegion: config.PHONE_REGION,
    links: {
      termsOfService: config.TERMS_URL,
      privacyPolicy: config.PRIVACY_URL,
      contactEmail: config.CONTACT_EMAIL,
      playerUrlTemplate: config.PLAYER_URL_TEMPLATE,
    },
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: publicConfigSchema } };
  r.get('/api/config', { config: { access: 'public' }, schema }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return body;
  });
}
