/**
 * Slot for the home page's featured content (the banner and the 'Featured Items' section with
 * its 'View All' link). The content engineer fills it; until then it renders nothing.
 */
export function FeaturedContentSlot() {
  return null;
}
