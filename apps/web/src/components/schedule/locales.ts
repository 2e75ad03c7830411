import type { LocaleTree } from '@dugout/shared';

/** The schedule: its rows on /events/all and the home page's next events. */
export const scheduleEn = {
  upcoming: 'Upcoming',
  past: 'Past',
  pastMark: 'Past',
  rsvpClosed: 'RSVP closed',
  home: 'Home',
  away: 'Away',
  noUpcoming: 'No upcoming events.',
  loading: 'Loading events...',
  loadFailed: 'We could not load the events. Please try again.',
  retry: 'Try again',
  venue: 'Venue',
  answers: 'Answers',
  you: 'You',
  yes: 'Yes',
  no: 'No',
  notAnswered: 'not answered',
  /** Before an event's team labels, read aloud (the labels show only in a club of teams). */
  teams_one: 'Team',
  teams_other: 'Teams',
  /** A conversation's posts by others the member has not seen (its pill on the row). */
  unread_one: '{{count}} new post',
  unread_other: '{{count}} new posts',
  view: {
    label: 'Show the events as',
    schedule: 'Schedule',
    month: 'Month',
  },
  day: {
    show: 'Show {{date}} in the schedule',
    showAll: 'Show all events',
    empty: 'No events on this day.',
  },
} satisfies LocaleTree;
