import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { registerFormParsers } from '../../platform/form-parsers';
import { sendLinkPage, type LinkPage } from '../../platform/link-page';
import { FORM_OR_JSON, textAnswer } from '../../platform/route-schemas';
import { verifyUnsubscribe, type UnsubscribeClaims } from './unsubscribe-links';
import { unsubscribeCatalog } from './unsubscribe.locales';
import { describeUnsubscribe, unsubscribe, type LinkContact } from './unsubscribe.service';

const inEveryLanguage = unsubscribeCatalog.inEveryLanguage;

const personName = (c: LinkContact) => `${c.first_name} ${c.last_name}`.trim();

/** The page's texts about one member and kind, each in its own language. */
const about =
  (ctx: AppContext, claims: UnsubscribeClaims, contact: LinkContact) =>
  (t: Parameters<Parameters<typeof inEveryLanguage>[0]>[0]) => ({
    kind: t(`kinds.${claims.kind}`),
    person: personName(contact),
    team: ctx.config.TEAM_NAME,
  });

const preferencesLink = (ctx: AppContext) => ({
  href: `${ctx.config.publicUrl}/profile#message-preferences-title`,
  label: inEveryLanguage((t) => t('page.preferences')),
});

/** A tampered or cut-short link, or a member since deleted: a clear page, never a 500. */
const refusal = (ctx: AppContext, gone: boolean): LinkPage => ({
  language: 'en',
  title: inEveryLanguage((t) => t('page.invalidTitle')),
  body: inEveryLanguage((t) => t(gone ? 'page.memberGone' : 'page.invalidBody')),
  links: [preferencesLink(ctx)],
});

/**
 * One-click unsubscribe (RFC 8058). The link in List-Unsubscribe and in the
 * footer of bulk email is its own permission: a signed member and kind, no cookie, no sign-in.
 * GET (and the HEAD derived from it) only shows the choice, since mail scanners open links; the
 * mail provider's one-click POST (body `List-Unsubscribe=One-Click`) or the page's button turns
 * that kind off by email. A form posted from elsewhere can do nothing holding the link does not
 * already allow, so there is no CSRF token.
 */
export async function unsubscribeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerFormParsers(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };
  const params = z.object({ token: z.string().max(1000) });
  const page = textAnswer('text/html', 'The one-click unsubscribe page', [200, 400]);
  // Whatever the body (RFC 8058's `List-Unsubscribe=One-Click`, or the page's form): the token
  // in the URL is what counts.
  const body = z.record(z.string(), z.unknown()).optional().catch(undefined);

  r.get(
    '/api/unsubscribe/:token',
    { config: route, schema: { params, ...page } },
    async (request, reply) => {
      const claims = verifyUnsubscribe(ctx.secrets.unsubscribeLinks, request.params.token);
      if (!claims) return sendLinkPage(reply, 400, refusal(ctx, false));
      const found = await describeUnsubscribe(ctx, claims);
      if (!found) return sendLinkPage(reply, 400, refusal(ctx, true));
      const vars = about(ctx, claims, found.contact);
      const language: Language | string = found.contact.language;
      return sendLinkPage(reply, 200, {
        language,
        title: inEveryLanguage((t) => t('page.confirmTitle', vars(t))),
        body: inEveryLanguage((t) =>
          t(found.emailOn ? 'page.confirmBody' : 'page.alreadyBody', vars(t)),
        ),
        forms: found.emailOn
          ? [
              {
                action: `${ctx.config.publicUrl}/api/unsubscribe/${request.params.token}`,
                fields: { 'List-Unsubscribe': 'One-Click' },
                label: inEveryLanguage((t) => t('page.button')),
              },
            ]
          : [],
        links: [preferencesLink(ctx)],
      });
    },
  );

  r.post(
    '/api/unsubscribe/:token',
    {
      config: route,
      schema: {
        params,
        body,
        consumes: FORM_OR_JSON,
        ...page,
      },
    },
    async (request, reply) => {
      const claims = verifyUnsubscribe(ctx.secrets.unsubscribeLinks, request.params.token);
      if (!claims) return sendLinkPage(reply, 400, refusal(ctx, false));
      const done = await unsubscribe(ctx, claims);
      if (!done) return sendLinkPage(reply, 400, refusal(ctx, true));
      const vars = about(ctx, claims, done.contact);
      return sendLinkPage(reply, 200, {
        language: done.contact.language,
        title: inEveryLanguage((t) => t('page.doneTitle')),
        body: inEveryLanguage((t) =>
          t(done.changed ? 'page.doneBody' : 'page.alreadyBody', vars(t)),
        ),
        links: [preferencesLink(ctx)],
      });
    },
  );
}
