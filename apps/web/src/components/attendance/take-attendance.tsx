import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useEventAttendance, useSaveAttendance } from './api';

/**
 * "Who came": every player of the event, checked as recorded or, the first time, as they
 * answered (available); the manager changes who did not come or came anyway, and saves.
 */
export function TakeAttendance({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const { t } = useTranslation('attendance');
  const list = useEventAttendance(eventId, true);
  const save = useSaveAttendance(eventId);
  const [changed, setChanged] = useState<Set<string> | null>(null);
  const data = list.data;
  if (list.isError) return <p role="alert">{t('take.loadFailed')}</p>;
  if (!data) return null;
  const present = changed ?? new Set(data.players.filter((p) => p.present).map((p) => p.contactId));
  const toggle = (id: string) => {
    const next = new Set(present);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChanged(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate([...present], {
      onSuccess: (r) => {
        toast.success(t('take.saved', { present: r.present, total: r.present + r.absent }));
        onDone();
      },
      onError: (err) => toast.error(t('failed', { message: err.message })),
    });
  };
  return (
    <form className="attendance-take" onSubmit={submit}>
      <fieldset>
        <legend>{t('take.title')}</legend>
        <p className="attendance-take__intro">{t('take.intro')}</p>
        <ul className="attendance-take__list">
          {data.players.map((p) => {
            const name = `${p.firstName} ${p.lastName}`.trim();
            return (
              <li key={p.contactId}>
                <label className="attendance-take__row">
                  <input
                    type="checkbox"
                    checked={present.has(p.contactId)}
                    onChange={() => toggle(p.contactId)}
                    aria-label={t('take.came', { name })}
                  />
                  <span className="attendance-take__name">{name}</span>
                  <span className={`availability__state availability__state--${p.availability}`}>
                    {t(`state.${p.availability}`)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="attendance-take__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('take.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('take.cancel')}
        </button>
      </div>
    </form>
  );
}
