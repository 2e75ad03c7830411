import {
  startTransition,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { MyDuties } from '../../../components/duties/my-duties';
import { useContentList } from '../../../lib/api/content';
import { FeaturedContentSlot } from './featured-content-slot';
import { HelpfulLinks } from './helpful-links';
import { NextEvents } from './next-events';
import { PinnedPostsSlot } from './pinned-posts-slot';

/**
 * The helpful links wait for the featured items above them instead of being pushed down when
 * those arrive (a layout shift on a phone). Same query as FeaturedContent, and the same deferred
 * drawing (components/content/featured-content.tsx): no extra call, shown in the same render.
 */
function HelpfulLinksAfterContent() {
  const { data: latest, isPending } = useContentList();
  const data = useDeferredValue(latest);
  return isPending || (data === undefined && latest !== undefined) ? null : <HelpfulLinks />;
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

/** A flag raised once, as a transition (the sections it shows are drawn in slices). */
function useLatch(): [boolean, () => void] {
  const [raised, setRaised] = useState(false);
  const raise = useCallback(() => startTransition(() => setRaised(true)), []);
  return [raised, raise];
}

/**
 * The signed-in home page below its heading: a chunk of its own, so a guest's home (the page a
 * phone opens first) does not download the events, content and pinned posts code.
 */
export default function MemberHomeSections() {
  // Once shown, shown for good (a language switch loads the pinned posts again).
  const [pinnedSettled, onPinnedSettled] = useLatch();
  const [eventsSettled, onEventsSettled] = useLatch();
  // Made once: raising a flag re-renders this component, not the sections.
  const pinned = useMemo(() => <PinnedPostsSlot onSettled={onPinnedSettled} />, [onPinnedSettled]);
  const events = useMemo(() => <NextEvents onSettled={onEventsSettled} />, [onEventsSettled]);
  const content = useMemo(
    () => (
      <>
        <FeaturedContentSlot />
        <HelpfulLinksAfterContent />
        {/* Last: a family's duties arrive on their own, and push nothing down when they do. */}
        <MyDuties />
      </>
    ),
    [],
  );
  return (
    <>
      {pinned}
      <ShownWhen ready={pinnedSettled}>
        {events}
        <ShownWhen ready={eventsSettled}>{content}</ShownWhen>
      </ShownWhen>
    </>
  );
}
