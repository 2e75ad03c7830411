import type { FastifyBaseLogger } from 'fastify';
import { contactsByEmail } from '../contacts/index';
import {
  CONTENT_CATEGORIES,
  IMAGE_FILE_TYPES,
  type ContentBackground,
  type ContentCategory,
  type ContentItem,
  type ContentList,
  type ManagerAction,
  type SortOrderUpdate,
} from '@dugout/shared';
import {
  assertCanSeeContent,
  audienceOf,
  canChooseEventBackgrounds,
  canSeeContent,
} from '../../platform/access/audience';
import { viewerOfContact, type Viewer } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import {
  expectedVersion,
  versionConflict,
  type IfMatch,
  type Versioned,
} from '../../platform/row-version';
import { signContentLinks, CONTENT_LINK_TTL_SECONDS } from './content-links';
import {
  checkUpload,
  deleteBlobs,
  rowKeys,
  storedKeys,
  storeUpload,
  type StoredUpload,
} from './content-files';
import type { ContentForm } from './content-form';
import { contentNoticeEmail } from './content.emails';
import {
  deleteContentRow,
  existingAffiliationIds,
  existingContentIds,
  findContent,
  insertContent,
  listContent,
  nextSortOrder,
  setContentAffiliations,
  setSortOrder,
  updateContentRow,
  type ContentWithAffiliations,
} from './content.queries';
import { contentCatalog } from './content.locales';
import { assertRecipientsReachTeams, resolveContentTeams } from './content-teams';
import { replaceContentTeams } from './content.queries';
import { channelsFor, chosenDeliveries, messageTypesOf, withUnsubscribe } from '../notices';
import { writeAudit } from '../../platform/audit.queries';

const itemNotFound = () =>
  notFound((language) => contentCatalog.in(language)('refusal.itemNotFound'));

const categoryRank = (c: string) => {
  const i = (CONTENT_CATEGORIES as readonly string[]).indexOf(c);
  return i < 0 ? CONTENT_CATEGORIES.length : i;
};

async function toItem(
  ctx: AppContext,
  viewer: Viewer,
  row: ContentWithAffiliations,
): Promise<ContentItem> {
  const links = await signContentLinks(ctx.blobs, viewer, {
    ...row,
    audience: audienceOf(row),
    teams: row.teams,
  });
  return {
    id: row.id,
    description: row.description,
    fileType: row.file_type,
    contentType: row.content_type,
    tags: row.tags,
    category: row.category as ContentCategory,
    isFeatured: row.is_featured,
    isBanner: row.is_banner,
    sortOrder: row.sort_order,
    allowedAffiliations: row.affiliations,
    // Only on an item of teams: a club-wide item answers as before teams.
    ...(row.teams.length ? { teams: row.teams } : {}),
    blobUrlAccessible: links.blobUrlAccessible,
    thumbnailUrl: links.thumbnailUrl,
    displayUrl: links.displayUrl,
  };
}

export async function listVisibleContent(ctx: AppContext, member: Member): Promise<ContentList> {
  const rows = await listContent(ctx.db, member);
  // Stable sort: by CONTENT_CATEGORIES' order, then the sortOrder the query already applied.
  rows.sort((a, b) => categoryRank(a.category) - categoryRank(b.category));
  const content = await Promise.all(rows.map((r) => toItem(ctx, member, r)));
  let backgrounds: ContentBackground[] = [];
  // Each background is an item the list already shows.
  if (canChooseEventBackgrounds(member)) {
    backgrounds = await Promise.all(
      rows
        .filter((r) => (IMAGE_FILE_TYPES as readonly string[]).includes(r.file_type))
        .map(async (r) => ({
          id: r.id,
          description: r.description,
          url: await ctx.blobs.signedUrl(r.blob_key, {
            ttlSeconds: CONTENT_LINK_TTL_SECONDS,
            fileName: r.file_name,
          }),
        })),
    );
  }
  return { content, backgrounds };
}

