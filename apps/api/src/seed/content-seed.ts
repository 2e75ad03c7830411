import type { BlobStore } from '../platform/blob/blob-store';
import type { Db } from '../platform/db/database';
import { displayKeyOf, keyOf, thumbKeyOf, writeSeedContentFiles } from './content-seed-files';
import { SEED_CONTENT, SEED_PINNED_POSTS } from './content-seed-items';

/**
 * The demo team's content library (about 30 items) and its 3 pinned posts. Files are real:
 * small PDFs drawn with pdf-lib and abstract images drawn with sharp, written under fixed keys
 * (`seed/content/...`) so that a store can be filled later with the same bytes
 * (`writeSeedContentFiles`). Without a blob store (the tests' template database) only the rows
 * are written.
 */

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' } as const;

export async function seedContent(trx: Db, opts: { blobs?: BlobStore | null } = {}): Promise<void> {
  const sizes = opts.blobs ? await writeSeedContentFiles(opts.blobs) : new Map<string, number>();
  const affiliations = await trx.selectFrom('affiliations').select(['id', 'name']).execute();
  const admin = await trx
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'admin@riverhawks.test')
    .executeTakeFirst();
  const sortInCategory = new Map<string, number>();
  const rows = SEED_CONTENT.map((item, i) => {
    const sortOrder = (sortInCategory.get(item.category) ?? 0) + 1;
    sortInCategory.set(item.category, sortOrder);
    return {
      description: item.description,
      file_name: `${item.slug}.${item.kind}`,
      file_type: item.kind,
      content_type: CONTENT_TYPES[item.kind],
      blob_key: keyOf(item),
      thumbnail_key: thumbKeyOf(item),
      display_key: displayKeyOf(item),
      size_bytes: sizes.get(item.slug) ?? 0,
      tags: item.tags,
      category: item.category,
      is_featured: !!item.featured,
      is_banner: !!item.banner,
      sort_order: sortOrder,
      created_by: admin?.id ?? null,
      // Spread a minute apart so "newest" orderings are stable.
      created_at: new Date(Date.UTC(2026, 0, 15, 12, i)),
      updated_at: new Date(Date.UTC(2026, 0, 15, 12, i)),
    };
  });
  const inserted = await trx
    .insertInto('content')
    .values(rows)
    .returning(['id', 'blob_key'])
    .execute();
  const links = SEED_CONTENT.flatMap((item) => {
    if (!item.only) return [];
    const contentId = inserted.find((r) => r.blob_key === keyOf(item))!.id;
    const aff = affiliations.find((a) => a.name === item.only);
    return aff ? [{ content_id: contentId, affiliation_id: aff.id }] : [];
  });
  if (links.length) await trx.insertInto('content_affiliations').values(links).execute();
  await trx
    .insertInto('pinned_posts')
    .values(SEED_PINNED_POSTS.map((p, i) => ({ ...p, sort_order: i + 1 })))
    .execute();
}
