import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language, RsvpStatus } from '@dugout/shared';
import { canRsvpFor } from '../../platform/access/rsvp';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { INTL_LOCALE } from '../../platform/i18n/language';
import { sendLinkPage, type LinkPage, type LinkPageList } from '../../platform/link-page';
import { textAnswer } from '../../platform/route-schemas';
import { householdOf, type HouseholdPerson } from '../households/index';
import { signRsvpLink, verifyRsvpLink, type RsvpLinkClaims } from '../notices';
import { householdAnswers } from './rsvp.queries';
import { rsvpCatalog } from './rsvp.locales';
import { answererOf, contactAsViewer, describeQuickRsvp, recordRsvpChange } from './rsvp.service';

/** The person a one-tap link answers for, as its pages name them ("Yes for Mia Pemberton?"). */
const personName = (c: { first_name: string; last_name: string }) =>
  `${c.first_name} ${c.last_name}`.trim();
const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/** A page text in every language (the pages show them all, the reader's first). */
const inEveryLanguage = rsvpCatalog.inEveryLanguage;

/** "Fiona, Noah and Mia" / "Fiona, Noah y Mia". */
const listOf = (names: readonly string[], language: Language) =>
  new Intl.ListFormat(INTL_LOCALE[language], { type: 'conjunction' }).format(names);

const quickAction = (ctx: AppContext) => `${ctx.config.publicUrl}/api/rsvp/quick`;

const eventLink = (ctx: AppContext, eventId: string) => ({
  href: `${ctx.config.publicUrl}/events/${eventId}`,
  label: inEveryLanguage((t) => t('seeEvent')),
});

/** Checks a one-tap token and finds its contact and who answers; a clear page when either fails. */
async function openQuickLink(ctx: AppContext, token: string | undefined) {
  const check = verifyRsvpLink(ctx.secrets.rsvpLinks, token ?? '');
  if (!check.ok) {
    return {
      ok: false as const,
      status: 400,
      page: {
        language: 'en',
        title: inEveryLanguage((t) =>
          t(check.reason === 'expired' ? 'linkExpired' : 'linkInvalid'),
        ),
        body: inEveryLanguage((t) => t('signInToAnswer')),
        links: [
          {
            href: `${ctx.config.publicUrl}/events/all`,
            label: inEveryLanguage((t) => t('events')),
          },
        ],
      } satisfies LinkPage,
    };
  }
  const who = await contactAsViewer(ctx.db, check.claims.contactId);
  const gone = {
    ok: false as const,
    status: 400,
    page: {
      language: 'en',
      title: inEveryLanguage((t) => t('linkInvalid')),
      body: inEveryLanguage((t) => t('memberGone')),
    } satisfies LinkPage,
  };
  if (!who) return gone;
  // A guardian's link for their child answers as the guardian, with the rights they have now
  // (the one rule of access/rsvp): one no longer their child's guardian records nothing. The
  // answerer is loaded with their household, which the page lists.
  const { actorId } = check.claims;
  const answerer = await answererOf(ctx.db, actorId ?? who.contact.id);
  if (!answerer) return gone;
  if (!canRsvpFor(answerer, who.contact.id)) {
    const person = personName(who.contact);
    return {
      ok: false as const,
      status: 400,
      page: {
        language: who.contact.language,
        title: inEveryLanguage((t) => t('notRecorded')),
        body: inEveryLanguage((t) => t('noLongerYours', { person })),
      } satisfies LinkPage,
    };
  }
  return { ok: true as const, claims: check.claims, who, answerer };
}

/** The event is gone or no longer open to the contact (a 4xx from the service). */
function sendNotOpen(reply: FastifyReply, err: unknown, language: string) {
  if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
  return sendLinkPage(reply, err.statusCode === 404 ? 404 : 400, {
    language,
    title: inEveryLanguage((t) => t('notRecorded')),
    body: inEveryLanguage((t) => t('notOpen')),
  });
}

