import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  isRosterUrl,
  TEAM_NAME_MAX_LENGTH,
  TEAM_ROSTER_URL_MAX_LENGTH,
  TEAM_SHORT_NAME_MAX_LENGTH,
  type Team,
} from '@dugout/shared';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveTeam, useTeamMembers } from '../api/manage-teams';

type Field = 'name' | 'shortName' | 'rosterUrl';
const MAX: Record<Field, number> = {
  name: TEAM_NAME_MAX_LENGTH,
  shortName: TEAM_SHORT_NAME_MAX_LENGTH,
  rosterUrl: TEAM_ROSTER_URL_MAX_LENGTH,
};

/**
 * A new team's name, label and roster feed, or a team's new ones (`team`); the server's refusal
 * beside them.
 */
export function TeamForm({ team, onDone }: { team: Team | null; onDone: () => void }) {
  const { t } = useTranslation('teams');
  const save = useSaveTeam();
  const [name, setName] = useState(team?.name ?? '');
  const [shortName, setShortName] = useState(team?.shortName ?? '');
  // The list does not carry a team's roster feed: it is read with the team's roster (admins).
  const detail = useTeamMembers(team?.id ?? 0, team !== null);
  const stored = detail.data?.team.rosterUrl ?? '';
  const [typedRosterUrl, setRosterUrl] = useState<string | null>(null);
  const rosterUrl = typedRosterUrl ?? stored;
  const rosterUrlReady = team === null || detail.isSuccess;
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const id = team ? `team-${team.id}` : 'team-new';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !shortName.trim()) {
      setProblem({ field: name.trim() ? 'shortName' : 'name', message: t('form.required') });
      return;
    }
    if (rosterUrl.trim() && !isRosterUrl(rosterUrl.trim())) {
      setProblem({ field: 'rosterUrl', message: t('form.rosterUrlInvalid') });
      return;
    }
    setProblem(null);
    save.mutate(
      {
        team,
        input: {
          name: name.trim(),
          shortName: shortName.trim(),
          // Sent only when changed: a rename leaves the stored feed as it is.
          ...(rosterUrl.trim() !== stored ? { rosterUrl: rosterUrl.trim() || null } : {}),
        },
      },
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
  const input = (field: Field, value: string, set: (v: string) => void) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {t(`form.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        className="field__input"
        value={value}
        type={field === 'rosterUrl' ? 'url' : 'text'}
        disabled={field === 'rosterUrl' && !rosterUrlReady}
        maxLength={MAX[field]}
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
      <div className="team-form__fields">
        {input('rosterUrl', rosterUrl, (v) => setRosterUrl(v))}
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
