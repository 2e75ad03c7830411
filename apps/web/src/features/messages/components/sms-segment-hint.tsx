import { useTranslation } from 'react-i18next';
import { smsSegments } from '@dugout/shared';

/**
 * Under a message box while the type includes texts: the SMS segments the text takes as staff
 * type (carriers bill each), and which characters make a segment hold 70 instead of 160.
 */
export function SmsSegmentHint({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('messages');
  const s = smsSegments(text.trim());
  return (
    <p className="field__hint sms-hint" id={id}>
      {t('send.segments', { count: s.segments, units: s.units, per: s.perSegment })}
      {s.nonGsm.length > 0 ? (
        <> {t('send.segmentsUcs2', { chars: s.nonGsm.map((c) => `“${c}”`).join(', ') })}</>
      ) : null}
    </p>
  );
}
