import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseholdAuditEntry, HouseholdRole } from '@dugout/shared';
import { BeforeAfter } from './audit-log-before-after';

/** What happened to a household, with the names people and the household had then. */
export function HouseholdChange({ entry }: { entry: HouseholdAuditEntry }) {
  const { t } = useTranslation('admin');
  const household = entry.household.name;
  const role = (r: HouseholdRole | null) =>
    r ? t(`auditLog.household.roles.${r}`) : t('auditLog.household.noRole');
  const c = entry.change;

  let line: ReactNode;
  switch (c.action) {
    case 'create':
      line = t('auditLog.household.created', { household });
      break;
    case 'rename':
      line = (
        <BeforeAfter label={t('auditLog.household.renamed')} before={c.before} after={c.after} />
      );
      break;
    case 'delete':
      line = (
        <>
          {t('auditLog.household.deleted', { household })}
          <br />
          {c.members.length
            ? t('auditLog.household.membersThen', {
                members: c.members
                  .map((m) =>
                    t('auditLog.household.member', { name: m.contact.name, role: role(m.role) }),
                  )
                  .join(', '),
              })
            : t('auditLog.household.noMembers')}
        </>
      );
      break;
    case 'join':
      line = t('auditLog.household.joined', { household, role: role(c.role) });
      break;
    case 'leave': {
      const left = c.role
        ? t('auditLog.household.leftAs', { household, role: role(c.role) })
        : t('auditLog.household.left', { household });
      line = c.why ? `${left}: ${t(`auditLog.household.${c.why}`)}` : left;
      break;
    }
    case 'role':
      line = (
        <BeforeAfter
          label={t('auditLog.household.role', { household })}
          before={role(c.role.before)}
          after={role(c.role.after)}
        />
      );
      break;
  }

  return (
    <>
      <span className="audit-log__reason">
        {entry.source === 'import'
          ? t('auditLog.household.byImport')
          : t('auditLog.household.label')}
      </span>
      <p className="audit-log__household">{line}</p>
    </>
  );
}
