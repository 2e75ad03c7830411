import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TEAM_NAME_MAX_LENGTH, TEAM_SHORT_NAME_MAX_LENGTH, type Team } from '@dugout/shared';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveTeam } from '../api/manage-teams';

/** A new team's name and label, or a team's new ones (`team`); the server's refusal beside them. */
export function TeamForm({ team, onDone }: { team: Team | null; onDone: () => void }) {
  const { t } = useTranslation('teams');
  const save = useSaveTeam();
  const [name, setName] = useState(team?.name ?? '');
  const [shortName, setShortName] = useState(team?.shortName ?? '');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const id = team ? `team-${team.id}` : 'team-new';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !shortName.trim()) {
      setProblem({ field: name.trim() ? 'shortName' : 'name', message: t('form.required') });
      return;
    }
    setProblem(null);
    save.mutate(
      { team, input: { name: name.trim(), shortName: shortName.trim() } },
      {
        onSuccess: () => {
          toast.success(team ? t('toasts.renamed') : t('toasts.created'));
          onDone();
        },
        onError: (err) => {
          const field = err instanceof ApiRequestError ? err.field : undefined;
          setProblem({ field: field ?? 'name', message: err.message });
        },
      },
    );
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  const input = (field: 'name' | 'shortName', value: string, set: (v: string) => void) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {t(`form.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        className="field__input"
        value={value}
        maxLength={field === 'name' ? TEAM_NAME_MAX_LENGTH : TEAM_SHORT_NAME_MAX_LENGTH}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={`${id}-${field}-hint${errorOf(field) ? ` ${id}-${field}-error` : ''}`}
      />
      <p id={`${id}-${field}-hint`} className="field__hint">
        {t(`form.${field}Hint`)}
      </p>
      {errorOf(field) ? (
        <p id={`${id}-${field}-error`} className="field__error" role="alert">
          {errorOf(field)}
        </p>
      ) : null}
    </div>
  );
  return (
    <form className="team-form" onSubmit={submit} noValidate>
      <h2 className="team-form__title">
        {team ? t('form.editTitle', { name: team.name }) : t('form.newTitle')}
      </h2>
      <div className="team-form__fields">
        {input('name', name, setName)}
        {input('shortName', shortName, setShortName)}
      </div>
      <div className="team-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? t('form.saving') : team ? t('form.save') : t('form.create')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
