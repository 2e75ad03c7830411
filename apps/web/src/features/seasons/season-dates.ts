import { useTranslation } from 'react-i18next';

/** A season's day (YYYY-MM-DD) as the reader writes a date: the day itself, in no time zone. */
export function useSeasonDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}
