import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TEAM_ROLES, type Team, type TeamMembers, type TeamRole } from '@dugout/shared';
import { SelectField } from '../../../components/forms/select-field';
import { useContacts } from '../../../lib/api/contacts';
import { useSetTeamMembers, useTeamMembers } from '../api/manage-teams';

type Member = TeamMembers['members'][number];

/** How many matches the search lists at once: a name narrows it. */
const MATCHES_SHOWN = 8;

const fullName = (m: { firstName: string; lastName: string }) =>
  `${m.firstName} ${m.lastName}`.trim();
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A team's roster (players, coaches) and managers: loaded, changed here, saved at once. */
export function TeamMembersEditor({ team, onClose }: { team: Team; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const loaded = useTeamMembers(team.id);
  if (loaded.isPending) return <p role="status">{t('members.loading')}</p>;
  if (loaded.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('members.loadFailed', { message: loaded.error.message })}
      </p>
    );
  }
  return <Editor team={team} initial={loaded.data.members} onClose={onClose} />;
}

function Editor({
  team,
  initial,
  onClose,
}: {
  team: Team;
  initial: Member[];
  onClose: () => void;
}) {
  const { t } = useTranslation('teams');
  const contacts = useContacts();
  const save = useSetTeamMembers(team.id);
  const [members, setMembers] = useState<Member[]>(initial);
  const [query, setQuery] = useState('');
  const [addAs, setAddAs] = useState<TeamRole>('player');
  const [error, setError] = useState<string | null>(null);
  const changed = JSON.stringify(members) !== JSON.stringify(initial);
  const matches = useMemo(() => {
    const words = folded(query).split(/\s+/).filter(Boolean);
    if (!words.length) return [];
    return (contacts.data ?? [])
      .filter((c) => !members.some((m) => m.contactId === c.id))
      .filter((c) => words.every((w) => folded(fullName(c)).includes(w)))
      .slice(0, MATCHES_SHOWN);
  }, [contacts.data, members, query]);
  const setRole = (id: string, role: TeamRole) =>
    setMembers((list) => list.map((m) => (m.contactId === id ? { ...m, role } : m)));
  const submit = () => {
    setError(null);
    save.mutate(
      { members: members.map((m) => ({ contactId: m.contactId, role: m.role })) },
      {
        onSuccess: (saved) => {
          setMembers(saved.members);
          toast.success(t('toasts.membersSaved'));
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <section className="team-members" aria-labelledby={`team-members-${team.id}`}>
      <h2 id={`team-members-${team.id}`}>{t('members.title', { name: team.name })}</h2>
      <p className="team-members__count">{t('members.count', { count: members.length })}</p>
      {members.length === 0 ? <p>{t('members.empty')}</p> : null}
      <ul className="team-members__list" aria-label={t('members.listLabel', { name: team.name })}>
        {members.map((m) => (
          <li key={m.contactId} className="team-members__row">
            <span className="team-members__name">{fullName(m)}</span>
            <select
              className="field__input team-members__role"
              aria-label={t('members.role', { name: fullName(m) })}
              value={m.role}
              onChange={(e) => setRole(m.contactId, e.target.value as TeamRole)}
            >
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('members.removeNamed', { name: fullName(m) })}
              onClick={() => setMembers((list) => list.filter((x) => x.contactId !== m.contactId))}
            >
              {t('members.remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="team-members__find">
        <div className="field">
          <label className="field__label" htmlFor={`team-find-${team.id}`}>
            {t('members.find')}
          </label>
          <input
            id={`team-find-${team.id}`}
            type="search"
            className="field__input"
            placeholder={t('members.findPlaceholder')}
            value={query}
            autoComplete="off"
            aria-describedby={`team-find-${team.id}-hint`}
            onChange={(e) => setQuery(e.target.value)}
          />
          <p id={`team-find-${team.id}-hint`} className="field__hint">
            {t('members.findHint')}
          </p>
        </div>
        <SelectField
          id={`team-add-as-${team.id}`}
          label={t('members.addAs')}
          value={addAs}
          onChange={(role) => setAddAs(role as TeamRole)}
        >
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {query.trim() && matches.length === 0 && !contacts.isPending ? (
        <p>{t('members.noMatch', { query: query.trim() })}</p>
      ) : null}
      {matches.length ? (
        <ul className="team-members__matches">
          {matches.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('members.addNamed', { name: fullName(c) })}
                onClick={() => {
                  setMembers((list) => [
                    ...list,
                    { contactId: c.id, firstName: c.firstName, lastName: c.lastName, role: addAs },
                  ]);
                  setQuery('');
                }}
              >
                <span aria-hidden="true">+ </span>
                {fullName(c)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {t('toasts.failed', { message: error })}
        </p>
      ) : null}
      <div className="team-form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
          onClick={submit}
        >
          {save.isPending ? t('members.saving') : t('members.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('members.close')}
        </button>
        {changed ? <span className="team-members__unsaved">{t('members.unsaved')}</span> : null}
      </div>
    </section>
  );
}
