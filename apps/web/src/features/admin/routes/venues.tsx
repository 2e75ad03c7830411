import { useTranslation } from 'react-i18next';
import type { ManagedVenue, VenueInput } from '@dugout/shared';
import { useDeleteVenue, useManagedVenues, useSaveVenue } from '../../../lib/api/venues';
import { ManagedListPage } from '../components/managed-list-page';
import { VenueForm } from '../components/venue-form';
import { VenueList } from '../components/venue-list';
import '../admin.css';
import '../venues.css';

/**
 * The venues events are held at: the list with how many events use each, a form to
 * add or edit one in English and Spanish, and a confirmation before a delete (the server refuses
 * to delete a venue events still use, and says so).
 */
export default function VenuesRoute() {
  const { t } = useTranslation('venues');
  return (
    <ManagedListPage<ManagedVenue, VenueInput>
      t={(word, values) => t(`admin.${word}`, values ?? {})}
      list={useManagedVenues()}
      save={useSaveVenue()}
      remove={useDeleteVenue()}
      nameOf={(venue) => venue.name}
      renderForm={({ item, ...form }) => <VenueForm venue={item} {...form} />}
      renderList={(venues, onEdit, onDelete) => (
        <VenueList venues={venues} onEdit={onEdit} onDelete={onDelete} />
      )}
    />
  );
}