export async function getContent(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<Versioned<ContentItem>> {
  const row = await findContent(ctx.db, id);
  assertCanSeeContent(member, row);
  return { item: await toItem(ctx, member, row), version: row.version };
}

interface Recipient {
  id: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  language: string;
}

/** Resolves the form's affiliations to ids that exist (clients send ids or {id, name}). */
async function resolveAffiliations(db: Db, list: ContentForm['fields']['allowedAffiliations']) {
  const ids = Array.from(new Set(list.map((a) => (typeof a === 'number' ? a : a.id))));
  if (!ids.length) return [];
  const found = await existingAffiliationIds(db, ids);
  const missing = ids.filter((id) => !found.includes(id));
  if (missing.length) {
    const ids = missing.join(', ');
    throw badRequest(
      (language) => contentCatalog.in(language)('refusal.unknownAffiliation', { ids }),
      'allowedAffiliations',
    );
  }
  return ids;
}

/**
 * The contacts of emailList. Every address must be a contact, and every contact must be able to
 * see the item: a notice about a document they cannot open is refused, naming them.
 */
async function resolveRecipients(
  db: Db,
  emails: string[],
  affiliationIds: number[],
  teams: readonly number[],
): Promise<Recipient[]> {
  const wanted = Array.from(new Set(emails.map((e) => e.toLowerCase())));
  if (!wanted.length) return [];
  const rows = await contactsByEmail(db, wanted);
  const byEmail = new Map(rows.map((r) => [r.email!.toLowerCase(), r]));
  const unknown = wanted.filter((e) => !byEmail.has(e));
  if (unknown.length) {
    const emails = unknown.join(', ');
    throw badRequest(
      (language) => contentCatalog.in(language)('refusal.unknownEmail', { emails }),
      'emailList',
    );
  }
  const outside = rows.filter((r) => !canSeeContent(viewerOfContact(r), affiliationIds));
  if (outside.length) {
    const names = outside.map((r) => `${r.first_name} ${r.last_name} (${r.email})`.trim());
    throw badRequest(
      (language) =>
        contentCatalog.in(language)('refusal.outsideAudience', { names: names.join(', ') }),
      'emailList',
    );
  }
  await assertRecipientsReachTeams(db, rows, teams);
  return rows.map((r) => ({
    id: r.id,
    email: r.email!,
    phone: r.phone,
    firstName: r.first_name,
    lastName: r.last_name,
    language: r.language,
  }));
}

async function enqueueNotices(
  ctx: AppContext,
  trx: Db,
  member: Member,
  recipients: Recipient[],
  item: { description: string; category: ContentCategory },
  updated: boolean,
): Promise<void> {
  if (!recipients.length) return;
  const link = `${ctx.config.publicUrl}/content/all`;
  const mail = (language: string, firstName: string) =>
    contentNoticeEmail({
      language,
      firstName,
      team: ctx.config.TEAM_NAME,
      description: item.description,
      category: item.category,
      link,
      updated,
    });
  const en = mail('en', '');
  const es = mail('es', '');
  // Content notices follow the event-notice choice, by every channel chosen.
  const choices = await channelsFor(
    trx,
    recipients.map((r) => r.id),
    'eventNotices',
  );
  const deliveries = recipients.flatMap((r) => {
    const language = pickLanguage(r.language);
    const m = mail(language, r.firstName);
    const category = contentCatalog.in(language)(`category.${item.category}`);
    // Content notices go with event notices: their link turns that kind off.
    return chosenDeliveries(
      'eventNotices',
      choices.get(r.id),
      {
        contactId: r.id,
        label: `${r.firstName} ${r.lastName}`.trim(),
        language,
        email: r.email,
        phone: r.phone,
      },
      {
        email: { subject: m.subject, text: m.text, html: m.html },
        sms: `${m.subject} ${link}`,
        push: { title: m.subject, body: category, url: '/content/all' },
      },
    ).map((d) => withUnsubscribe(ctx, r.id, 'eventNotices', d));
  });
  await ctx.outbox.enqueue(trx, {
    kind: 'content_notice',
    messageTypes: messageTypesOf(deliveries),
    subject: en.subject,
    body: en.text,
    bodyEs: es.text,
    createdBy: member.id,
    deliveries,
  });
}

async function audit(trx: Db, member: Member, action: ManagerAction, id: string, detail?: unknown) {
  await writeAudit(trx, { actorId: member.id, action, entity: 'content', entityId: id, detail });
}

/** Downloaded files keep their uploaded name (sanitised); it is never a storage path. */
function downloadName(name: string, ext: string): string {
  const safe = Array.from(name, (c) =>
    c < ' ' || c === '\x7f' || c === '/' || c === '\\' ? '_' : c,
  );
  return safe.join('').trim().slice(0, 200) || `file.${ext}`;
}

/** `ifMatch` (updates): the version the editor loaded (409 if the item changed since). */
export async function saveContent(
  ctx: AppContext,
  member: Member,
  form: ContentForm,
  log: FastifyBaseLogger,
  existingId: string | null,
  ifMatch: IfMatch = null,
): Promise<Versioned<ContentItem>> {
  const { fields, file } = form;
  const existing = existingId ? await findContent(ctx.db, existingId) : null;
  if (existingId && !existing) throw itemNotFound();
  const expected = existing ? expectedVersion(ifMatch, existing.version) : null;
  if (!existing && !file)
    throw badRequest((language) => contentCatalog.in(language)('refusal.chooseFile'), 'formFile');

  // Everything that can be refused is checked before a byte is stored.
  const checked = file ? await checkUpload(file.name, file.data) : null;
  const affiliationIds = await resolveAffiliations(ctx.db, fields.allowedAffiliations);
  const teams = await resolveContentTeams(ctx.db, fields.teams, existing?.id ?? null);
  const recipients = await resolveRecipients(ctx.db, fields.emailList, affiliationIds, teams);

  let stored: StoredUpload | null = null;
  if (checked && file) stored = await storeUpload(ctx.blobs, { ...checked, data: file.data }, log);

  let id: string;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const common = {
        description: fields.fileName,
        tags: fields.tags,
        category: fields.category,
        is_featured: fields.isFeatured,
        is_banner: fields.isBanner,
        updated_at: new Date(),
      };
      const fileColumns = stored
        ? {
            file_name: downloadName(file!.name, stored.ext),
            file_type: stored.ext,
            content_type: stored.contentType,
            blob_key: stored.blobKey,
            thumbnail_key: stored.thumbnailKey,
            display_key: stored.displayKey,
            size_bytes: stored.size,
          }
        : null;
      let contentId: string;
      if (existing) {
        const moved = existing.category !== fields.category;
        // With If-Match, only the version the editor loaded is replaced.
        const written = await updateContentRow(
          trx,
          existing.id,
          {
            ...common,
            ...(fileColumns ?? {}),
            ...(moved ? { sort_order: await nextSortOrder(trx, fields.category) } : {}),
          },
          expected,
        );
        if (!written) {
          throw expected !== null && (await findContent(trx, existing.id))
            ? versionConflict()
            : itemNotFound();
        }
        contentId = existing.id;
      } else {
        contentId = await insertContent(trx, {
          ...common,
          ...fileColumns!,
          sort_order: await nextSortOrder(trx, fields.category),
          created_by: member.id,
        });
      }
      await setContentAffiliations(trx, contentId, affiliationIds);
      if (fields.teams !== undefined) await replaceContentTeams(trx, contentId, teams);
      await enqueueNotices(
        ctx,
        trx,
        member,
        recipients,
        { description: fields.fileName, category: fields.category },
        !!existing,
      );
      await audit(trx, member, existing ? 'content.update' : 'content.create', contentId, {
        description: fields.fileName,
        notified: recipients.length,
        newFile: !!stored,
      });
      return contentId;
    });
  } catch (err) {
    // Nothing half-written: the row did not land, so its new files go too.
    if (stored) await deleteBlobs(ctx.blobs, storedKeys(stored), log);
    throw err;
  }
  if (recipients.length) ctx.outbox.notify();
  if (existing && stored) {
    await deleteBlobs(ctx.blobs, rowKeys(existing), log);
  }
  const row = await findContent(ctx.db, id);
  return { item: await toItem(ctx, member, row!), version: row!.version };
}

