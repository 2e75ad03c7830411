import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { EventDetail, RsvpStatus } from '@dugout/shared';
import { useHouseholdAnswersToEvent } from '../../../lib/api/household-answers';
import { useAnswerHousehold } from '../api/answer-household';

/** "Fiona, Noah and Mia" in the reader's language. */
const listOf = (names: readonly string[], language: string) =>
  new Intl.ListFormat(language === 'es' ? 'es' : 'en', { type: 'conjunction' }).format(names);

/**
 * "Yes for all of us" / "No for all of us" for a member who may answer for others of their
 * household (the server's household rule says who: `canAnswer`), naming everyone it answers for;
 * one tap instead of one per person, and one confirmation email.
 */
export function RsvpAllOfUs({ event, note }: { event: EventDetail; note: string | null }) {
  const { t, i18n } = useTranslation('events');
  const household = useHouseholdAnswersToEvent(event.id);
  const answer = useAnswerHousehold();
  const people = (household.data?.members ?? []).filter((m) => m.canAnswer);
  if (!people.some((m) => !m.isSelf)) return null;
  const names = people.map((m) => `${m.firstName} ${m.lastName}`.trim());
  const everyone = (status: RsvpStatus) =>
    (household.data?.answers ?? []).filter(
      (a) =>
        a.eventId === event.id &&
        a.status === status &&
        people.some((p) => p.contactId === a.contactId),
    ).length === people.length;
  const choose = (status: RsvpStatus) =>
    answer.mutate(
      { eventID: event.id, status, ...(note === null ? {} : { note }) },
      {
        onSuccess: () => toast.success(t('rsvp.updated')),
        onError: () => toast.error(t('rsvp.failed')),
      },
    );
  return (
    <div className="rsvp-all">
      <div className="rsvp-buttons" role="group" aria-label={t('rsvp.allGroup')}>
        {(['yes', 'no'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`button ${everyone(s) ? `button--primary rsvp--${s}` : 'button--secondary'}`}
            aria-pressed={everyone(s)}
            disabled={answer.isPending}
            onClick={() => choose(s)}
          >
            {t(`rsvp.all.${s}`)}
          </button>
        ))}
      </div>
      <p className="rsvp-all__who">{t('rsvp.allWho', { names: listOf(names, i18n.language) })}</p>
    </div>
  );
}
