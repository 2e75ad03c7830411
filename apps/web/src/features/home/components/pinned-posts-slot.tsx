/**
 * Slot for the pinned-post banners of the signed-in home page (spec §2 route "/"). The content
 * engineer fills it (GET /api/pinnedpost/getall); until then it renders nothing.
 */
export function PinnedPostsSlot() {
  return null;
}
