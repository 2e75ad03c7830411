/**
 * The one route table of the SPA. Routes are registered with `.path`; links are built with
 * `.href(...)`. No path string is written anywhere else. Matching is case-insensitive (React
 * Router's default), so `/Contacts/All` and `/contacts/all` are the same page.
 */

type ParamValue = string | number;

/** A route without parameters. */
interface StaticRoute<P extends string> {
  readonly path: P;
  href(): P;
}

/** A route with a single `:param`, e.g. `/contacts/:id`. */
interface ParamRoute<P extends string> {
  readonly path: P;
  href(value: ParamValue): string;
}

function staticRoute<const P extends string>(path: P): StaticRoute<P> {
  return { path, href: () => path };
}

function paramRoute<const P extends `${string}:${string}`>(path: P): ParamRoute<P> {
  return {
    path,
    href: (value) => path.replace(/:[A-Za-z]+/, encodeURIComponent(String(value))),
  };
}

export const paths = {
  home: staticRoute('/'),
  profile: staticRoute('/profile'),
  /** The footer's Terms of Service (TERMS_URL's default), public. */
  terms: staticRoute('/terms'),
  admin: staticRoute('/admin'),
  /** Who changed whose access, linked from Admin Tools. */
  auditLog: staticRoute('/admin/audit-log'),
  /** The home page's pinned posts, managed by admins. */
  pinnedPosts: staticRoute('/admin/pinned-posts'),
  /** The venues events are held at, managed by who publishes events. */
  venues: staticRoute('/admin/venues'),
  /** Contacts from a CSV file, previewed then confirmed, linked from Admin Tools. */
  importContacts: staticRoute('/admin/import-contacts'),
  seasons: {
    /** Admin Tools → Start a new season: preview, then archive the current one. */
    start: staticRoute('/admin/new-season'),
    /** Earlier seasons' events, read-only, linked from the schedule once one exists. */
    past: staticRoute('/seasons/past'),
  },
  /** A season's schedule from a CSV or a league's .ics, previewed then confirmed. */
  importSchedule: staticRoute('/admin/import-schedule'),
  duties: {
    /** Season duty templates, applied to the home games (admins and team managers). */
    templates: staticRoute('/duties/templates'),
    /** The season's coming duties with open slots, "Ask families" and the CSV. */
    unfilled: staticRoute('/duties/unfilled'),
  },
  photos: {
    /** Held photos and take-down requests across the albums a manager manages. */
    review: staticRoute('/photos/review'),
  },
  /** The club's teams, their rosters and managers, managed by admins. */
  teams: staticRoute('/admin/teams'),
  content: {
    all: staticRoute('/content/all'),
    new: staticRoute('/content/new'),
    edit: paramRoute('/content/edit/:id'),
  },
  contacts: {
    all: staticRoute('/contacts/all'),
    new: staticRoute('/contacts/new'),
    detail: paramRoute('/contacts/:id'),
    edit: paramRoute('/contacts/edit/:id'),
  },
  events: {
    all: staticRoute('/events/all'),
    new: staticRoute('/events/new'),
    detail: paramRoute('/events/:id'),
    edit: paramRoute('/events/:id/edit'),
  },
  forms: {
    jersey: staticRoute('/jerseyform'),
    gift: staticRoute('/giftform'),
    jerseyAdmin: staticRoute('/jerseyadmin'),
    giftAdmin: staticRoute('/giftadmin'),
  },
  messages: {
    send: staticRoute('/message/send'),
    /** The delivery ledger (beyond the spec), linked from Admin Tools. */
    ledger: staticRoute('/admin/messages'),
    /** One message's deliveries, live while any is queued, linked from the send's toast. */
    detail: paramRoute('/admin/messages/:id'),
    /** The office's inbox of texts families sent, linked from Admin Tools. */
    texts: staticRoute('/admin/texts'),
    /** One number's texts with the office, and the answer box. */
    text: paramRoute('/admin/texts/:id'),
  },
  auth: {
    login: staticRoute('/login'),
    callback: staticRoute('/callback'),
    /** The embedded IdP's sign-in page (an SPA route the IdP redirects the browser to). */
    signIn: paramRoute('/idp/interaction/:uid'),
  },
  notFound: { path: '*' },
} as const;

/** Whether `pathname` is `base` or below it, ignoring case (tab highlighting). */
export function isWithin(pathname: string, base: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const b = base.toLowerCase().replace(/\/+$/, '') || '/';
  if (b === '/') return p === '/';
  return p === b || p.startsWith(`${b}/`);
}
