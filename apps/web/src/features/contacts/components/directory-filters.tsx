import { useTranslation } from 'react-i18next';
import { RELATION_CODES, SIGN_IN_STATUSES, teamsShown } from '@dugout/shared';
import { SelectField } from '../../../components/forms/select-field';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import { useRelationLabel } from '../../../components/contacts/relation-label';
import { useAffiliations } from '../../../lib/api/affiliations';
import { useTeams } from '../../../lib/api/teams';
import type { DirectoryFilters as Filters } from '../api/get-directory-page';

/**
 * The directory's filters: words, a relation, an affiliation, a team (a club of two teams or
 * more: who reaches it), and for admins (`signIns`) where contacts stand with signing in; the
 * server applies them.
 */
export function DirectoryFilters({
  value,
  onChange,
  signIns = false,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
  signIns?: boolean;
}) {
  const { t } = useTranslation('contacts');
  const relationLabel = useRelationLabel();
  const affiliationLabel = useAffiliationLabel();
  const affiliations = useAffiliations();
  const teams = useTeams().data ?? [];
  return (
    <div className="contacts-filter__fields">
      <div className="field contacts-filter__text">
        <label className="field__label" htmlFor="contacts-filter">
          {t('list.filterLabel')}
        </label>
        <input
          id="contacts-filter"
          type="search"
          className="field__input"
          placeholder={t('list.filterPlaceholder')}
          value={value.q}
          onChange={(e) => onChange({ ...value, q: e.target.value })}
          autoComplete="off"
        />
      </div>
      <SelectField
        id="contacts-filter-relation"
        label={t('list.relationLabel')}
        value={value.relation}
        onChange={(relation) => onChange({ ...value, relation })}
      >
        <option value="">{t('list.anyRelation')}</option>
        {RELATION_CODES.map((code) => (
          <option key={code} value={code}>
            {relationLabel(code)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="contacts-filter-affiliation"
        label={t('list.affiliationLabel')}
        value={value.affiliation}
        onChange={(affiliation) => onChange({ ...value, affiliation })}
      >
        <option value="">{t('list.anyAffiliation')}</option>
        {(affiliations.data ?? []).map((a) => (
          <option key={a.id} value={String(a.id)}>
            {affiliationLabel(a.name)}
          </option>
        ))}
      </SelectField>
      {teamsShown(teams) ? (
        <SelectField
          id="contacts-filter-team"
          label={t('list.teamLabel')}
          value={value.team ?? ''}
          onChange={(team) => onChange({ ...value, team })}
        >
          <option value="">{t('list.anyTeam')}</option>
          {teams.map((team) => (
            <option key={team.id} value={String(team.id)}>
              {team.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {signIns ? (
        <SelectField
          id="contacts-filter-sign-in"
          label={t('list.signInLabel')}
          value={value.signIn}
          onChange={(signIn) => onChange({ ...value, signIn })}
        >
          <option value="">{t('list.anySignIn')}</option>
          {SIGN_IN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`list.signIn.${status}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
