import { useTranslation } from 'react-i18next';
import type { ManagedPinnedPost, PinnedPostInput } from '@dugout/shared';
import {
  useDeletePinnedPost,
  useManagedPinnedPosts,
  useReorderPinnedPosts,
  useSavePinnedPost,
} from '../api/manage-pinned-posts';
import { ManagedListPage } from '../components/managed-list-page';
import { PinnedPostForm } from '../components/pinned-post-form';
import { SortablePinnedPosts } from '../components/sortable-pinned-posts';
import '../admin.css';

/**
 * The home page's pinned posts, managed by admins: the list in the home page's
 * order (drag to reorder), a form to add or edit one in English and Spanish with an optional last
 * day, and a confirmation before a delete.
 */
export default function PinnedPostsRoute() {
  const { t } = useTranslation('admin');
  const reorder = useReorderPinnedPosts();
  return (
    <ManagedListPage<ManagedPinnedPost, PinnedPostInput>
      t={(word, values) => t(`pinned.${word}`, values ?? {})}
      list={useManagedPinnedPosts()}
      save={useSavePinnedPost()}
      remove={useDeletePinnedPost()}
      nameOf={(post) => post.titleEn}
      renderForm={({ item, ...form }) => <PinnedPostForm post={item} {...form} />}
      renderList={(posts, onEdit, onDelete) => (
        <SortablePinnedPosts
          posts={posts}
          onReorder={(next) => reorder.mutate(next)}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    />
  );
}
