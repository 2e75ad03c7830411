import type { Language } from '@dugout/shared';
import { calendarFeedLocales } from '../../components/calendar-feed/locales';
import { contactCardLocales } from '../../components/contacts/locales';
import { tagInputLocales } from '../../components/tag-input/locales';
import { layoutLocales } from '../../components/layout/locales';
import { recipientPickerLocales } from '../../components/recipient-picker/locales';
import { searchLocales } from '../../components/search/locales';
import { adminLocales } from '../../features/admin/locales';
import { authLocales } from '../../features/auth/locales';
import { contactsLocales } from '../../features/contacts/locales';
import { contentLocales } from '../../features/content/locales';
import { eventsLocales } from '../../features/events/locales';
import { formsLocales } from '../../features/forms/locales';
import { homeLocales } from '../../features/home/locales';
import { messagesLocales } from '../../features/messages/locales';
import { profileLocales } from '../../features/profile/locales';
import { commonLocales } from './locales/common';

/**
 * One i18next namespace per feature (plus `common` and `layout`). To add a feature's strings:
 * write `src/features/<feature>/locales.ts` with `defineLocales({ en, es })` and add ONE line
 * here. Components then read them with `useTranslation('<namespace>')`.
 */
export const localesByNamespace = {
  common: commonLocales,
  layout: layoutLocales,
  search: searchLocales,
  contactCard: contactCardLocales,
  tagInput: tagInputLocales,
  calendarFeed: calendarFeedLocales,
  recipientPicker: recipientPickerLocales,
  auth: authLocales,
  home: homeLocales,
  admin: adminLocales,
  profile: profileLocales,
  content: contentLocales,
  contacts: contactsLocales,
  events: eventsLocales,
  forms: formsLocales,
  messages: messagesLocales,
};

export type Namespace = keyof typeof localesByNamespace;
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The English resources: their shape types every `t()` key (see i18next.d.ts). */
export type EnglishResources = { [N in Namespace]: (typeof localesByNamespace)[N]['en'] };

function resourcesFor(language: Language): Record<Namespace, object> {
  const entries = Object.entries(localesByNamespace).map(([ns, locales]) => [
    ns,
    locales[language],
  ]);
  return Object.fromEntries(entries) as Record<Namespace, object>;
}

export const resources: Record<Language, Record<Namespace, object>> = {
  en: resourcesFor('en'),
  es: resourcesFor('es'),
};
