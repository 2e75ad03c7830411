import { useTranslation } from 'react-i18next';
import type { ManagedVenue } from '@dugout/shared';
import { ItemActions, SpanishLine } from './managed-item';

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
            <SpanishLine tag="ES" text={v.nameEs} missing={t('admin.noSpanish')} />
            {v.address ? <p className="venue-admin__address">{v.address}</p> : null}
            <p className="pinned-admin__meta">
              <span>
                {v.eventCount > 0 ? t('admin.usedBy', { count: v.eventCount }) : t('admin.unused')}
              </span>
              {v.latitude === null ? <span>{t('admin.noCoordinates')}</span> : null}
            </p>
          </div>
          {/* The server refuses to delete a venue events use; say why instead of offering it. */}
          <ItemActions
            edit={t('admin.edit')}
            editLabel={t('admin.editNamed', { name: v.name })}
            remove={t('admin.delete')}
            removeLabel={t('admin.deleteNamed', { name: v.name })}
            onEdit={() => onEdit(v)}
            onDelete={() => onDelete(v)}
            blocked={
              v.eventCount > 0 ? { id: `venue-in-use-${v.id}`, hint: t('admin.deleteInUse') } : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
