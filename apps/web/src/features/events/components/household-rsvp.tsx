import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { EventDetail, RsvpStatus } from '@dugout/shared';
import {
  householdAnswerKeys,
  useHouseholdAnswersToEvent,
} from '../../../lib/api/household-answers';
import { useSaveRsvp } from '../api/save-rsvp';
import { StatusButtons } from './rsvp-status-buttons';

/**
 * The signed-in member sees the answers of the other members of their household
 * (their own answer stays "Will you be there?" above) and answers for those the server says
 * they may (`canAnswer`: a guardian for the children; a child or a co-guardian only sees). Each
 * of those is a named group of Yes/No buttons; the confirmation names the person ("Yes for Mia
 * Pemberton"). `leaveOut`: the players a game's "Players' availability" asks about, not asked
 * here a second time.
 */
export function HouseholdRsvp({
  event,
  memberId,
  leaveOut = null,
}: {
  event: EventDetail;
  memberId: string;
  leaveOut?: ReadonlySet<string> | null;
}) {
  const { t } = useTranslation('events');
  // This event's answers only, whatever its date (it may have none, or be long past).
  const household = useHouseholdAnswersToEvent(event.id);
  const save = useSaveRsvp();
  const queryClient = useQueryClient();
  const others = (household.data?.members ?? []).filter(
    (m) => !m.isSelf && !leaveOut?.has(m.contactId),
  );
  if (others.length === 0) return null;
  const entryOf = (contactId: string) =>
    household.data?.answers.find((a) => a.eventId === event.id && a.contactId === contactId);
  const answerOf = (contactId: string) => entryOf(contactId)?.status ?? null;

  const answer = (person: (typeof others)[number], status: RsvpStatus) => {
    const name = `${person.firstName} ${person.lastName}`.trim();
    save.mutate(
      {
        payload: {
          eventID: event.id,
          contactID: person.contactId,
          status,
          eventName: event.name,
          eventDate: event.date ?? '',
        },
        person: {
          firstName: person.firstName,
          lastName: person.lastName,
          phone: null,
          email: null,
          language: 'en',
        },
        memberId,
      },
      {
        onSuccess: () => {
          toast.success(t('rsvp.answeredFor', { status: t(`rsvp.${status}`), name }));
          queryClient.invalidateQueries({ queryKey: householdAnswerKeys.all });
        },
        onError: () => toast.error(t('rsvp.failedFor', { name })),
      },
    );
  };

  return (
    <div className="rsvp-household">
      <h3 id="rsvp-household-title">{t('rsvp.householdTitle')}</h3>
      <ul className="rsvp-household__list" aria-labelledby="rsvp-household-title">
        {others.map((m) => {
          const name = `${m.firstName} ${m.lastName}`.trim();
          const current = answerOf(m.contactId);
          const role = m.role;
          return (
            <li key={m.contactId} className="rsvp-household__person">
              <div className="rsvp-household__who">
                <span className="rsvp-household__name">{name}</span>
                {role ? (
                  <span className="rsvp-household__role">{t(`rsvp.role.${role}`)}</span>
                ) : null}
              </div>
              {m.canAnswer ? (
                <StatusButtons
                  current={current}
                  busy={save.isPending}
                  groupLabel={t('rsvp.answerGroup', { name })}
                  label={(s) => t('rsvp.answeredFor', { status: t(`rsvp.${s}`), name })}
                  onChoose={(s) => {
                    if (s !== current) answer(m, s);
                  }}
                />
              ) : null}
              <p className="rsvp-household__answer" aria-live="polite">
                {current
                  ? t('rsvp.theirAnswer', { name: m.firstName, status: t(`rsvp.${current}`) })
                  : t('rsvp.theyHaveNotAnswered', { name: m.firstName })}
              </p>
              {entryOf(m.contactId)?.note ? (
                <p className="rsvp-household__note">
                  {t('rsvp.theirNote', { note: entryOf(m.contactId)?.note })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
