import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { dutyName, type Duty, type DutyInput, type EventDuties } from '@dugout/shared';
import { teamDateTimeText, useTeamEventTime } from '../../lib/team-time';
import { useDutyChange, useEventDuties } from './api';
import { DutyForm } from './duty-form';
import './duties.css';

type Change = ReturnType<typeof useDutyChange>;

/**
 * The event page's duties: each with its slots and who took them; a member signs up themself or
 * someone of their household and withdraws until the cut-off; the event's managers (admins, or
 * the manager of its teams) add, edit and delete duties and assign or remove anyone. Nothing is
 * shown to a member while the event has no duty.
 */
export function DutiesSection({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('duties');
  const duties = useEventDuties(eventId, i18n.language);
  const change = useDutyChange();
  const [adding, setAdding] = useState(false);
  const { timeZone } = useTeamEventTime();
  // An answer of another shape (a proxy's page, an older server) leaves the event page as it was.
  const data = duties.data;
  if (!data || !Array.isArray(data.duties)) return null;
  const { canManage } = data;
  if (!data.duties.length && !canManage) return null;

  const save = (body: DutyInput) =>
    change.mutate(
      { kind: 'create', eventId, body },
      {
        onSuccess: () => {
          setAdding(false);
          toast.success(t('manage.saved'));
        },
        onError: (err) => toast.error(err.message),
      },
    );

  return (
    <section className="event-card duties" aria-labelledby="duties-title">
      <h2 id="duties-title">{t('title')}</h2>
      {data.duties.length ? (
        <ul className="duties__list">
          {data.duties.map((duty) => (
            <DutyItem key={duty.id} duty={duty} data={data} change={change} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <p className="duties__none">{t('none')}</p>
      )}
      {canManage ? (
        adding ? (
          <DutyForm
            duty={null}
            timeZone={timeZone}
            saving={change.isPending}
            onSave={save}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAdding(true)}
          >
            {t('manage.add')}
          </button>
        )
      ) : null}
    </section>
  );
}

function DutyItem({
  duty,
  data,
  change,
  timeZone,
}: {
  duty: Duty;
  data: EventDuties;
  change: Change;
  timeZone: string | undefined;
}) {
  const { t, i18n } = useTranslation('duties');
  const [editing, setEditing] = useState(false);
  const language = i18n.language;
  const name = dutyName(duty, language);
  const when = (iso: string) => teamDateTimeText(new Date(iso), language, timeZone);
  const taken = duty.volunteers.length;
  const open = taken < duty.slots;
  const closed = !!duty.signupClosesAt && new Date(duty.signupClosesAt) <= new Date();
  const signedUp = new Set(duty.volunteers.map((v) => v.contactId));
  // Whom the member signs up first is themself (the server lists them first).
  const selfId = data.forWhom[0]?.contactId;
  const candidates = data.forWhom.filter((p) => !signedUp.has(p.contactId));
  const fail = (err: Error) => toast.error(err.message);

  const signUp = (contactId: string, person: string) =>
    change.mutate(
      { kind: 'signUp', dutyId: duty.id, contactId },
      {
        onSuccess: () => toast.success(t('signedUp', { name: person, duty: name })),
        onError: fail,
      },
    );
  const withdraw = (signupId: number, person: string) =>
    change.mutate(
      { kind: 'withdraw', signupId },
      {
        onSuccess: () => toast.success(t('withdrawn', { name: person, duty: name })),
        onError: fail,
      },
    );
  const remove = () => {
    if (!window.confirm(t('manage.confirmDelete', { duty: name }))) return;
    change.mutate(
      { kind: 'delete', dutyId: duty.id },
      { onSuccess: () => toast.success(t('manage.deleted')), onError: fail },
    );
  };

  return (
    <li className="duty" aria-labelledby={`duty-${duty.id}`}>
      <div className="duty__head">
        <h3 id={`duty-${duty.id}`} className="duty__name">
          {name}
        </h3>
        <span className={`duty__count${open ? '' : ' duty__count--full'}`}>
          {t('taken', { taken, count: duty.slots })}
        </span>
      </div>
      {duty.at ? <p className="duty__meta">{t('at', { time: when(duty.at) })}</p> : null}
      {duty.note ? <p className="duty__note">{duty.note}</p> : null}
      {duty.signupClosesAt ? (
        <p className="duty__meta">
          {closed ? t('closed') : t('closesAt', { time: when(duty.signupClosesAt) })}
        </p>
      ) : null}
      {duty.volunteers.length ? (
        <ul className="duty__volunteers">
          {duty.volunteers.map((v) => (
            <li key={v.signupId} className="duty__volunteer">
              <span>{v.name}</span>
              {data.canManage || (v.ours && !closed) ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t(v.ours ? 'withdrawNamed' : 'removeNamed', {
                    name: v.name,
                    duty: name,
                  })}
                  disabled={change.isPending}
                  onClick={() => withdraw(v.signupId, v.name)}
                >
                  {v.ours ? t(v.contactId === selfId ? 'withdraw' : 'withdrawOther') : t('remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open && candidates.length ? (
        <div className="duty__actions">
          {candidates.map((p, i) => {
            const self = i === 0 && p.contactId === data.forWhom[0]?.contactId;
            return (
              <button
                key={p.contactId}
                type="button"
                className={`button ${self ? 'button--primary' : 'button--secondary'}`}
                aria-label={
                  self
                    ? t('signUpNamed', { duty: name })
                    : t('signUpForNamed', { name: p.name, duty: name })
                }
                disabled={change.isPending}
                onClick={() => signUp(p.contactId, p.name)}
              >
                {self ? t('signUp') : t('signUpFor', { name: p.name })}
              </button>
            );
          })}
        </div>
      ) : null}
      {data.canManage ? (
        <>
          {open ? (
            <AssignPicker
              assignable={data.assignable ?? []}
              duty={duty}
              name={name}
              onAssign={signUp}
            />
          ) : null}
          <div className="duty__actions">
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('manage.editNamed', { duty: name })}
              onClick={() => setEditing((v) => !v)}
            >
              {t('manage.edit')}
            </button>
            <button
              type="button"
              className="button button--danger"
              aria-label={t('manage.deleteNamed', { duty: name })}
              disabled={change.isPending}
              onClick={remove}
            >
              {t('manage.delete')}
            </button>
          </div>
          {editing ? (
            <DutyForm
              duty={duty}
              timeZone={timeZone}
              saving={change.isPending}
              onCancel={() => setEditing(false)}
              onSave={(body) =>
                change.mutate(
                  { kind: 'update', dutyId: duty.id, body },
                  {
                    onSuccess: () => {
                      setEditing(false);
                      toast.success(t('manage.saved'));
                    },
                    onError: fail,
                  },
                )
              }
            />
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/**
 * A manager assigns any adult the event is for (the duties' read names them: `assignable`; a
 * child is never a volunteer, so never offered).
 */
function AssignPicker({
  assignable,
  duty,
  name,
  onAssign,
}: {
  assignable: EventDuties['assignable'];
  duty: Duty;
  name: string;
  onAssign: (contactId: string, person: string) => void;
}) {
  const { t } = useTranslation('duties');
  const [chosen, setChosen] = useState('');
  const taken = new Set(duty.volunteers.map((v) => v.contactId));
  const people = assignable
    .map((p) => ({ id: p.contactId, name: p.name }))
    .filter((p) => !taken.has(p.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!people.length) return null;
  const selectId = `duty-assign-${duty.id}`;
  return (
    <div className="duty__assign">
      <label className="field__label" htmlFor={selectId}>
        {t('manage.assignNamed', { duty: name })}
      </label>
      <div className="duty__assign-row">
        <select
          id={selectId}
          className="field__input"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{t('manage.choose')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary"
          disabled={!chosen}
          onClick={() => {
            const person = people.find((p) => p.id === chosen);
            if (person) onAssign(person.id, person.name);
            setChosen('');
          }}
        >
          {t('manage.assignButton')}
        </button>
      </div>
    </div>
  );
}
