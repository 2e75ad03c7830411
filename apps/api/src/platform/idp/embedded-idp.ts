import crypto from 'node:crypto';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { escapeHtml } from '../html';
import { signInCatalog } from './sign-in.locales';
import { pgAdapterFactory } from './pg-adapter';
import { liveRetiredKeys, type IdpKeys } from './signing-keys';

const OIDC_SCOPES = 'openid profile email offline_access';
const ACCESS_TOKEN_TTL = 15 * 60;
/** Seconds an unfinished sign-in (interaction) is kept. */
export const INTERACTION_TTL = 30 * 60;

/**
 * The embedded identity provider, routed like Auth0 so that the SPA's Auth0 SDK works unchanged
 * against it.
 */
export function createEmbeddedIdp(config: AppConfig, db: Db, keys: IdpKeys): Provider {
  const audience = config.AUTH_AUDIENCE;

  const findContact = (id: string) =>
    /^[0-9a-f-]{36}$/i.test(id)
      ? db
          .selectFrom('contacts')
          .select(['id', 'email', 'first_name', 'last_name', 'permissions', 'is_site_user'])
          .where('id', '=', id)
          .executeTakeFirst()
      : Promise.resolve(undefined);

  const configuration: Configuration = {
    adapter: pgAdapterFactory(db),
    // Only what the client may use: the discovery document lists these, and
    // oidc-provider's defaults (implicit and hybrid types) were advertised but refused.
    responseTypes: ['code'],
    clients: [
      {
        client_id: config.clientId,
        client_name: `${config.TEAM_NAME} portal`,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/callback`],
        post_logout_redirect_uris: [config.publicUrl, `${config.publicUrl}/`],
      },
    ],
    // The first key signs; keys a rotation replaced follow (an id_token_hint they signed still
    // verifies). The JWKS document is answered from LiveIdp, which also lists IDP_PUBLISHED_KEYS.
    jwks: {
      keys: [
        keys.signingKey,
        ...liveRetiredKeys(keys.retiredKeys)
          .map((r) => r.key)
          .filter((k) => k.kid !== keys.signingKey.kid),
      ] as never[],
    },
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      revocation: '/oauth/revoke',
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    async findAccount(_ctx, id) {
      const contact = await findContact(id);
      if (!contact || !contact.is_site_user) return undefined;
      return {
        accountId: contact.id,
        claims: () => ({
          sub: contact.id,
          email: contact.email ?? undefined,
          email_verified: true,
          name: `${contact.first_name} ${contact.last_name}`.trim(),
          given_name: contact.first_name,
          family_name: contact.last_name,
        }),
      };
    },
    // The two claims the API and the SPA read, filled from the stored contact at every issue
    // and refresh, so a permission change reaches the next token.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const contact = token.accountId ? await findContact(token.accountId) : undefined;
      if (!contact) return undefined;
      return {
        [config.PERMISSIONS_CLAIM]: contact.permissions,
        [config.MEMBER_ID_CLAIM]: contact.id,
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Off: every access token is a JWT for the API (resourceIndicators), which the userinfo
      // endpoint refuses by design; the SPA reads the member from the ID token and /api/me.
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL,
            jwt: { sign: { alg: 'RS256' } },
            scope: OIDC_SCOPES,
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // No confirmation page: the form submits itself (the script carries a CSP nonce).
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          // Log Out ends the grant, refresh tokens included: oidc-provider keeps a grant that
          // issued refresh tokens (offline_access) past a logout unless its authorization is
          // marked as not persisting, and then its confirm step (the form below) revokes it.
          const authorizations = (
            ctx.oidc.session as { authorizations?: Record<string, { persistsLogout?: boolean }> }
          )?.authorizations;
          for (const authorization of Object.values(authorizations ?? {})) {
            authorization.persistsLogout = false;
          }
          const nonce = crypto.randomBytes(16).toString('base64');
          ctx.set(
            'Content-Security-Policy',
            `default-src 'none'; script-src 'nonce-${nonce}'; form-action 'self' ${config.publicUrl}; base-uri 'none'; frame-ancestors 'none'`,
          );
          ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>Signing out…</title></head><body>${form}<script nonce="${nonce}">var f=document.forms[0];var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script></body></html>`;
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.redirect(config.publicUrl);
        },
      },
    },
    pkce: { required: () => true },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    // First-party client: no consent screen (oidc-provider's documented "skip consent" recipe).
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc;
      const clientId = oidc.client!.clientId;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (!grant) {
        grant = new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId! });
      }
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name']);
      grant.addResourceScope(audience, OIDC_SCOPES);
      await grant.save();
      oidc.session!.grantIdFor(clientId, grant.jti);
      return grant;
    },
    interactions: {
      url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      // A sign-in page left open: long enough to ask for a code (valid 10 minutes) and type it,
      // short enough that anonymous /authorize calls do not pile up.
      Interaction: INTERACTION_TTL,
      Session: 14 * 24 * 60 * 60,
      Grant: 30 * 24 * 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const message = escapeHtml(String(out.error_description ?? out.error));
      // Both languages: nothing tells which one the browser's person reads.
      const both = (key: 'problemTitle' | 'startAgain') =>
        escapeHtml(Object.values(signInCatalog.inEveryLanguage((t) => t(key))).join(' · '));
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(signInCatalog.in('en')('problemTitle'))}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${both('problemTitle')}</h1><p>${message}</p><p><a href="/login">${both('startAgain')}</a></p></body></html>`;
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // Koa reads X-Forwarded-Proto (secure cookies) only when a proxy is trusted; the client's
  // address for rate limits is Fastify's request.ip, which honours the same hop count or list.
  provider.proxy = config.TRUST_PROXY !== false;
  if (typeof config.TRUST_PROXY === 'number') provider.maxIpsCount = config.TRUST_PROXY;
  return provider;
}
