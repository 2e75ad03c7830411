import { useTranslation } from 'react-i18next';

/** "Label: before → after", the arrow read out as "changed to". */
export function BeforeAfter({
  label,
  before,
  after,
}: {
  label: string;
  before: string;
  after: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <strong>{label}:</strong> <span className="audit-log__before">{before}</span>{' '}
      <span role="img" aria-label={t('auditLog.changedTo')}>
        →
      </span>{' '}
      <span className="audit-log__after">{after}</span>
    </>
  );
}