export async function deleteContent(
  ctx: AppContext,
  member: Member,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const found = await deleteContentRow(trx, id);
    if (!found) throw itemNotFound();
    await audit(trx, member, 'content.delete', id, { description: found.description });
    return found;
  });
  // The row is gone first: a crash here leaves an orphan file, never a row without its file.
  await deleteBlobs(ctx.blobs, rowKeys(row), log);
}

/** Reordering: all of the list's changes in one transaction, or none. */
export async function updateSortOrder(
  ctx: AppContext,
  member: Member,
  updates: SortOrderUpdate,
): Promise<void> {
  const ids = updates.map((u) => u.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) {
    throw badRequest(
      (language) => contentCatalog.in(language)('refusal.listedTwice', { id: dup }),
      'id',
    );
  }
  await ctx.db.transaction().execute(async (trx) => {
    const found = await existingContentIds(trx, ids);
    const missing = ids.filter((id) => !found.includes(id));
    if (missing.length) {
      const ids = missing.join(', ');
      throw localizedError(
        404,
        'not_found',
        (language) => contentCatalog.in(language)('refusal.itemsNotFound', { ids }),
        'id',
      );
    }
    for (const u of updates) await setSortOrder(trx, u.id, u.sortOrder);
    await audit(trx, member, 'content.reorder', ids[0]!, { count: updates.length });
  });
}
