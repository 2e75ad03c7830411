import { useTranslation } from 'react-i18next';
import { smsSegments, staffSmsText, type Language } from '@dugout/shared';
import { useConfig } from '../../../lib/config';

/**
 * Under a message box while the type includes texts: the SMS segments the text takes, live as
 * staff type, since carriers bill each; and which characters make a segment hold 70 instead of
 * 160. A staff message's text is counted as sent, with the team's name before it and the
 * readers' opt-out line after it; an answer in the texts inbox goes as typed.
 */
export function SmsSegmentHint({
  id,
  text,
  staffMessageIn,
}: {
  id: string;
  text: string;
  /** For a staff message: the language of its readers, whose opt-out line ends the text. */
  staffMessageIn?: Language;
}) {
  const { t } = useTranslation('messages');
  const { teamName } = useConfig();
  const sent = staffMessageIn ? staffSmsText(teamName, text, staffMessageIn) : text.trim();
  const s = smsSegments(sent);
  return (
    <p className="field__hint sms-hint" id={id}>
      {t('send.segments', { count: s.segments, units: s.units, per: s.perSegment })}
      {staffMessageIn ? t('send.segmentsAsSent', { team: teamName }) : null}
      {s.nonGsm.length > 0 ? (
        <> {t('send.segmentsUcs2', { chars: s.nonGsm.map((c) => `“${c}”`).join(', ') })}</>
      ) : null}
    </p>
  );
}
