import type { EditVersion } from '../../lib/edit-version';

/**
 * Says that someone else saved the item since the form was filled, and offers to load their
 * version. A refused save scrolls it into view (lib/edit-version.ts).
 */
export function EditConflictNotice({
  version,
  message,
  loadLabel,
  className,
}: {
  version: Pick<EditVersion<unknown>, 'conflict' | 'noticeRef' | 'loadNewer'>;
  message: string;
  loadLabel: string;
  className?: string;
}) {
  if (!version.conflict) return null;
  return (
    <div
      ref={version.noticeRef}
      className={className ? `notice notice--error ${className}` : 'notice notice--error'}
      role="alert"
    >
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={version.loadNewer}>
        {loadLabel}
      </button>
    </div>
  );
}

/** Why the last save failed, announced at the top of the form; nothing without one. */
export function FormErrorNotice({ message }: { message: string | null }) {
  return message ? (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
    </div>
  ) : null;
}