/** Signs a link of the same event and expiry, answering as the same answerer. */
function relink(
  ctx: AppContext,
  claims: RsvpLinkClaims,
  answerer: Viewer,
  next: Partial<RsvpLinkClaims>,
) {
  const contactId = next.contactId ?? claims.contactId;
  return signRsvpLink(ctx.secrets.rsvpLinks, {
    eventId: claims.eventId,
    exp: claims.exp,
    status: next.status ?? claims.status,
    contactId,
    ...(contactId === answerer.id ? {} : { actorId: answerer.id }),
    ...(next.all ? { all: true } : {}),
  });
}

/**
 * The household on the page (the households module's one rule, as the event page has it): each
 * person invited with their answer, and Yes and No buttons for those the answerer may answer
 * for; "Yes for all of us" and "No for all of us" when that is more than the answerer alone.
 */
async function householdList(
  ctx: AppContext,
  claims: RsvpLinkClaims,
  answerer: Viewer,
  people: readonly HouseholdPerson[],
): Promise<LinkPageList[]> {
  if (people.length < 2) return [];
  const answers = new Map(
    (
      await householdAnswers(
        ctx.db,
        answerer,
        people.map((p) => p.contactId),
        { eventId: claims.eventId },
      )
    ).map((a) => [a.contact_id, a.status]),
  );
  const form = (
    label: LinkPage['title'],
    next: Partial<RsvpLinkClaims>,
    ariaLabel?: LinkPage['title'],
  ) => ({
    action: quickAction(ctx),
    fields: { token: relink(ctx, claims, answerer, next) },
    label,
    ...(ariaLabel ? { ariaLabel } : {}),
  });
  const answerable = people.filter((p) => p.canAnswer);
  const items = people.map((p) => {
    const name = fullName(p);
    const current = answers.get(p.contactId);
    return {
      text: inEveryLanguage((t) =>
        current
          ? t('household.answered', { person: name, answer: t(`answer.${current}`) })
          : t('household.notAnswered', { person: name }),
      ),
      forms: p.canAnswer
        ? (['yes', 'no'] as const).map((status) =>
            // "Yes" beside the name, named in full for a screen reader ("Yes for Mia Pemberton").
            form(
              inEveryLanguage((t) => t(`answer.${status}`)),
              { contactId: p.contactId, status },
              inEveryLanguage((t) =>
                t('household.answerFor', { answer: t(`answer.${status}`), person: name }),
              ),
            ),
          )
        : [],
    };
  });
  // On a page that already answers for all of them (its first button), not twice.
  const all =
    answerable.length > 1 && !claims.all
      ? [
          {
            text: inEveryLanguage((t, language) =>
              t('household.allOf', { people: listOf(answerable.map(fullName), language) }),
            ),
            forms: (['yes', 'no'] as const).map((status) =>
              form(
                inEveryLanguage((t) => t(`household.all.${status}`)),
                { contactId: answerer.id, status, all: true },
              ),
            ),
          },
        ]
      : [];
  return [{ heading: inEveryLanguage((t) => t('household.heading')), items: [...all, ...items] }];
}

/*
 * One-tap answers from the event email: the signed token is the permission. Opening the link
 * (GET, and the HEAD Fastify derives from it) only shows the event, the answer and the household
 * with buttons; mail scanners and prefetchers open links, so only a button's POST records it.
 * The POST carries the token in its body, never in the URL (logs, Referer).
 * It reads no cookie and no session: the token is the only credential, so a form posted from
 * another site can do nothing that holding the token does not already allow, and a CSRF token
 * would add nothing.
 */
