import { useTranslation } from 'react-i18next';
import { formatPhone, relationLabel, type ContactImportChange } from '@dugout/shared';

/**
 * One updated contact's changes, field by field: old value → new value, as the confirm writes
 * them. A value is shown as the contact's card shows it (the phone formatted, the relation and
 * the language in the reader's words); an empty `to` is a field the file clears.
 */
export function ImportChanges({ changes }: { changes: readonly ContactImportChange[] }) {
  const { t, i18n } = useTranslation('admin');

  const shown = (field: ContactImportChange['field'], value: string) => {
    switch (field) {
      case 'phone':
        return formatPhone(value);
      case 'relation':
        return relationLabel(value, i18n.language);
      case 'hidden':
        return value === 'yes' ? t('importContacts.change.yes') : t('importContacts.change.no');
      case 'language':
        return value === 'es' || value === 'en'
          ? t(`importContacts.change.languages.${value}`)
          : value;
      default:
        return value;
    }
  };

  return (
    <ul className="import-preview__reasons import-changes">
      {changes.map((c) => (
        <li key={c.field}>
          {/* The field as the page names it, in its language; the file's header beside it. */}
          <span className="import-changes__column" title={c.column}>
            {t(`importContacts.change.fields.${c.field}`)}
          </span>
          :{' '}
          {c.from === null ? (
            <span className="import-preview__muted">{t('importContacts.change.empty')}</span>
          ) : (
            <span className="import-changes__from">{shown(c.field, c.from)}</span>
          )}{' '}
          →{' '}
          {c.to === null ? (
            <em className="import-changes__cleared">{t('importContacts.change.cleared')}</em>
          ) : (
            <strong>{shown(c.field, c.to)}</strong>
          )}
        </li>
      ))}
    </ul>
  );
}
