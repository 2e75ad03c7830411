import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  can,
  formatPhone,
  phoneHref,
  takesAttendance,
  type EventDetail,
  type RsvpEntry,
  type RsvpStatus,
} from '@dugout/shared';
import { useEventAvailability } from '../../../components/attendance/api';
import type { Member } from '../../../lib/auth/member';
import { householdAnswerKeys } from '../../../lib/api/household-answers';
import { useSaveRsvp } from '../api/save-rsvp';
import { HouseholdRsvp } from './household-rsvp';
import { RsvpAdminSummary } from './rsvp-admin-summary';
import { RsvpAllOfUs } from './rsvp-all-of-us';
import { RsvpNote } from './rsvp-note';
import { StatusButtons } from './rsvp-status-buttons';

/**
 * RSVP: none → yes or no, yes ⇄ no. A member answers for themself and sees the yes
 * count; an admin also sees everyone's answer and can change each one (clicking the current
 * status does nothing). Everything shown comes from the event query: a save updates that cache
 * and reloads it (api/save-rsvp.ts), so there is no second copy for a refetch to contradict.
 * A member with a household also answers for each of its members (HouseholdRsvp),
 * and admins see the counts per affiliation, who has not answered, and the CSV.
 *
 * A game or a practice (`takesAttendance`) asks about its players in "Players' availability"
 * (AvailabilitySection, above this one), so here it asks about no player a second time: the
 * household list leaves out the players that section shows, "Yes for all of us" (which answers
 * for them too) is not offered, a player signed in is not asked "Coming to watch?" about
 * themself, and the adult's own question is the optional "Coming to watch?". The managers' part
 * lists the players who have not answered (not everyone invited), and everyone's answers (the
 * spec's list) fold away under "Everyone's answers".
 */
