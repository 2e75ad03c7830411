import { useTranslation } from 'react-i18next';
import type { ManagedVenue } from '@dugout/shared';

/** The venues as admins manage them: what families read, how many events use each, actions. */
export function VenueList({
  venues,
  onEdit,
  onDelete,
}: {
  venues: ManagedVenue[];
  onEdit: (venue: ManagedVenue) => void;
  onDelete: (venue: ManagedVenue) => void;
}) {
  const { t } = useTranslation('venues');
  return (
    <ul className="pinned-admin__list venue-admin__list" aria-label={t('admin.title')}>
      {venues.map((v) => (
        <li key={v.id} className="pinned-admin__item venue-admin__item">
          <div className="pinned-admin__body">
            <p className="pinned-admin__title" lang="en">
              {v.name}
            </p>
            {v.nameEs ? (
              <p className="pinned-admin__spanish" lang="es">
                <span className="pinned-admin__tag">ES</span> {v.nameEs}
              </p>
            ) : (
              <p className="pinned-admin__spanish pinned-admin__spanish--missing">
                {t('admin.noSpanish')}
              </p>
            )}
            {v.address ? <p className="venue-admin__address">{v.address}</p> : null}
            <p className="pinned-admin__meta">
              <span>
                {v.eventCount > 0 ? t('admin.usedBy', { count: v.eventCount }) : t('admin.unused')}
              </span>
              {v.latitude === null ? <span>{t('admin.noCoordinates')}</span> : null}
            </p>
          </div>
          <div className="pinned-admin__actions">
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('admin.editNamed', { name: v.name })}
              onClick={() => onEdit(v)}
            >
              {t('admin.edit')}
            </button>
            {/* The server refuses to delete a venue events use; say why instead of offering it. */}
            <button
              type="button"
              className="button button--danger"
              aria-label={t('admin.deleteNamed', { name: v.name })}
              aria-describedby={v.eventCount > 0 ? `venue-in-use-${v.id}` : undefined}
              disabled={v.eventCount > 0}
              onClick={() => onDelete(v)}
            >
              {t('admin.delete')}
            </button>
            {v.eventCount > 0 ? (
              <p id={`venue-in-use-${v.id}`} className="venue-admin__hint">
                {t('admin.deleteInUse')}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
