import { useCallback, useState, type ReactNode } from 'react';
import { useContentList } from '../../../lib/api/content';
import { usePinnedPosts } from '../../../lib/api/pinned-posts';
import { FeaturedContentSlot } from './featured-content-slot';
import { HelpfulLinks } from './helpful-links';
import { NextEvents } from './next-events';
import { PinnedPostsSlot } from './pinned-posts-slot';

/**
 * The helpful links wait for the featured items above them instead of being pushed down when
 * those arrive (a layout shift on a phone). Same query as FeaturedContent: no extra call.
 */
function HelpfulLinksAfterContent() {
  const { isPending } = useContentList();
  return isPending ? null : <HelpfulLinks />;
}

/**
 * Sections that stay out of the layout (but mounted, so their data loads meanwhile) until the
 * section above them has its final height: the pinned posts' and the events' text wraps to a
 * height no placeholder can know, and what was shown below would jump (a layout shift).
 */
function ShownWhen({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <div className="member-home__after" hidden={!ready}>
      {children}
    </div>
  );
}

/**
 * The signed-in home page below its heading: a chunk of its own, so a guest's home (the page a
 * phone opens first) does not download the events, content and pinned posts code.
 */
export default function MemberHomeSections() {
  const pinned = usePinnedPosts();
  // Once shown, shown for good: a language switch loads the pinned posts again.
  const [pinnedSettled, setPinnedSettled] = useState(false);
  if (!pinned.isPending && !pinnedSettled) setPinnedSettled(true);
  const [eventsSettled, setEventsSettled] = useState(false);
  const onEventsSettled = useCallback(() => setEventsSettled(true), []);
  return (
    <>
      <PinnedPostsSlot />
      <ShownWhen ready={pinnedSettled}>
        <NextEvents onSettled={onEventsSettled} />
        <ShownWhen ready={eventsSettled}>
          <FeaturedContentSlot />
          <HelpfulLinksAfterContent />
        </ShownWhen>
      </ShownWhen>
    </>
  );
}
