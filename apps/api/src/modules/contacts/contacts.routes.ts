import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliationSchema,
  contactCreateSchema,
  contactSchema,
  contactUpdateSchema,
  CSV_FILE_NAMES,
  directoryPageSchema,
  directoryQuerySchema,
  PROFILE_IMAGE_MAX_BASE64_CHARS,
  rosterSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import { dataVersion, sendSharedJson } from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/i18n/language';
import { readIfMatch, sendVersioned } from '../../platform/row-version';
import { serialIdParams, textAnswer } from '../../platform/route-schemas';
import { PHOTO_RATE_LIMIT } from '../../platform/upload-rate-limit';
import { createContact } from './contacts.create';
import { contactsCsv } from './contacts.csv';
import { removeContact } from './contacts.delete';
import { contactImportRoutes } from './contacts.import.routes';
import { contactInviteRoutes } from './contacts.invite.routes';
import { contactDirectory, createDirectoryCache } from './contacts.directory';
import { contactDirectoryPage } from './contacts.page';
import { contactAffiliations, getContact } from './contacts.read';
import { teamRosters } from './team-rosters';
import { saveContactChanges } from './contacts.update';

/** Room for a 5 MB photo as base64 plus the rest of the contact. */
const CONTACT_BODY_LIMIT = PROFILE_IMAGE_MAX_BASE64_CHARS + 64 * 1024;

const idParams = z.object({ id: z.string().max(100) });

/**
 * The contact calls. Static paths (getall, page, affiliations, roster, csv) win over `/:id` in
 * Fastify's router whatever the order; `:id` is checked to be a uuid in the service (404).
 */
export async function contactsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const roster = teamRosters(ctx, app.log);
  const directoryCache = createDirectoryCache(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The CSV import, in a scope of its own: only it takes multipart bodies.
  await app.register(async (scope) => contactImportRoutes(scope, ctx, roster));
  await contactInviteRoutes(app, ctx);

  // Untyped on purpose: the body goes out pre-serialised (checked against the schema when built).
  app.get(
    '/api/contact/getall',
    {
      // 403: the directory needs view:contacts.
      config: { access: 'member', refusals: [403] },
      schema: { response: { 200: z.array(contactSchema) } },
    },
    async (request, reply) =>
      sendSharedJson(
        request,
        reply,
        await contactDirectory(
          ctx,
          directoryCache,
          currentMember(request),
          await dataVersion(ctx.db, request),
        ),
      ),
  );

  // The directory a page at a time, filtered on the server: what the SPA's list reads.
  r.get(
    '/api/contact/page',
    {
      config: { access: 'member', refusals: [403] },
      schema: { querystring: directoryQuerySchema, response: { 200: directoryPageSchema } },
    },
    async (request, reply) =>
      sendSharedJson(
        request,
        reply,
        await contactDirectoryPage(
          ctx,
          directoryCache,
          currentMember(request),
          request.query,
          await dataVersion(ctx.db, request),
        ),
      ),
  );

  r.get(
    '/api/contact/affiliations',
    {
      config: { access: 'member' },
      schema: { response: { 200: z.array(affiliationSchema) } },
    },
    async () => contactAffiliations(ctx),
  );

  for (const path of [`/api/contact/Get${ctx.config.TEAM_NAME}Roster`, '/api/contact/roster']) {
    r.get(
      path,
      { config: { access: 'member' }, schema: { response: { 200: rosterSchema } } },
      async () => roster.get(),
    );
  }

  // A team's own roster feed (the club's default roster when it has none), for a club of teams.
  r.get(
    '/api/teams/:id/roster',
    {
      // 400: no active team has this id.
      config: { access: 'member', refusals: [400] },
      schema: { params: serialIdParams, response: { 200: rosterSchema } },
    },
    async (request) => roster.ofTeam(request.params.id),
  );

  r.get(
    '/api/contact/csv',
    {
      config: { access: { ability: 'reports:download' } },
      schema: textAnswer('text/csv', 'The contacts as CSV'),
    },
    async (request, reply) => {
      const csv = await contactsCsv(ctx, currentMember(request), requestLanguage(request));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${CSV_FILE_NAMES.contacts}"`)
        .send(csv);
    },
  );

  r.get(
    '/api/contact/:id',
    {
      // 403: another member's card needs view:contacts; 404 also for a hidden one.
      config: { access: 'member', refusals: [403, 404] },
      schema: { params: idParams, response: { 200: contactSchema } },
    },
    async (request, reply) =>
      sendVersioned(reply, await getContact(ctx, currentMember(request), request.params.id)),
  );

  r.post(
    '/api/contact/create',
    {
      // 409: the email is another contact's.
      config: {
        access: { ability: 'contacts:manage' },
        rateLimit: PHOTO_RATE_LIMIT,
        refusals: [409],
      },
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: { body: contactCreateSchema, response: { 201: contactSchema } },
    },
    async (request, reply) => {
      const contact = await createContact(ctx, roster, currentMember(request), request.body);
      return reply.status(201).send(contact);
    },
  );

  r.put(
    '/api/contact/update/:id',
    {
      // 403: not the caller's card, or a field only admins set; 409: the card changed since it
      // was read (If-Match), or no site admin would be left.
      config: { access: 'member', rateLimit: PHOTO_RATE_LIMIT, refusals: [403, 404, 409] },
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: { params: idParams, body: contactUpdateSchema, response: { 200: contactSchema } },
    },
    async (request, reply) =>
      sendVersioned(
        reply,
        await saveContactChanges(
          ctx,
          roster,
          currentMember(request),
          request.params.id,
          request.body,
          readIfMatch(request),
        ),
      ),
  );

  r.delete(
    '/api/contact/:id',
    {
      // 409: no site admin would be left.
      config: { access: { ability: 'contacts:manage' }, refusals: [404, 409] },
      schema: { params: idParams, response: { 200: z.object({ id: z.string() }) } },
    },
    async (request) => removeContact(ctx, currentMember(request), request.params.id),
  );
}
