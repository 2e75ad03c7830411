import { useTranslation } from 'react-i18next';
import { RELATION_CODES } from '@dugout/shared';
import { useAffiliationLabel } from '../../../components/contacts/affiliation-label';
import { useRelationLabel } from '../../../components/contacts/relation-label';
import { useAffiliations } from '../../../lib/api/affiliations';
import type { DirectoryFilters as Filters } from '../api/get-directory-page';

/** The directory's filters: words, a relation, an affiliation; the server applies them. */
export function DirectoryFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation('contacts');
  const relationLabel = useRelationLabel();
  const affiliationLabel = useAffiliationLabel();
  const affiliations = useAffiliations();
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
      <div className="field">
        <label className="field__label" htmlFor="contacts-filter-relation">
          {t('list.relationLabel')}
        </label>
        <select
          id="contacts-filter-relation"
          className="field__input"
          value={value.relation}
          onChange={(e) => onChange({ ...value, relation: e.target.value })}
        >
          <option value="">{t('list.anyRelation')}</option>
          {RELATION_CODES.map((code) => (
            <option key={code} value={code}>
              {relationLabel(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="contacts-filter-affiliation">
          {t('list.affiliationLabel')}
        </label>
        <select
          id="contacts-filter-affiliation"
          className="field__input"
          value={value.affiliation}
          onChange={(e) => onChange({ ...value, affiliation: e.target.value })}
        >
          <option value="">{t('list.anyAffiliation')}</option>
          {(affiliations.data ?? []).map((a) => (
            <option key={a.id} value={String(a.id)}>
              {affiliationLabel(a.name)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
