import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  FORM_FIELD_MAX_LENGTH,
  FORM_ITEMS_MAX,
  JERSEY_NUMBER_MAX,
  validateJerseyItems,
  type FormChild,
  type JerseyRequestItem,
  type Team,
} from '@dugout/shared';
import { FormActions } from '../../../components/forms/form-actions';
import type { RequestKind } from '../api/requests';
import { useHouseholdChildren } from '../api/get-household-children';
import { useSubmitRequest } from '../api/submit-request';
import { ChildPicker } from './child-picker';
import { TeamPicker, useOrderTeams } from './team-picker';

/** Kid numbers offered for jerseyPosition (0 is an adult). */
const KID_NUMBERS = [1, 2, 3, 4, 5, 6];

interface DraftItem extends Omit<JerseyRequestItem, 'jerseyNumber'> {
  jerseyNumber: string;
  /** A validation flag per item, set once a submit found it incomplete. */
  invalid: boolean;
  /** The household child the row was filled from ('' for none); not sent. */
  childId: string;
}

function emptyItem(): DraftItem {
  return {
    firstName: '',
    lastName: '',
    jerseyName: '',
    jerseyNumber: '',
    jerseySize: '',
    jerseyPosition: 0,
    jerseyIndex: crypto.randomUUID(),
    invalid: false,
    childId: '',
  };
}

/** `withTeam`: the form offers a team choice (else no `team` is sent: the spec's items). */
const toPayload = (items: DraftItem[], withTeam: boolean): JerseyRequestItem[] =>
  items.map(({ invalid: _invalid, childId: _child, team, ...item }) => ({
    ...item,
    ...(withTeam ? { team: team ?? null } : {}),
    firstName: item.firstName.trim(),
    lastName: item.lastName.trim(),
    jerseyName: item.jerseyName.trim(),
    jerseySize: item.jerseySize.trim(),
    jerseyNumber: item.jerseyNumber.trim() === '' ? '' : Number(item.jerseyNumber),
  }));

/**
 * A row filled from a household child: names, the number last asked for them, their kid slot,
 * and their team when they are on exactly one of those offered (`teams`).
 */
const fromChild = (
  child: FormChild,
  kidNumber: number,
  teams: readonly Team[],
): Partial<DraftItem> => ({
  ...teamOf(child, teams),
  childId: child.contactId,
  firstName: child.firstName,
  lastName: child.lastName,
  jerseyName: child.jerseyName ?? child.lastName,
  ...(child.jerseyNumber !== null ? { jerseyNumber: String(child.jerseyNumber) } : {}),
  // Their slot as last asked, else their place among the household's children.
  jerseyPosition: child.jerseyPosition ?? Math.min(kidNumber, KID_NUMBERS.at(-1)!),
});

function teamOf(child: FormChild, teams: readonly Team[]): Partial<DraftItem> {
  const on = teams.filter((team) => child.teams?.includes(team.id));
  return on.length === 1 ? { team: on[0]!.id } : {};
}

type LabelledField = 'firstName' | 'lastName' | 'jerseyName' | 'jerseyNumber' | 'jerseySize';

