import type { calendarFeedLocales } from '../components/calendar-feed/locales';
import type { messagePreferencesLocales } from '../components/message-preferences/locales';
import type { contactCardLocales } from '../components/contacts/locales';
import type { invitationsLocales } from '../components/invitations/locales';
import type { recipientPickerLocales } from '../components/recipient-picker/locales';
import type { tagInputLocales } from '../components/tag-input/locales';
import type { venuesLocales } from '../components/venues/locales';
import type { dutiesLocales } from '../components/duties/locales';
import type { attendanceLocales } from '../components/attendance/locales';
import type { conversationsLocales } from '../components/conversations/locales';
import type { conversationModerationLocales } from '../components/conversations/moderation-locales';
import type { dutyPlansLocales } from '../features/duties/locales';
import type { ridesLocales } from '../components/rides/locales';
import type { photosLocales } from '../components/photos/locales';
import type { adminLocales } from '../features/admin/locales';
import type { seasonsLocales } from '../features/seasons/locales';
import type { authLocales } from '../features/auth/locales';
import type { contactsLocales } from '../features/contacts/locales';
import type { contentLocales } from '../features/content/locales';
import type { eventsLocales } from '../features/events/locales';
import type { formsLocales } from '../features/forms/locales';
import type { messagesLocales } from '../features/messages/locales';
import type { profileLocales } from '../features/profile/locales';
import type { teamsLocales } from '../features/teams/locales';
import type { termsLocales } from '../features/terms/locales';
import type { scheduleImportLocales } from '../features/schedule-import/locales';
import type { Language, Translation } from '@dugout/shared';
import { layoutEn } from '../components/layout/locales';
import { scheduleEn } from '../components/schedule/locales';
import { searchEn } from '../components/search/locales';
import { homeEn } from '../features/home/locales';
import { initI18n } from '../lib/i18n/i18n';
import { commonEn } from '../lib/i18n/locales/common';

/**
 * One i18next namespace per feature (plus `common` and `layout`), registered here in app/ because
 * only the app knows its features (lib/i18n knows none). To add a feature's strings: write
 * `src/features/<feature>/locales.ts` with `defineLocales({ en, es })` and add ONE line to
 * `lazyLocales` below. Components then read them with `useTranslation('<namespace>')`. The first
 * screen's namespaces (header, home) are the exception: English in `locales.ts` (`xEn`, bundled
 * in `shellEnglish`), Spanish beside it in `locales.es.ts` (`xEs`, in shell-spanish.ts), so that
 * the first load carries one language. Importing this module (main.tsx does, first) starts
 * i18next; `localesReady` says when the reader's language can be shown.
 */

/** Bundled with the app shell, in English (the default, and every key's fallback). */
export const shellEnglish = {
  common: commonEn,
  layout: layoutEn,
  search: searchEn,
  home: homeEn,
  schedule: scheduleEn,
};

/** The shell's namespaces in another language: the same keys (`Translation`), any words. */
export type ShellTranslation = { [N in ShellNamespace]: Translation<(typeof shellEnglish)[N]> };

/**
 * The shell's strings in the other languages, one chunk each, fetched before the first render in
 * that language or when the reader switches to it.
 */
export const shellTranslations: Record<Exclude<Language, 'en'>, () => Promise<ShellTranslation>> = {
  es: () => import('./shell-spanish').then((m) => m.shellSpanish),
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
  scheduleImport: () =>
    import('../features/schedule-import/locales').then((m) => m.scheduleImportLocales),
  teams: () => import('../features/teams/locales').then((m) => m.teamsLocales),
  venues: () => import('../components/venues/locales').then((m) => m.venuesLocales),
  duties: () => import('../components/duties/locales').then((m) => m.dutiesLocales),
  attendance: () => import('../components/attendance/locales').then((m) => m.attendanceLocales),
  conversations: () =>
    import('../components/conversations/locales').then((m) => m.conversationsLocales),
  conversationModeration: () =>
    import('../components/conversations/moderation-locales').then(
      (m) => m.conversationModerationLocales,
    ),
  dutyPlans: () => import('../features/duties/locales').then((m) => m.dutyPlansLocales),
  rides: () => import('../components/rides/locales').then((m) => m.ridesLocales),
  photos: () => import('../components/photos/locales').then((m) => m.photosLocales),
  seasons: () => import('../features/seasons/locales').then((m) => m.seasonsLocales),
};

/** A namespace in both languages, as `defineLocales` declares one. */
interface Bilingual<T> {
  en: T;
  es: Translation<T>;
}

/** Every namespace's strings, as declared (the types of `t()` keys and the parity tests). */
export interface AllLocales {
  common: Bilingual<typeof commonEn>;
  layout: Bilingual<typeof layoutEn>;
  search: Bilingual<typeof searchEn>;
  home: Bilingual<typeof homeEn>;
  schedule: Bilingual<typeof scheduleEn>;
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
  teams: typeof teamsLocales;
  venues: typeof venuesLocales;
  duties: typeof dutiesLocales;
  attendance: typeof attendanceLocales;
  conversations: typeof conversationsLocales;
  conversationModeration: typeof conversationModerationLocales;
  dutyPlans: typeof dutyPlansLocales;
  rides: typeof ridesLocales;
  photos: typeof photosLocales;
  seasons: typeof seasonsLocales;
  scheduleImport: typeof scheduleImportLocales;
}

export type Namespace = keyof AllLocales;
export type ShellNamespace = keyof typeof shellEnglish;
export type LazyNamespace = Exclude<Namespace, ShellNamespace>;
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The English resources: their shape types every `t()` key (see i18next.d.ts). */
export type EnglishResources = { [N in Namespace]: AllLocales[N]['en'] };

/** Every namespace, the lazy ones fetched now (for the tests of the strings themselves). */
export async function loadAllLocales(): Promise<AllLocales> {
  const es = await shellTranslations.es();
  const shell: { [N in ShellNamespace]: AllLocales[N] } = {
    common: { en: shellEnglish.common, es: es.common },
    layout: { en: shellEnglish.layout, es: es.layout },
    search: { en: shellEnglish.search, es: es.search },
    home: { en: shellEnglish.home, es: es.home },
    schedule: { en: shellEnglish.schedule, es: es.schedule },
  };
  const lazy = await Promise.all(
    Object.entries(lazyLocales).map(async ([ns, load]) => [ns, await load()] as const),
  );
  return { ...shell, ...Object.fromEntries(lazy) } as AllLocales;
}

/** Settles once the reader's language can be shown (at once in English): the first render waits. */
export const localesReady = initI18n({
  shell: shellEnglish,
  shellTranslations,
  lazy: lazyLocales,
  defaultNS: DEFAULT_NAMESPACE,
});
