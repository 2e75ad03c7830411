import type { calendarFeedLocales } from '../components/calendar-feed/locales';
import type { messagePreferencesLocales } from '../components/message-preferences/locales';
import type { contactCardLocales } from '../components/contacts/locales';
import type { invitationsLocales } from '../components/invitations/locales';
import type { recipientPickerLocales } from '../components/recipient-picker/locales';
import type { tagInputLocales } from '../components/tag-input/locales';
import type { venuesLocales } from '../components/venues/locales';
import type { adminLocales } from '../features/admin/locales';
import type { authLocales } from '../features/auth/locales';
import type { contactsLocales } from '../features/contacts/locales';
import type { contentLocales } from '../features/content/locales';
import type { eventsLocales } from '../features/events/locales';
import type { formsLocales } from '../features/forms/locales';
import type { messagesLocales } from '../features/messages/locales';
import type { profileLocales } from '../features/profile/locales';
import type { termsLocales } from '../features/terms/locales';
import { layoutLocales } from '../components/layout/locales';
import { scheduleLocales } from '../components/schedule/locales';
import { searchLocales } from '../components/search/locales';
import { homeLocales } from '../features/home/locales';
import { initI18n } from '../lib/i18n/i18n';
import { commonLocales } from '../lib/i18n/locales/common';

/**
 * One i18next namespace per feature (plus `common` and `layout`), registered here in app/ because
 * only the app knows its features (lib/i18n knows none). To add a feature's strings: write
 * `src/features/<feature>/locales.ts` with `defineLocales({ en, es })` and add ONE line below: in
 * `shellLocales` if the first screen (header, home) needs it, else in `lazyLocales`. Components
 * then read them with `useTranslation('<namespace>')`. Importing this module (main.tsx does,
 * first) starts i18next.
 */

/** Bundled with the app shell: the header, the search box and the home page. */
export const shellLocales = {
  common: commonLocales,
  layout: layoutLocales,
  search: searchLocales,
  home: homeLocales,
  schedule: scheduleLocales,
};

/**
 * Fetched the first time a page asks for them (`useTranslation` waits in the page's Suspense):
 * a phone on one bar of signal does not download the admin screens' strings to see the home.
 */
export const lazyLocales: {
  [N in Exclude<Namespace, ShellNamespace>]: () => Promise<AllLocales[N]>;
} = {
  contactCard: () => import('../components/contacts/locales').then((m) => m.contactCardLocales),
  invitations: () => import('../components/invitations/locales').then((m) => m.invitationsLocales),
  tagInput: () => import('../components/tag-input/locales').then((m) => m.tagInputLocales),
  calendarFeed: () =>
    import('../components/calendar-feed/locales').then((m) => m.calendarFeedLocales),
  messagePreferences: () =>
    import('../components/message-preferences/locales').then((m) => m.messagePreferencesLocales),
  recipientPicker: () =>
    import('../components/recipient-picker/locales').then((m) => m.recipientPickerLocales),
  auth: () => import('../features/auth/locales').then((m) => m.authLocales),
  admin: () => import('../features/admin/locales').then((m) => m.adminLocales),
  profile: () => import('../features/profile/locales').then((m) => m.profileLocales),
  content: () => import('../features/content/locales').then((m) => m.contentLocales),
  contacts: () => import('../features/contacts/locales').then((m) => m.contactsLocales),
  events: () => import('../features/events/locales').then((m) => m.eventsLocales),
  forms: () => import('../features/forms/locales').then((m) => m.formsLocales),
  messages: () => import('../features/messages/locales').then((m) => m.messagesLocales),
  terms: () => import('../features/terms/locales').then((m) => m.termsLocales),
  venues: () => import('../components/venues/locales').then((m) => m.venuesLocales),
};

/** Every namespace's strings, as declared (the types of `t()` keys and the parity tests). */
export interface AllLocales {
  common: typeof commonLocales;
  layout: typeof layoutLocales;
  search: typeof searchLocales;
  home: typeof homeLocales;
  schedule: typeof scheduleLocales;
  contactCard: typeof contactCardLocales;
  invitations: typeof invitationsLocales;
  tagInput: typeof tagInputLocales;
  calendarFeed: typeof calendarFeedLocales;
  messagePreferences: typeof messagePreferencesLocales;
  recipientPicker: typeof recipientPickerLocales;
  auth: typeof authLocales;
  admin: typeof adminLocales;
  profile: typeof profileLocales;
  content: typeof contentLocales;
  contacts: typeof contactsLocales;
  events: typeof eventsLocales;
  forms: typeof formsLocales;
  messages: typeof messagesLocales;
  terms: typeof termsLocales;
  venues: typeof venuesLocales;
}

export type Namespace = keyof AllLocales;
export type ShellNamespace = keyof typeof shellLocales;
export type LazyNamespace = Exclude<Namespace, ShellNamespace>;
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The English resources: their shape types every `t()` key (see i18next.d.ts). */
export type EnglishResources = { [N in Namespace]: AllLocales[N]['en'] };

/** Every namespace, the lazy ones fetched now (for the tests of the strings themselves). */
export async function loadAllLocales(): Promise<AllLocales> {
  const lazy = await Promise.all(
    Object.entries(lazyLocales).map(async ([ns, load]) => [ns, await load()] as const),
  );
  return { ...shellLocales, ...Object.fromEntries(lazy) } as AllLocales;
}

initI18n({ shell: shellLocales, lazy: lazyLocales, defaultNS: DEFAULT_NAMESPACE });