/** The jersey and gift jacket forms: a list of items, each filled in full. */
export function RequestForm({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation('forms');
  // The same fields for both, named for what is ordered: a jacket's name, number and size.
  const label = (field: LabelledField) =>
    kind === 'gift' &&
    (field === 'jerseyName' || field === 'jerseyNumber' || field === 'jerseySize')
      ? t(`giftForm.${field}`)
      : t(`form.${field}`);
  const submit = useSubmitRequest(kind);
  const household = useHouseholdChildren().data ?? [];
  const teams = useOrderTeams();
  const [items, setItems] = useState<DraftItem[]>(() => [emptyItem()]);
  const formId = useId();

  const update = (index: string, patch: Partial<DraftItem>) =>
    setItems((list) => list.map((it) => (it.jerseyIndex === index ? { ...it, ...patch } : it)));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = toPayload(items, teams.length > 0);
    const problem = validateJerseyItems(payload);
    if (problem) {
      setItems((list) =>
        list.map((it, i) => ({ ...it, invalid: validateJerseyItems([payload[i]!]) !== null })),
      );
      toast.error(
        problem.code === 'incomplete'
          ? t('toasts.incomplete')
          : t('toasts.failed', { message: t(`problems.${problem.code}`, { max: problem.max }) }),
      );
      return;
    }
    // The team is optional: an order for no particular team is the spec's order (the
    // spec's own flow names none), and the staff's list leaves its team empty.
    submit.mutate(payload, {
      onSuccess: () => {
        toast.success(t('toasts.submitted'));
        setItems([emptyItem()]);
      },
      onError: (error) => toast.error(t('toasts.failed', { message: error.message })),
    });
  }

  return (
    <form
      className="request-form"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${formId}-intro`}
    >
      <p className="request-form__intro" id={`${formId}-intro`}>
        {t(`${kind}.intro`)}
      </p>
      <ol className="request-items">
        {items.map((item, i) => {
          const id = (field: string) => `${formId}-${item.jerseyIndex}-${field}`;
          const missing = (value: string) => item.invalid && value.trim() === '';
          return (
            <li
              key={item.jerseyIndex}
              className="request-item"
              data-invalid={item.invalid || undefined}
            >
              <fieldset className="request-item__fieldset">
                <legend className="request-item__legend">{t('form.item', { n: i + 1 })}</legend>
                <div className="request-item__grid">
                  {household.length > 0 ? (
                    <ChildPicker
                      household={household}
                      value={item.childId}
                      onPick={(child, n) =>
                        update(
                          item.jerseyIndex,
                          child ? fromChild(child, n, teams) : { childId: '' },
                        )
                      }
                    />
                  ) : null}
                  {teams.length > 0 ? (
                    <TeamPicker
                      teams={teams}
                      value={item.team}
                      invalid={item.invalid && item.team == null}
                      onPick={(team) => update(item.jerseyIndex, { team })}
                    />
                  ) : null}
                  {(['firstName', 'lastName', 'jerseyName'] as const).map((field) => (
                    <div className="request-field" key={field}>
                      <label className="field__label" htmlFor={id(field)}>
                        {label(field)}
                      </label>
                      <input
                        id={id(field)}
                        className="field__input"
                        value={item[field]}
                        maxLength={FORM_FIELD_MAX_LENGTH}
                        aria-invalid={missing(item[field]) || undefined}
                        autoComplete="off"
                        onChange={(e) => update(item.jerseyIndex, { [field]: e.target.value })}
                      />
                    </div>
                  ))}
                  <div className="request-field">
                    <label className="field__label" htmlFor={id('jerseyNumber')}>
                      {label('jerseyNumber')}
                    </label>
                    <input
                      id={id('jerseyNumber')}
                      className="field__input"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={JERSEY_NUMBER_MAX}
                      step={1}
                      value={item.jerseyNumber}
                      aria-invalid={missing(item.jerseyNumber) || undefined}
                      onChange={(e) => update(item.jerseyIndex, { jerseyNumber: e.target.value })}
                    />
                  </div>
                  <div className="request-field">
                    <label className="field__label" htmlFor={id('jerseySize')}>
                      {label('jerseySize')}
                    </label>
                    <input
                      id={id('jerseySize')}
                      className="field__input"
                      placeholder={t('form.sizePlaceholder')}
                      value={item.jerseySize}
                      maxLength={FORM_FIELD_MAX_LENGTH}
                      aria-invalid={missing(item.jerseySize) || undefined}
                      onChange={(e) => update(item.jerseyIndex, { jerseySize: e.target.value })}
                    />
                  </div>
                  <div className="request-field">
                    <label className="field__label" htmlFor={id('jerseyPosition')}>
                      {t('form.jerseyPosition')}
                    </label>
                    <select
                      id={id('jerseyPosition')}
                      className="field__input"
                      value={item.jerseyPosition}
                      onChange={(e) =>
                        update(item.jerseyIndex, { jerseyPosition: Number(e.target.value) })
                      }
                    >
                      <option value={0}>{t('form.adult')}</option>
                      {KID_NUMBERS.map((n) => (
                        <option key={n} value={n}>
                          {t('form.kid', { n })}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                {items.length > 1 ? (
                  <button
                    type="button"
                    className="button button--secondary request-item__remove"
                    onClick={() =>
                      setItems((list) => list.filter((it) => it.jerseyIndex !== item.jerseyIndex))
                    }
                  >
                    {t('form.remove', { n: i + 1 })}
                  </button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FormActions
        before={
          <button
            type="button"
            className="button button--secondary"
            disabled={items.length >= FORM_ITEMS_MAX}
            onClick={() => setItems((list) => [...list, emptyItem()])}
          >
            {t('form.add')}
          </button>
        }
        submitLabel={t('form.submit')}
        busy={submit.isPending}
        busyLabel={t('form.submitting')}
      />
    </form>
  );
}
