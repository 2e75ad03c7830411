import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@dugout/shared';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { useRemindNow } from '../api/event-reminders';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import { useDownloadRsvpCsv, useRsvpList } from '../api/rsvp-answer-list';
import { NotAnsweredList } from './not-answered-list';

/**
 * For admins under the answers table: the counts per affiliation, the invited who
 * have not answered (the event's audience, decided by the server's access layer), and the list
 * as CSV in one click. On a game or practice (`players`: the players "Players' availability"
 * asks about) the not-answered list is those players only, grouped by household with the
 * family's numbers, and the counts per affiliation (players and adults mixed) are left out: the
 * availability counts above say it.
 */
export function RsvpAdminSummary({
  event,
  players,
}: {
  event: EventDetail;
  players: ReadonlySet<string> | null;
}) {
  const { t } = useTranslation('events');
  const affiliationLabel = useAffiliationLabel();
  const list = useRsvpList(event.id, true);
  const day = event.date ? event.date.slice(0, 10) : 'undated';
  const csv = useDownloadRsvpCsv(event.id, `rsvps-${day}.csv`);
  const all = list.data;
  const data =
    all && players
      ? { ...all, notAnswered: all.notAnswered.filter((p) => players.has(p.contactId)) }
      : all;
  const k = players ? 'players' : 'rsvp';
  // Remind the invited who have not answered, now (once a person a day).
  const remind = useRemindNow(event.id);
  const [confirmRemind, setConfirmRemind] = useState(false);
  const started = !event.date || new Date(event.date) <= new Date();
  const sendReminders = () =>
    remind.mutate(undefined, {
      onSuccess: (r) => {
        setConfirmRemind(false);
        if (r.queued > 0) {
          toast.success(t(players ? 'players.queued' : 'reminders.queued', { count: r.queued }));
        } else toast(t('reminders.already'));
      },
      onError: (err) => {
        setConfirmRemind(false);
        toast.error(t('reminders.remindFailed', { message: err.message }));
      },
    });
  return (
    <div className="rsvp-summary">
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={csv.isPending}
          onClick={() => csv.mutate()}
        >
          {t('rsvp.downloadCsv')}
        </button>
      </p>
      {list.isError ? <p role="alert">{t('rsvp.listFailed')}</p> : null}
      {data ? (
        <>
          {players ? null : <h3 id="rsvp-counts-title">{t('rsvp.countsTitle')}</h3>}
          {players ? null : data.counts.length === 0 ? (
            <p>{t('rsvp.noResponses')}</p>
          ) : (
            <table className="rsvp-counts" aria-labelledby="rsvp-counts-title">
              <thead>
                <tr>
                  <th scope="col">{t('rsvp.affiliation')}</th>
                  <th scope="col">{t('rsvp.yes')}</th>
                  <th scope="col">{t('rsvp.no')}</th>
                </tr>
              </thead>
              <tbody>
                {data.counts.map((c) => (
                  <tr key={c.affiliation ?? ''}>
                    <th scope="row">
                      {c.affiliation ? affiliationLabel(c.affiliation) : t('rsvp.noAffiliation')}
                    </th>
                    <td>{c.yes}</td>
                    <td>{c.no}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3 id="rsvp-waiting-title">
            {t(`${k}.notAnsweredTitle`, { count: data.notAnswered.length })}
          </h3>
          {data.notAnswered.length > 0 && !started ? (
            <p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirmRemind(true)}
              >
                {t('reminders.remindNow')}
              </button>
            </p>
          ) : null}
          {confirmRemind ? (
            <ConfirmDialog
              title={t('reminders.remindTitle')}
              cancelLabel={t('reminders.remindCancel')}
              confirmLabel={t('reminders.remindConfirm')}
              busyLabel={t('reminders.sending')}
              busy={remind.isPending}
              onCancel={() => setConfirmRemind(false)}
              onConfirm={sendReminders}
            >
              <p>
                {t(players ? 'players.remindBody' : 'reminders.remindBody', {
                  count: data.notAnswered.length,
                })}
              </p>
            </ConfirmDialog>
          ) : null}
          {data.notAnswered.length === 0 ? (
            <p>{t(`${k}.everyoneAnswered`)}</p>
          ) : (
            <details className="rsvp-waiting">
              <summary>{t(`${k}.showNotAnswered`, { count: data.notAnswered.length })}</summary>
              <NotAnsweredList list={data} labelledBy="rsvp-waiting-title" />
            </details>
          )}
        </>
      ) : null}
    </div>
  );
}