export async function rsvpQuickRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const quickRoute = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };
  // A malformed token (too long, given twice) is no token: the page says the link is not valid,
  // where a refusal by the schema would be a JSON error the reader's browser shows as text.
  const quickToken = z.object({ token: z.string().max(1000).optional().catch(undefined) });
  /** An HTML page in every language, the reader's first (link-page.ts), also for a bad link. */
  const quickPage = textAnswer('text/html', 'The one-tap RSVP page', [200, 400, 404]);

  r.get(
    '/api/rsvp/quick',
    { config: quickRoute, schema: { querystring: quickToken, ...quickPage } },
    async (request, reply) => {
      const opened = await openQuickLink(ctx, request.query.token);
      if (!opened.ok) return sendLinkPage(reply, opened.status, opened.page);
      const { claims, who, answerer } = opened;
      const lang = who.contact.language;
      let view: Awaited<ReturnType<typeof describeQuickRsvp>>;
      try {
        view = await describeQuickRsvp(ctx, answerer, claims.eventId, claims.contactId);
      } catch (err) {
        return sendNotOpen(reply, err, lang);
      }
      const people = await householdOf(ctx.db, answerer, view.audience, undefined, view.teams);
      const answer = `answer.${claims.status}` as const;
      const current = view.current ? (`answer.${view.current}` as const) : null;
      const person = personName(who.contact);
      const forAll = people.filter((p) => p.canAnswer).map(fullName);
      return sendLinkPage(reply, 200, {
        language: lang,
        title: inEveryLanguage((t) =>
          claims.all
            ? t(`household.allTitle.${claims.status}`)
            : t('confirmTitle', { answer: t(answer), person }),
        ),
        body: inEveryLanguage((t, language) =>
          claims.all
            ? t('household.allBody', {
                name: view.name[language],
                when: view.when[language],
                people: listOf(forAll, language),
              })
            : t('confirmBody', {
                name: view.name[language],
                when: view.when[language],
                current: current ? t('currentAnswer', { answer: t(current) }) : t('notAnswered'),
              }),
        ),
        forms: [
          {
            action: quickAction(ctx),
            fields: { token: request.query.token ?? '' },
            label: inEveryLanguage((t) =>
              claims.all
                ? t(`household.all.${claims.status}`)
                : t('confirmButton', { answer: t(answer), person }),
            ),
          },
        ],
        lists: await householdList(ctx, claims, answerer, people),
        links: [eventLink(ctx, claims.eventId)],
      });
    },
  );

  r.post(
    '/api/rsvp/quick',
    {
      config: quickRoute,
      schema: { body: quickToken, consumes: ['application/x-www-form-urlencoded'], ...quickPage },
    },
    async (request, reply) => {
      const opened = await openQuickLink(ctx, request.body.token);
      if (!opened.ok) return sendLinkPage(reply, opened.status, opened.page);
      const { claims, who, answerer } = opened;
      const lang = who.contact.language;
      let changed = false;
      let view: Awaited<ReturnType<typeof describeQuickRsvp>>;
      let people: HouseholdPerson[];
      let answered: string[];
      try {
        view = await describeQuickRsvp(ctx, answerer, claims.eventId, claims.contactId);
        people = await householdOf(ctx.db, answerer, view.audience, undefined, view.teams);
        // "Yes for all of us": everyone of the household the answerer may answer for, now.
        const targets = claims.all
          ? people.filter((p) => p.canAnswer)
          : [
              {
                contactId: claims.contactId,
                firstName: who.contact.first_name,
                lastName: who.contact.last_name,
              },
            ];
        answered = [];
        for (const p of targets) {
          const done = await recordRsvpChange(ctx, answerer, {
            eventId: claims.eventId,
            contactId: p.contactId,
            status: claims.status,
          });
          changed ||= done.changed;
          answered.push(fullName(p));
        }
        view = await describeQuickRsvp(ctx, answerer, claims.eventId, claims.contactId);
      } catch (err) {
        return sendNotOpen(reply, err, lang);
      }
      const other: RsvpStatus = claims.status === 'yes' ? 'no' : 'yes';
      const thanks = claims.status === 'yes' ? 'thanksYes' : 'thanksNo';
      return sendLinkPage(reply, 200, {
        language: lang,
        title: inEveryLanguage((t) => t(changed ? thanks : 'alreadyRecorded')),
        body: inEveryLanguage((t, language) =>
          t(changed ? 'recorded' : 'unchanged', {
            person: claims.all ? listOf(answered, language) : personName(who.contact),
            name: view.name[language],
            when: view.when[language],
            answer: t(`answer.${claims.status}`),
          }),
        ),
        forms: [
          {
            action: quickAction(ctx),
            fields: {
              token: signRsvpLink(ctx.secrets.rsvpLinks, { ...claims, status: other }),
            },
            label: inEveryLanguage((t) =>
              claims.all
                ? t(`household.changeAll.${other}`)
                : t('changeAnswer', { answer: t(`answer.${other}`) }),
            ),
          },
        ],
        lists: await householdList(ctx, claims, answerer, people),
        links: [eventLink(ctx, claims.eventId)],
      });
    },
  );
}
