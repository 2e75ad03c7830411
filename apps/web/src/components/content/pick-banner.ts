import type { ContentItem } from '@dugout/shared';

/** The banner is the first item with isBanner, else the first featured item. */
export function pickBanner(items: readonly ContentItem[]): ContentItem | null {
  return items.find((c) => c.isBanner) ?? items.find((c) => c.isFeatured) ?? null;
}
