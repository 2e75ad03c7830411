import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ManagedVenue, VenueInput } from '@dugout/shared';
import { isVersionConflict } from '../../../lib/api-client';
import { useDeleteVenue, useManagedVenues, useSaveVenue } from '../../../lib/api/venues';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { VenueForm } from '../components/venue-form';
import { VenueList } from '../components/venue-list';
import '../admin.css';
import '../venues.css';

/** What the form is open for: a new venue, one being edited, or nothing. */
type Editing = { venue: ManagedVenue | null } | null;

/**
 * The venues events are held at (issue 15 §2): the list with how many events use each, a form to
 * add or edit one in English and Spanish, and a confirmation before a delete (the server refuses
 * to delete a venue events still use, and says so).
 */
export default function VenuesRoute() {
  const { t } = useTranslation('venues');
  const venues = useManagedVenues();
  const save = useSaveVenue();
  const remove = useDeleteVenue();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedVenue | null>(null);

  const open = (venue: ManagedVenue | null) => {
    save.reset();
    setEditing({ venue });
  };

  const onSubmit = (input: VenueInput) => {
    if (!editing) return;
    save.mutate(
      { venue: editing.venue, input },
      {
        onSuccess: () => {
          toast.success(editing.venue ? t('admin.toasts.saved') : t('admin.toasts.created'));
          setEditing(null);
        },
      },
    );
  };

  // Someone else saved the venue being edited: their version, as the list now has it.
  const newer =
    editing?.venue && isVersionConflict(save.error)
      ? (venues.data?.find((v) => v.id === editing.venue!.id) ?? null)
      : undefined;
  const loadNewer =
    newer && newer.version !== editing?.venue?.version ? () => open(newer) : undefined;

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('admin.toasts.deleted'));
        if (editing?.venue?.id === deleting.id) setEditing(null);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(t('admin.toasts.deleteFailed', { message: error.message }));
        setDeleting(null);
      },
    });
  };

  return (
    <Page title={t('admin.title')}>
      <p className="admin-tools__intro">{t('admin.intro')}</p>
      {editing ? (
        <VenueForm
          venue={editing.venue}
          busy={save.isPending}
          serverError={save.error?.message ?? null}
          onLoadNewer={loadNewer}
          onSubmit={onSubmit}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p className="pinned-admin__add">
          <button type="button" className="button button--primary" onClick={() => open(null)}>
            {t('admin.add')}
          </button>
        </p>
      )}
      {venues.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : venues.isError ? (
        <p role="alert">{t('admin.loadFailed', { message: venues.error.message })}</p>
      ) : venues.data.length === 0 ? (
        <p className="pinned-admin__empty">{t('admin.empty')}</p>
      ) : (
        <VenueList venues={venues.data} onEdit={open} onDelete={setDeleting} />
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('admin.confirm.title')}
          cancelLabel={t('admin.confirm.cancel')}
          confirmLabel={t('admin.confirm.yes')}
          busyLabel={t('admin.confirm.busy')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={onConfirmDelete}
        >
          <p>{t('admin.confirm.body', { name: deleting.name })}</p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
