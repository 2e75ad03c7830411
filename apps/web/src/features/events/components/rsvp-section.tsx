import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { can, sortRsvps, type EventDetail, type RsvpEntry, type RsvpStatus } from '@dugout/shared';
import type { Member } from '../../../lib/auth/use-member';
import { useSaveRsvp } from '../api/save-rsvp';

function StatusButtons({
  current,
  onChoose,
  busy,
  label,
}: {
  current: RsvpStatus | null;
  onChoose: (s: RsvpStatus) => void;
  busy: boolean;
  label: (s: RsvpStatus) => string;
}) {
  const { t } = useTranslation('events');
  return (
    <div className="rsvp-buttons" role="group">
      {(['yes', 'no'] as const).map((s) => (
        <button
          key={s}
          type="button"
          className={`button ${current === s ? `button--primary rsvp--${s}` : 'button--secondary'}`}
          aria-pressed={current === s}
          aria-label={label(s)}
          disabled={busy}
          onClick={() => onChoose(s)}
        >
          {t(`rsvp.${s}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * Spec §2/§4 RSVP: none → yes or no, yes ⇄ no. A member answers for themself and sees the yes
 * count; an admin also sees everyone's answer and can change each one (clicking the current
 * status does nothing).
 */
export function RsvpSection({
  event,
  member,
  onMyStatus,
}: {
  event: EventDetail;
  member: Member;
  onMyStatus: (entry: RsvpEntry | null) => void;
}) {
  const { t, i18n } = useTranslation('events');
  const save = useSaveRsvp();
  const [mine, setMine] = useState<RsvpEntry | null>(event.myRsvp);
  const [list, setList] = useState<RsvpEntry[] | undefined>(event.rsvpList);
  const [yesCount, setYesCount] = useState(event.yesCount);
  const admin = can(member, 'rsvp:others');

  useEffect(() => {
    setMine(event.myRsvp);
    setList(event.rsvpList);
    setYesCount(event.yesCount);
  }, [event]);

  const answer = (contactID: string, status: RsvpStatus, existing: RsvpEntry | null) => {
    save.mutate(
      {
        rsvpID: existing?.rsvpID,
        eventID: event.id,
        contactID,
        status,
        phone: existing?.phone ?? undefined,
        email:
          existing?.email ?? (contactID === member.id ? (member.email ?? undefined) : undefined),
        language:
          (existing?.language as 'en' | 'es' | undefined) ??
          (contactID === member.id ? (i18n.language === 'es' ? 'es' : 'en') : undefined),
        eventName: event.name,
        eventDate: event.date ?? '',
      },
      {
        onSuccess: (result) => {
          const entry: RsvpEntry = {
            ...(existing ?? {
              firstName: '',
              lastName: '',
              phone: null,
              email: member.email,
              language: i18n.language,
            }),
            rsvpID: result.rsvpID,
            eventID: result.eventID,
            contactID: result.contactID,
            status: result.status,
          };
          const wasYes = existing?.status === 'yes';
          const isYes = result.status === 'yes';
          setYesCount((n) => n + (isYes ? 1 : 0) - (wasYes ? 1 : 0));
          if (contactID === member.id) {
            setMine(entry);
            onMyStatus(entry);
          }
          setList((l) => {
            if (!l) return l;
            const found = l.some((r) => r.contactID === contactID);
            return sortRsvps(
              found ? l.map((r) => (r.contactID === contactID ? entry : r)) : [...l, entry],
            );
          });
          toast.success(t('rsvp.updated'));
        },
        onError: () => toast.error(t('rsvp.failed')),
      },
    );
  };

  const chooseMine = (status: RsvpStatus) => {
    if (admin && mine?.status === status) return; // spec §4: nothing for admins
    answer(member.id ?? '', status, mine);
  };

  return (
    <section className="event-card rsvp" aria-labelledby="rsvp-title">
      <h2 id="rsvp-title">{t('rsvp.title')}</h2>
      <p className="rsvp__question">{t('rsvp.question')}</p>
      {member.id ? (
        <StatusButtons
          current={mine?.status ?? null}
          busy={save.isPending}
          onChoose={chooseMine}
          label={(s) => t(`rsvp.${s}`)}
        />
      ) : null}
      <p className="rsvp__mine" aria-live="polite">
        {mine ? t('rsvp.yourAnswer', { status: t(`rsvp.${mine.status}`) }) : t('rsvp.noAnswer')}
      </p>
      <p className="rsvp__count">{t('rsvp.yesCount', { count: yesCount })}</p>
      {admin && list ? (
        <div className="rsvp__admin">
          <h3>{t('rsvp.listTitle')}</h3>
          {list.length === 0 ? (
            <p>{t('rsvp.noResponses')}</p>
          ) : (
            <div className="table-scroll">
              <table className="rsvp-table">
                <thead>
                  <tr>
                    <th scope="col">{t('rsvp.name')}</th>
                    <th scope="col">{t('rsvp.phone')}</th>
                    <th scope="col">{t('rsvp.email')}</th>
                    <th scope="col">{t('rsvp.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((r) => {
                    const name = `${r.firstName} ${r.lastName}`.trim();
                    return (
                      <tr key={r.contactID}>
                        <th scope="row">{name}</th>
                        <td>{r.phone ?? ''}</td>
                        <td>{r.email ?? ''}</td>
                        <td>
                          <StatusButtons
                            current={r.status}
                            busy={save.isPending}
                            label={(s) => t('rsvp.setStatus', { name, status: t(`rsvp.${s}`) })}
                            onChoose={(s) => {
                              if (s === r.status) return; // spec §4: nothing for admins
                              answer(r.contactID, s, r);
                            }}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
