import { useTranslation } from 'react-i18next';

/** A text's time: the hour today, the date and hour before (the reader's language). */
export function TextWhen({ at, className }: { at: string; className?: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  const today = new Date().toDateString() === date.toDateString();
  return (
    <time className={className} dateTime={at}>
      {date.toLocaleString(
        i18n.language,
        today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
      )}
    </time>
  );
}