export function RsvpSection({
  event,
  member,
  manages,
}: {
  event: EventDetail;
  member: Member;
  /** The member manages every team of this event (canForTeams): they see and set its list. */
  manages: boolean;
}) {
  const { t, i18n } = useTranslation('events');
  const save = useSaveRsvp();
  const queryClient = useQueryClient();
  const mine = event.myRsvp;
  const list = event.rsvpList;
  const admin = can(member, 'rsvp:others') || manages;
  // The note being written (null: untouched, the saved one shows), sent with the next answer.
  const [note, setNote] = useState<string | null>(null);
  const shownNote = note ?? mine?.note ?? '';
  const asksPlayers = takesAttendance(event.eventType);
  const availability = useEventAvailability(event.id, asksPlayers);
  // The players "Players' availability" shows this reader (null: it asks about none here).
  const players =
    asksPlayers && availability.data?.asks
      ? new Set(availability.data.players.map((p) => p.contactId))
      : null;
  // Until it has loaded, a game's household list waits (it would list the players first).
  const playersKnown = !asksPlayers || !availability.isPending;
  const asksMe = !!member.id && !players?.has(member.id);

  const answer = (
    contactID: string,
    status: RsvpStatus,
    existing: RsvpEntry | null,
    withNote: string | null = null,
  ) => {
    const language = i18n.language === 'es' ? 'es' : 'en';
    save.mutate(
      {
        payload: {
          rsvpID: existing?.rsvpID,
          eventID: event.id,
          contactID,
          status,
          phone: existing?.phone ?? undefined,
          email:
            existing?.email ?? (contactID === member.id ? (member.email ?? undefined) : undefined),
          language:
            (existing?.language as 'en' | 'es' | undefined) ??
            (contactID === member.id ? language : undefined),
          eventName: event.name,
          eventDate: event.date ?? '',
          ...(withNote === null ? {} : { note: withNote }),
        },
        person: existing ?? {
          firstName: '',
          lastName: '',
          phone: null,
          email: member.email,
          language: i18n.language,
        },
        memberId: member.id,
      },
      {
        onSuccess: () => {
          toast.success(t('rsvp.updated'));
          if (withNote !== null) setNote(null);
          queryClient.invalidateQueries({ queryKey: householdAnswerKeys.all });
        },
        onError: () => toast.error(t('rsvp.failed')),
      },
    );
  };

  const chooseMine = (status: RsvpStatus) => {
    if (admin && mine?.status === status) return; // the current status: nothing for admins
    answer(member.id ?? '', status, mine, note);
  };

  const question = asksPlayers ? t('rsvp.watchQuestion') : t('rsvp.question');
  const table =
    admin && list ? (
      list.length === 0 ? (
        <p>{t('rsvp.noResponses')}</p>
      ) : (
        <RsvpTable list={list} busy={save.isPending} onAnswer={answer} />
      )
    ) : null;

  return (
    <section className="event-card rsvp" aria-labelledby="rsvp-title">
      <h2 id="rsvp-title">{t('rsvp.title')}</h2>
      {asksMe ? <p className="rsvp__question">{question}</p> : null}
      {asksMe && asksPlayers ? <p className="rsvp__hint">{t('rsvp.watchHint')}</p> : null}
      {asksMe ? (
        <StatusButtons
          current={mine?.status ?? null}
          busy={save.isPending}
          onChoose={chooseMine}
          label={(s) => t(`rsvp.${s}`)}
          groupLabel={question}
        />
      ) : null}
      {member.id && !asksPlayers ? <RsvpAllOfUs event={event} note={note} /> : null}
      {asksMe ? (
        <p className="rsvp__mine" aria-live="polite">
          {mine ? t('rsvp.yourAnswer', { status: t(`rsvp.${mine.status}`) }) : t('rsvp.noAnswer')}
        </p>
      ) : null}
      {asksMe ? (
        <RsvpNote
          value={shownNote}
          onChange={setNote}
          canSave={!!mine && note !== null && note.trim() !== (mine.note ?? '')}
          busy={save.isPending}
          onSave={() => mine && answer(member.id ?? '', mine.status, mine, note)}
        />
      ) : null}
      {asksPlayers ? null : (
        <p className="rsvp__count">{t('rsvp.yesCount', { count: event.yesCount })}</p>
      )}
      {member.id && playersKnown ? (
        <HouseholdRsvp event={event} memberId={member.id} leaveOut={players} />
      ) : null}
      {admin && list ? (
        <div className="rsvp__admin">
          {asksPlayers ? (
            <>
              <RsvpAdminSummary event={event} players={players} />
              <details className="rsvp__everyone">
                <summary>{t('rsvp.everyoneAnswers', { count: list.length })}</summary>
                <h3>{t('rsvp.listTitle')}</h3>
                {table}
              </details>
            </>
          ) : (
            <>
              <h3>{t('rsvp.listTitle')}</h3>
              {table}
              <RsvpAdminSummary event={event} players={null} />
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The spec's list of everyone's answers, each changeable (clicking the current one: nothing). */
function RsvpTable({
  list,
  busy,
  onAnswer,
}: {
  list: RsvpEntry[];
  busy: boolean;
  onAnswer: (contactID: string, status: RsvpStatus, existing: RsvpEntry) => void;
}) {
  const { t } = useTranslation('events');
  return (
    // Below 40rem the rows stack into cards (event-detail.css), as the Audit Log does:
    // a four-column table made the admin's page wider than a phone.
    <div className="rsvp-table__wrap">
      <table className="rsvp-table">
        <caption className="visually-hidden">{t('rsvp.listTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rsvp.name')}</th>
            <th scope="col">{t('rsvp.phone')}</th>
            <th scope="col">{t('rsvp.email')}</th>
            <th scope="col">{t('rsvp.status')}</th>
            <th scope="col">{t('rsvp.note')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => {
            const name = `${r.firstName} ${r.lastName}`.trim();
            return (
              <tr key={r.contactID}>
                <th scope="row" data-label={t('rsvp.name')}>
                  {name}
                </th>
                <td data-label={t('rsvp.phone')}>
                  {r.phone ? <a href={phoneHref(r.phone)}>{formatPhone(r.phone)}</a> : ''}
                </td>
                <td data-label={t('rsvp.email')}>{r.email ?? ''}</td>
                <td data-label={t('rsvp.status')}>
                  <StatusButtons
                    current={r.status}
                    busy={busy}
                    label={(s) => t('rsvp.setStatus', { name, status: t(`rsvp.${s}`) })}
                    onChoose={(s) => {
                      if (s === r.status) return; // the current status: nothing for admins
                      onAnswer(r.contactID, s, r);
                    }}
                  />
                </td>
                <td data-label={t('rsvp.note')} className="rsvp-table__note">
                  {r.note ?? ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
