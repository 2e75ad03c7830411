import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ManagedPinnedPost, PinnedPostInput } from '@dugout/shared';
import { isVersionConflict } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import {
  useDeletePinnedPost,
  useManagedPinnedPosts,
  useReorderPinnedPosts,
  useSavePinnedPost,
} from '../api/manage-pinned-posts';
import { PinnedPostForm } from '../components/pinned-post-form';
import { SortablePinnedPosts } from '../components/sortable-pinned-posts';
import '../admin.css';

/** What the form is open for: a new post, one being edited, or nothing. */
type Editing = { post: ManagedPinnedPost | null } | null;

/**
 * The home page's pinned posts, managed by admins (issue 14, item 7): the list in the home page's
 * order (drag to reorder), a form to add or edit one in English and Spanish with an optional last
 * day, and a confirmation before a delete.
 */
export default function PinnedPostsRoute() {
  const { t } = useTranslation('admin');
  const posts = useManagedPinnedPosts();
  const save = useSavePinnedPost();
  const remove = useDeletePinnedPost();
  const reorder = useReorderPinnedPosts();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedPinnedPost | null>(null);

  const open = (post: ManagedPinnedPost | null) => {
    save.reset();
    setEditing({ post });
  };

  const onSubmit = (input: PinnedPostInput) => {
    if (!editing) return;
    save.mutate(
      { post: editing.post, input },
      {
        onSuccess: () => {
          toast.success(editing.post ? t('pinned.toasts.saved') : t('pinned.toasts.created'));
          setEditing(null);
        },
      },
    );
  };

  // Someone else saved the post being edited: their version, as the list now has it.
  const newer =
    editing?.post && isVersionConflict(save.error)
      ? (posts.data?.find((p) => p.id === editing.post!.id) ?? null)
      : undefined;
  const loadNewer =
    newer && newer.version !== editing?.post?.version ? () => open(newer) : undefined;

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('pinned.toasts.deleted'));
        if (editing?.post?.id === deleting.id) setEditing(null);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(t('pinned.toasts.deleteFailed', { message: error.message }));
        setDeleting(null);
      },
    });
  };

  return (
    <Page title={t('pinned.title')}>
      <p className="admin-tools__intro">{t('pinned.intro')}</p>
      {editing ? (
        <PinnedPostForm
          post={editing.post}
          busy={save.isPending}
          serverError={save.error?.message ?? null}
          onLoadNewer={loadNewer}
          onSubmit={onSubmit}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p className="pinned-admin__add">
          <button type="button" className="button button--primary" onClick={() => open(null)}>
            {t('pinned.add')}
          </button>
        </p>
      )}
      {posts.isPending ? (
        <Spinner label={t('pinned.loading')} />
      ) : posts.isError ? (
        <p role="alert">{t('pinned.loadFailed', { message: posts.error.message })}</p>
      ) : posts.data.length === 0 ? (
        <p className="pinned-admin__empty">{t('pinned.empty')}</p>
      ) : (
        <SortablePinnedPosts
          posts={posts.data}
          onReorder={(next) => reorder.mutate(next)}
          onEdit={open}
          onDelete={setDeleting}
        />
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('pinned.confirm.title')}
          cancelLabel={t('pinned.confirm.cancel')}
          confirmLabel={t('pinned.confirm.yes')}
          busyLabel={t('pinned.confirm.busy')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={onConfirmDelete}
        >
          <p>{t('pinned.confirm.body', { name: deleting.titleEn })}</p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
