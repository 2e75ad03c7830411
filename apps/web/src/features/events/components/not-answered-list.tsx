import { useTranslation } from 'react-i18next';
import { formatPhone, type EventAnswerList } from '@dugout/shared';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import './not-answered.css';

type Person = EventAnswerList['notAnswered'][number];
type HouseholdNumber = EventAnswerList['notAnsweredHouseholds'][number]['numbers'][number];

/** One family to reach: its people who have not answered, and the numbers to call or text. */
interface Group {
  key: string;
  name: string | null;
  people: Person[];
  numbers: HouseholdNumber[];
}

/**
 * The not answered by household, in the list's order: a family is called once, on any of its
 * numbers (a parent's for a child who has none). Someone in no household is a group of one.
 */
export function groupByHousehold(
  list: Pick<EventAnswerList, 'notAnswered' | 'notAnsweredHouseholds'>,
) {
  const groups = new Map<string, Group>();
  for (const p of list.notAnswered) {
    const household =
      p.householdId === null
        ? undefined
        : list.notAnsweredHouseholds.find((h) => h.id === p.householdId);
    const key = household ? `h${household.id}` : `c${p.contactId}`;
    const group = groups.get(key) ?? {
      key,
      name: household?.name ?? null,
      people: [],
      numbers: household
        ? household.numbers
        : p.phone
          ? [
              {
                contactId: p.contactId,
                name: `${p.firstName} ${p.lastName}`.trim(),
                phone: p.phone,
              },
            ]
          : [],
    };
    group.people.push(p);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The admins' "Not answered" list, grouped by household, with call and text links. */
export function NotAnsweredList({
  list,
  labelledBy,
}: {
  list: Pick<EventAnswerList, 'notAnswered' | 'notAnsweredHouseholds'>;
  labelledBy: string;
}) {
  const { t } = useTranslation('events');
  const affiliationLabel = useAffiliationLabel();
  return (
    <ul className="not-answered" aria-labelledby={labelledBy}>
      {groupByHousehold(list).map((g) => (
        <li key={g.key} className="not-answered__group">
          {g.name ? <p className="not-answered__household">{g.name}</p> : null}
          <ul className="not-answered__people">
            {g.people.map((p) => (
              <li key={p.contactId}>
                <span className="rsvp-waiting__name">{`${p.firstName} ${p.lastName}`.trim()}</span>
                {p.affiliation ? (
                  <span className="rsvp-waiting__meta">{affiliationLabel(p.affiliation)}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {g.numbers.length ? (
            <ul className="not-answered__numbers">
              {g.numbers.map((n) => (
                <li key={n.contactId}>
                  <span className="not-answered__number">
                    {n.name}: <span className="not-answered__phone">{formatPhone(n.phone)}</span>
                  </span>
                  <span className="not-answered__actions">
                    <a
                      className="button button--secondary not-answered__link"
                      href={`tel:${n.phone}`}
                      aria-label={t('rsvp.callWho', { name: n.name, phone: formatPhone(n.phone) })}
                    >
                      {t('rsvp.call')}
                    </a>
                    <a
                      className="button button--secondary not-answered__link"
                      href={`sms:${n.phone}`}
                      aria-label={t('rsvp.textWho', { name: n.name, phone: formatPhone(n.phone) })}
                    >
                      {t('rsvp.text')}
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="not-answered__none">{t('rsvp.noNumber')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
