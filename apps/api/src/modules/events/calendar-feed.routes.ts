import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedLinkSchema,
  calendarFeedStateSchema,
  matchupLabel,
  titleWithMatchup,
  translatedField,
  type CalendarFeedLink,
  type CalendarFeedState,
  type EventTranslation,
} from '@dugout/shared';
import { feedCancellationsVisibleTo } from '../../platform/access/audience';
import { viewerOfContact } from '../../platform/access/viewer';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import { textAnswer } from '../../platform/route-schemas';
import { venuesForEvents } from '../venues/index';
import { cancelledEventsSince } from './event-cancellations.queries';
import { cancellationsSince } from './event-cancellations.service';
import { calendarFeedEtag, holdsCalendarFeed } from './calendar-feed.etag';
import { calendarFeed } from './event-ics';
import { listFeedEvents, translationsOfEvents } from './events.queries';
import { findFeedOwner, findFeedToken, setFeedToken } from './calendar-feed.queries';
import { eventsOnTeamFeed, feedTeamName, onTeamFeed } from './calendar-feed.team';
import { eventsCatalog } from './events.locales';

const calendarNotFound = () =>
  notFound((language) => eventsCatalog.in(language)('refusal.calendarNotFound'));

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

const feedAnswer = textAnswer('text/calendar', 'The member’s visible events as an iCalendar feed');

function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

function feedLink(ctx: AppContext, token: string): CalendarFeedLink {
  const url = `${ctx.config.publicUrl}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

function setToken(db: Db, contactId: string, onlyIfMissing: boolean): Promise<string> {
  return setFeedToken(db, contactId, newToken(), onlyIfMissing);
}

/**
 * Each member's private, revocable calendar feed (webcal). The token in the URL is the secret:
 * anyone holding it reads that member's visible events, so resetting it kills the old URL, and
 * so does turning the member's sign-in off (the token is cleared; see contacts.queries.ts
 * revokeSignIn): signed in again, they get a new URL.
 */
export async function calendarFeedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const linkAnswer = { response: { 200: calendarFeedLinkSchema } };
  const signedIn = { access: 'member' as const };

  // A GET never writes: it answers the link, or nulls while the member has none.
  r.get(
    '/api/calendar/feed',
    { config: signedIn, schema: { response: { 200: calendarFeedStateSchema } } },
    async (request): Promise<CalendarFeedState> => {
      const token = await findFeedToken(ctx.db, currentMember(request).id);
      return token ? feedLink(ctx, token) : { url: null, webcalUrl: null };
    },
  );

  // The member asks for their link: made on the first ask, the same one after that.
  r.post('/api/calendar/feed', { config: signedIn, schema: linkAnswer }, async (request) => {
    const member = currentMember(request);
    return feedLink(ctx, await setToken(ctx.db, member.id, true));
  });

  r.post('/api/calendar/feed/reset', { config: signedIn, schema: linkAnswer }, async (request) => {
    const member = currentMember(request);
    return feedLink(ctx, await setToken(ctx.db, member.id, false));
  });

  r.get(
    '/api/calendar/:file',
    {
      // 404: no feed has this token (never made, or reset).
      config: {
        access: 'public',
        rateLimit: { max: 120, timeWindow: '1 minute' },
        refusals: [404],
      },
      schema: {
        params: z.object({ file: z.string().max(100) }),
        // A team's feed: one of the teams the member reaches (a club of two teams or more).
        querystring: z.object({
          team: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        }),
        produces: feedAnswer.produces,
        response: {
          ...feedAnswer.response,
          304: z.undefined().describe('Not modified: the reader already holds this feed (ETag)'),
        },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/i.exec(request.params.file);
      const token = match?.[1];
      if (!token || !TOKEN.test(token)) throw calendarNotFound();
      const contact = await findFeedOwner(ctx.db, token);
      if (!contact) throw calendarNotFound();
      const viewer = viewerOfContact(contact);
      const { team } = request.query;
      const teamName = team === undefined ? null : await feedTeamName(ctx.db, viewer, team);
      if (team !== undefined && teamName === null) throw calendarNotFound();
      const [allEvents, cancelled] = await Promise.all([
        listFeedEvents(ctx.db, viewer),
        cancelledEventsSince(ctx.db, cancellationsSince(new Date())),
      ]);
      const events =
        team === undefined ? allEvents : await eventsOnTeamFeed(ctx.db, team, allEvents);
      // The feed knows its reader (the token is theirs): names, descriptions, venues and
      // categories in the member's language, as their emails and the portal show them.
      const language = pickLanguage(contact.language);
      const ids = events.map((e) => e.id);
      const [venues, translations] = await Promise.all([
        venuesForEvents(
          ctx.db,
          events.map((e) => e.venue_id),
          language,
        ),
        language === 'en' ? [] : translationsOfEvents(ctx.db, ids),
      ]);
      const translationsOf = new Map<string, EventTranslation[]>();
      for (const t of translations) {
        const list = translationsOf.get(t.event_id) ?? [];
        list.push({
          language: t.language as EventTranslation['language'],
          fieldName: t.field_name,
          contents: t.contents,
        });
        translationsOf.set(t.event_id, list);
      }
      // Deleted events the member could see stay, cancelled, so their calendar drops them.
      const cancellations = feedCancellationsVisibleTo(viewer, cancelled)
        .filter((c) => team === undefined || onTeamFeed(team, c.team_ids))
        .map((c) => ({
          source: {
            id: c.id,
            name: translatedField(
              { name: c.name, translations: c.name_translations as EventTranslation[] },
              'Name',
              language,
            ),
            description: '',
            date: c.date,
            location_id: c.location_id,
            sequence: c.sequence,
            updated_at: c.cancelled_at,
            cancelled: true,
          },
        }));
      const body = calendarFeed(
        [
          ...events.map((e) => {
            const source = { ...e, translations: translationsOf.get(e.id) ?? [] };
            return {
              source: {
                ...e,
                // A game's opponent in its title ("Game · vs. Tigers"), as its page shows it.
                name: titleWithMatchup(
                  translatedField(source, 'Name', language),
                  matchupLabel(
                    {
                      eventType: e.event_type,
                      opponent: e.opponent,
                      eventLocationID: e.location_id,
                    },
                    language,
                  ),
                ),
                description: translatedField(source, 'Description', language),
                venue: e.venue_id === null ? null : venues.get(e.venue_id),
              },
              url: `${ctx.config.publicUrl}/events/${e.id}`,
            };
          }),
          ...cancellations,
        ],
        eventsCatalog.in(language)('calendarName', { team: teamName ?? ctx.config.TEAM_NAME }),
        language,
      );
      // Calendar apps poll the feed every few minutes: one that already holds this calendar
      // (If-None-Match) gets a 304 and no body. Private either way: the token is one member's.
      const etag = calendarFeedEtag(body);
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, no-cache')
        .header('X-Robots-Tag', 'noindex');
      if (holdsCalendarFeed(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="events.ics"')
        .send(body);
    },
  );
}
