import { useTranslation } from 'react-i18next';
import { useConfig } from './config';

/**
 * Formats an instant as the team reads it: in TEAM_TIME_ZONE from GET /api/config (the browser's
 * own zone only when the server names none), in the page's language.
 */
export function useTeamTime() {
  const { i18n } = useTranslation();
  const timeZone = useConfig().teamTimeZone;
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  });
  return {
    timeZone,
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
  };
}
