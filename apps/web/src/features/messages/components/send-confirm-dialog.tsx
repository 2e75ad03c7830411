import { useTranslation } from 'react-i18next';
import { MESSAGE_CHANNELS, type MessagePreview, type MessageType } from '@dugout/shared';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { deliveryReason } from '../delivery-reason';

/** Longer than this, the skipped list starts folded so the counts stay in view. */
const SKIPPED_OPEN_UP_TO = 5;

/** GSM-7 / UCS-2 kept on one line (a non-breaking hyphen). */
const encodingName = (encoding: string) => encoding.replace('-', '\u2011');

/**
 * The confirmation before a staff message goes: whom it reaches per channel, the
 * SMS segments of each language's text, and who is skipped and why, as the server's preview
 * (the send's own plan) worked it out. Cancel returns to the form as it was.
 */
export function SendConfirmDialog({
  preview,
  type,
  busy,
  onCancel,
  onConfirm,
}: {
  preview: MessagePreview;
  type: MessageType;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('messages');
  const sends = { email: type !== 'SMS', sms: type !== 'Email', push: true };
  const channels = MESSAGE_CHANNELS.filter(
    (c) => preview.channels[c] > 0 || (c !== 'push' && sends[c]),
  );
  const { en, es } = preview.sms;
  const skipped = preview.skipped.map((s, i) => (
    <li key={i}>
      <strong>{s.name ?? t('confirm.noName')}</strong> · {t(`channels.${s.channel}`)}:{' '}
      {deliveryReason(s, t)}
    </li>
  ));

  return (
    <ConfirmDialog
      title={t('confirm.title')}
      cancelLabel={t('confirm.cancel')}
      confirmLabel={busy ? t('confirm.sending') : t('confirm.submit')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p className="send-confirm__reach">
        {preview.recipients > 0
          ? t('confirm.reaches', { count: preview.recipients })
          : t('confirm.reachesNobody')}
      </p>
      <h3 className="send-confirm__heading">{t('confirm.byChannel')}</h3>
      <dl className="send-confirm__channels">
        {channels.map((c) => (
          <div key={c} className="send-confirm__channel">
            <dt>{t(`channels.${c}`)}</dt>
            <dd>{preview.channels[c]}</dd>
          </div>
        ))}
      </dl>
      {sends.sms ? (
        <>
          <h3 className="send-confirm__heading">{t('confirm.segmentsTitle')}</h3>
          <ul className="send-confirm__list">
            <li>
              {t('confirm.segmentLine', {
                language: t('confirm.language_en'),
                count: en.segments.segments,
                encoding: encodingName(en.segments.encoding),
                texts: en.count,
              })}
            </li>
            {es.segments ? (
              <li>
                {t('confirm.segmentLine', {
                  language: t('confirm.language_es'),
                  count: es.segments.segments,
                  encoding: encodingName(es.segments.encoding),
                  texts: es.count,
                })}
              </li>
            ) : es.count > 0 ? (
              <li>{t('confirm.esUsesEnglish', { texts: es.count })}</li>
            ) : null}
          </ul>
        </>
      ) : null}
      {skipped.length > 0 ? (
        <>
          <h3 className="send-confirm__heading">
            {t('confirm.skippedTitle', { count: skipped.length })}
          </h3>
          {skipped.length > SKIPPED_OPEN_UP_TO ? (
            <details className="send-confirm__more">
              <summary>{t('confirm.showSkipped', { count: skipped.length })}</summary>
              <ul className="send-confirm__list send-confirm__skipped">{skipped}</ul>
            </details>
          ) : (
            <ul className="send-confirm__list send-confirm__skipped">{skipped}</ul>
          )}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
