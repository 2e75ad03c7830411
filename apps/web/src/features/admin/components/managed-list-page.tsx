import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { isVersionConflict } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';

/** A row an admin edits with If-Match: its id and row version. */
interface Managed {
  id: number;
  version: number;
}

/** The page's words, each the caller's catalog key under its own prefix. */
export type ManagedListWord =
  | 'title'
  | 'intro'
  | 'add'
  | 'loading'
  | 'loadFailed'
  | 'empty'
  | 'toasts.saved'
  | 'toasts.created'
  | 'toasts.deleted'
  | 'toasts.deleteFailed'
  | 'confirm.title'
  | 'confirm.cancel'
  | 'confirm.yes'
  | 'confirm.busy'
  | 'confirm.body';

/** What the page hands its form: the item edited (null for a new one) and what to do. */
export interface ManagedFormProps<T, I> {
  item: T | null;
  busy: boolean;
  serverError: string | null;
  onLoadNewer: (() => void) | undefined;
  onSubmit: (input: I) => void;
  onCancel: () => void;
}

/**
 * An Admin Tools page of bilingual items (venues, pinned posts): the list, a form to add or edit
 * one, a confirmation before a delete, and the other admin's version after a save conflict.
 */
export function ManagedListPage<T extends Managed, I>({
  t,
  list,
  save,
  remove,
  nameOf,
  renderForm,
  renderList,
}: {
  /** The page's words in the reader's language (`message` and `name` interpolated). */
  t: (word: ManagedListWord, values?: { message?: string; name?: string }) => string;
  list: UseQueryResult<T[], Error>;
  save: UseMutationResult<unknown, Error, { item: T | null; input: I }>;
  remove: UseMutationResult<unknown, Error, number>;
  /** The item's name in the delete confirmation. */
  nameOf: (item: T) => string;
  renderForm: (props: ManagedFormProps<T, I>) => ReactNode;
  renderList: (items: T[], onEdit: (item: T) => void, onDelete: (item: T) => void) => ReactNode;
}) {
  // What the form is open for: a new item, one being edited, or nothing.
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const open = (item: T | null) => {
    save.reset();
    setEditing({ item });
  };

  const onSubmit = (input: I) => {
    if (!editing) return;
    save.mutate(
      { item: editing.item, input },
      {
        onSuccess: () => {
          toast.success(editing.item ? t('toasts.saved') : t('toasts.created'));
          setEditing(null);
        },
      },
    );
  };

  // Someone else saved the item being edited: their version, as the list now has it.
  const newer =
    editing?.item && isVersionConflict(save.error)
      ? (list.data?.find((v) => v.id === editing.item!.id) ?? null)
      : undefined;
  const loadNewer =
    newer && newer.version !== editing?.item?.version ? () => open(newer) : undefined;

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'));
        if (editing?.item?.id === deleting.id) setEditing(null);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(t('toasts.deleteFailed', { message: error.message }));
        setDeleting(null);
      },
    });
  };

  return (
    <Page title={t('title')}>
      <p className="admin-tools__intro">{t('intro')}</p>
      {editing ? (
        renderForm({
          item: editing.item,
          busy: save.isPending,
          serverError: save.error?.message ?? null,
          onLoadNewer: loadNewer,
          onSubmit,
          onCancel: () => setEditing(null),
        })
      ) : (
        <p className="pinned-admin__add">
          <button type="button" className="button button--primary" onClick={() => open(null)}>
            {t('add')}
          </button>
        </p>
      )}
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <p role="alert">{t('loadFailed', { message: list.error.message })}</p>
      ) : list.data.length === 0 ? (
        <p className="pinned-admin__empty">{t('empty')}</p>
      ) : (
        renderList(list.data, open, setDeleting)
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('confirm.title')}
          cancelLabel={t('confirm.cancel')}
          confirmLabel={t('confirm.yes')}
          busyLabel={t('confirm.busy')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={onConfirmDelete}
        >
          <p>{t('confirm.body', { name: nameOf(deleting) })}</p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
