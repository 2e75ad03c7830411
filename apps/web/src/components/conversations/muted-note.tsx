import { useTranslation } from 'react-i18next';

/** In place of the composer: the reader is muted here, until when and why (the server's rule). */
export function MutedNote({ until, reason }: { until: string; reason: string | null }) {
  const { t } = useTranslation('conversationModeration');
  return (
    <div className="conversation__closed" role="note">
      <p>{t('mutedNote', { until })}</p>
      {reason ? <p>{t('mutedReason', { reason })}</p> : null}
    </div>
  );
}
