import { useTranslation } from 'react-i18next';
import { fullNameOf, type AccessChanges, type ContactAuditEntry } from '@dugout/shared';
import { BeforeAfter } from './audit-log-before-after';

const PERMISSION_KEYS = {
  'site:admin': 'siteAdmin',
  'IT:admin': 'itAdmin',
  'view:contacts': 'viewContacts',
  'view:jerseyform': 'viewJerseyForm',
} as const;

type Field = keyof AccessChanges;
const FIELDS: Field[] = ['name', 'email', 'permissions', 'affiliation', 'isSiteUser'];

/** What changed of a contact (access, name, email), each field before → after. */
export function ContactChanges({ entry }: { entry: ContactAuditEntry }) {
  const { t } = useTranslation('admin');
  const permissionName = (p: string) =>
    p in PERMISSION_KEYS
      ? t(`auditLog.permissionNames.${PERMISSION_KEYS[p as keyof typeof PERMISSION_KEYS]}`)
      : p;
  const describe = (field: Field, value: unknown): string => {
    if (value === null || value === undefined) {
      return entry.reason === 'create' || entry.reason === 'delete' || entry.reason === 'startup'
        ? t('auditLog.noContact')
        : t('auditLog.none');
    }
    switch (field) {
      case 'permissions': {
        const list = value as string[];
        return list.length ? list.map(permissionName).join(', ') : t('auditLog.none');
      }
      case 'affiliation':
        return (value as { name: string }).name || t('auditLog.none');
      case 'isSiteUser':
        return value ? t('auditLog.signInOn') : t('auditLog.signInOff');
      case 'name':
        return fullNameOf(value as { firstName: string; lastName: string });
      case 'email':
        return value as string;
    }
  };

  return (
    <>
      <span className="audit-log__reason">{t(`auditLog.reasons.${entry.reason}`)}</span>
      <ul className="audit-log__changes">
        {FIELDS.filter((f) => entry.changes[f]).map((f) => (
          <li key={f}>
            <BeforeAfter
              label={t(`auditLog.fields.${f}`)}
              before={describe(f, entry.changes[f]!.before)}
              after={describe(f, entry.changes[f]!.after)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
