import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  kindOffersChannel,
  type MessageChannel,
  type MessageKind,
  type MessagePreferences,
  type PreferenceGrid,
} from '@dugout/shared';
import {
  useContactPreferences,
  useMyPreferences,
  useSavePreferences,
} from './message-preferences-api';
import { PushDeviceControl } from './push-device-control';
import './message-preferences-card.css';

/**
 * The "Messages" section: a checkbox per kind of message and channel. The member
 * changes their own (saved with a toast); `contactId` shows someone else's, read-only (admins).
 */
export function MessagePreferencesCard({ contactId }: { contactId?: string }) {
  const readOnly = !!contactId;
  const mine = useMyPreferences(!readOnly);
  const theirs = useContactPreferences(contactId ?? null);
  const query = readOnly ? theirs : mine;
  return <PreferencesView data={query.data} isError={query.isError} readOnly={readOnly} />;
}

function PreferencesView({
  data,
  isError,
  readOnly,
}: {
  data: MessagePreferences | undefined;
  isError: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation('messagePreferences');
  const save = useSavePreferences();
  const [grid, setGrid] = useState<PreferenceGrid | null>(null);
  useEffect(() => {
    if (data) setGrid(data.preferences);
  }, [data]);

  const usable = (channel: MessageChannel) =>
    !readOnly &&
    (channel === 'push' ? !!data?.pushAvailable : channel === 'sms' ? !!data?.hasPhone : true);

  const toggle = (kind: MessageKind, channel: MessageChannel, enabled: boolean) =>
    setGrid((g) => (g ? { ...g, [kind]: { ...g[kind], [channel]: enabled } } : g));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!grid || !data) return;
    const changes = MESSAGE_KINDS.flatMap((kind) =>
      MESSAGE_CHANNELS.filter(
        (channel) => grid[kind][channel] !== data.preferences[kind][channel],
      ).map((channel) => ({ kind, channel, enabled: grid[kind][channel] })),
    );
    if (!changes.length) {
      toast.success(t('saved'));
      return;
    }
    save.mutate(
      { changes },
      {
        onSuccess: () => toast.success(t('saved')),
        onError: () => toast.error(t('saveFailed')),
      },
    );
  };

  return (
    <section className="prefs-card" aria-labelledby="message-preferences-title">
      <h2 id="message-preferences-title">{t('title')}</h2>
      <p>{readOnly ? t('readOnlyIntro') : t('intro')}</p>
      {isError ? (
        <div className="notice notice--error" role="alert">
          <p>{t('loadError')}</p>
        </div>
      ) : null}
      {grid && data ? (
        <form onSubmit={submit}>
          {/* Read-only, nothing inside takes focus: the region itself does, so a keyboard can
              scroll it when a phone's width cuts the table (axe scrollable-region-focusable). */}
          <div
            className="prefs-card__scroll"
            {...(readOnly ? { tabIndex: 0, role: 'region', 'aria-label': t('caption') } : {})}
          >
            {/* Explicit roles: on a phone the rows are drawn as grids (the CSS), which costs a table
                its semantics in some browsers. */}
            <table className="prefs-card__table" role="table">
              <caption className="visually-hidden">{t('caption')}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('kind')}
                  </th>
                  {MESSAGE_CHANNELS.map((channel) => (
                    <th scope="col" role="columnheader" key={channel}>
                      {t(`channels.${channel}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {MESSAGE_KINDS.map((kind) => (
                  <tr role="row" key={kind}>
                    <th scope="row" role="rowheader">
                      {t(`kinds.${kind}`)}
                    </th>
                    {MESSAGE_CHANNELS.map((channel) =>
                      !kindOffersChannel(kind, channel) ? (
                        // Conversations never go by text: no box to tick.
                        <td role="cell" key={channel}>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">
                            {t('notOffered', {
                              kind: t(`kinds.${kind}`),
                              channel: t(`channels.${channel}`),
                            })}
                          </span>
                        </td>
                      ) : (
                        <td role="cell" key={channel}>
                          <input
                            type="checkbox"
                            className="prefs-card__check"
                            aria-label={t('choice', {
                              kind: t(`kinds.${kind}`),
                              channel: t(`channels.${channel}`),
                            })}
                            checked={grid[kind][channel]}
                            disabled={!usable(channel) || save.isPending}
                            onChange={(e) => toggle(kind, channel, e.currentTarget.checked)}
                          />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!readOnly && !data.pushAvailable ? <p className="field__hint">{t('pushNote')}</p> : null}
          {!readOnly && !data.hasPhone ? <p className="field__hint">{t('noPhone')}</p> : null}
          {!readOnly ? <PushDeviceControl /> : null}
          {!readOnly ? (
            <div className="prefs-card__actions">
              <button type="submit" className="button button--primary" disabled={save.isPending}>
                {t('save')}
              </button>
            </div>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
