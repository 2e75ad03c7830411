import { CONTENT_CATEGORIES, type ContentItem, type SortOrderUpdate } from '@dugout/shared';

/** The category groups of the list, in the spec's category order, each in sortOrder. */
export function groupByCategory(items: readonly ContentItem[]) {
  return CONTENT_CATEGORIES.map((category) => ({
    category,
    items: items.filter((c) => c.category === category).sort((a, b) => a.sortOrder - b.sortOrder),
  })).filter((g) => g.items.length > 0);
}

/** The one show-all list: by sortOrder, ties in category order. */
export function flatOrder(items: readonly ContentItem[]): ContentItem[] {
  const rank = (c: ContentItem) => CONTENT_CATEGORIES.indexOf(c.category);
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || rank(a) - rank(b));
}

/**
 * Reordering: a drop outside the list or on the same place does nothing; otherwise the
 * item moves, the list is renumbered from 1 by position, and only changed values are returned.
 */
export function reorder(
  list: readonly ContentItem[],
  activeId: string,
  overId: string | null | undefined,
): { list: ContentItem[]; changes: SortOrderUpdate } | null {
  if (!overId || activeId === overId) return null;
  const from = list.findIndex((c) => c.id === activeId);
  const to = list.findIndex((c) => c.id === overId);
  if (from < 0 || to < 0) return null;
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  const changes: SortOrderUpdate = [];
  const renumbered = moved.map((c, i) => {
    const sortOrder = i + 1;
    if (c.sortOrder === sortOrder) return c;
    changes.push({ id: c.id, sortOrder });
    return { ...c, sortOrder };
  });
  return { list: renumbered, changes };
}

export type ReorderResult = NonNullable<ReturnType<typeof reorder>>;

/** Puts a reordered subset back into the whole list (other items unchanged). */
export function mergeInto(
  all: readonly ContentItem[],
  changed: readonly ContentItem[],
): ContentItem[] {
  const byId = new Map(changed.map((c) => [c.id, c]));
  return all.map((c) => byId.get(c.id) ?? c);
}
