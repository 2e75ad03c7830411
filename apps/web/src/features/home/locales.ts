import type { LocaleTree } from '@dugout/shared';

/** The home page, for guests and for members. */
export const homeEn = {
  title: 'Home',
  guest: {
    heading: 'Welcome to the {{team}} family portal',
    text: 'This is the members-only home of our players’ families and our foundation. Log in to see team news and documents, the members directory, the season calendar and your request forms.',
  },
  member: {
    heading: 'Welcome, {{name}}!',
    headingNoName: 'Welcome!',
  },
  pinned: { heading: 'Pinned posts' },
  nextEvents: {
    heading: 'Next events',
    all: 'All events',
    loading: 'Loading events...',
    none: 'No upcoming events.',
  },
  /** Posts by others in the events' conversations the member has not seen. */
  unread: {
    line_one: '{{count}} new post in the conversations',
    line_other: '{{count}} new posts in the conversations',
  },
  featured: {
    heading: 'Featured Items',
    viewAll: 'View All',
    loading: 'Loading content',
    empty: 'No content to display',
  },
  links: {
    heading: 'Helpful Links',
    members: 'Members',
    membersHint: 'Find families, players and staff',
    profile: 'Profile',
    profileHint: 'Keep your contact card up to date',
    content: 'Content',
    contentHint: 'Documents, schedules and announcements',
    giftForm: 'Season Gift Form',
    giftFormHint: 'Request your season gift jacket',
  },
} satisfies LocaleTree;
