import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { ManagedPinnedPost } from '@dugout/shared';
import { DragHandle, useSortableItem } from '../../../components/sortable/sortable-item';
import { SortableList } from '../../../components/sortable/sortable-list';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { ItemActions, SpanishLine } from './managed-item';

/** A calendar day (YYYY-MM-DD) written for the page's language, e.g. "Nov 30, 2026". */
function formatDay(day: string): string {
  return new Intl.DateTimeFormat(currentLanguage() === 'es' ? 'es' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The post moved from `activeId` to where `overId` was; null when nothing moves. */
export function movePinnedPost(
  list: readonly ManagedPinnedPost[],
  activeId: number,
  overId: number | null,
): ManagedPinnedPost[] | null {
  if (overId === null || activeId === overId) return null;
  const from = list.findIndex((p) => p.id === activeId);
  const to = list.findIndex((p) => p.id === overId);
  if (from < 0 || to < 0) return null;
  const moved = [...list];
  const [post] = moved.splice(from, 1);
  moved.splice(to, 0, post!);
  return moved.map((p, i) => ({ ...p, sortOrder: i + 1 }));
}

function SortablePinnedPost({
  post,
  onEdit,
  onDelete,
}: {
  post: ManagedPinnedPost;
  onEdit: (post: ManagedPinnedPost) => void;
  onDelete: (post: ManagedPinnedPost) => void;
}) {
  const { t } = useTranslation('admin');
  const { isDragging, itemProps, handleProps } = useSortableItem(post.id);
  const classes = ['pinned-admin__item'];
  if (isDragging) classes.push('pinned-admin__item--dragging');
  if (post.expired) classes.push('pinned-admin__item--expired');
  return (
    <li {...itemProps} className={classes.join(' ')} data-pinned-id={post.id}>
      <DragHandle label={t('pinned.dragHandle', { name: post.titleEn })} handle={handleProps} />
      <div className="pinned-admin__body">
        <p className="pinned-admin__title" lang="en">
          {post.titleEn}
        </p>
        {post.textEn ? (
          <p className="pinned-admin__text" lang="en">
            {post.textEn}
          </p>
        ) : null}
        <SpanishLine
          tag={t('pinned.spanish')}
          text={post.titleEs ? `${post.titleEs}${post.textEs ? ` · ${post.textEs}` : ''}` : null}
          missing={t('pinned.noSpanish')}
        />
        <p className="pinned-admin__meta">
          <span className="pinned-admin__link">{post.link || t('pinned.noLink')}</span>
          <span className={post.expired ? 'pinned-admin__expiry--expired' : 'pinned-admin__expiry'}>
            {post.expiresOn
              ? t(post.expired ? 'pinned.expired' : 'pinned.shownThrough', {
                  date: formatDay(post.expiresOn),
                })
              : t('pinned.noEnd')}
          </span>
        </p>
      </div>
      <ItemActions
        edit={t('pinned.edit')}
        editLabel={t('pinned.editItem', { name: post.titleEn })}
        remove={t('pinned.delete')}
        removeLabel={t('pinned.deleteItem', { name: post.titleEn })}
        onEdit={() => onEdit(post)}
        onDelete={() => onDelete(post)}
      />
    </li>
  );
}

const titleOf = (post: ManagedPinnedPost) => post.titleEn;

/** The posts in the home page's order, each with a drag handle, as the content list does. */
export function SortablePinnedPosts({
  posts,
  onReorder,
  onEdit,
  onDelete,
}: {
  posts: ManagedPinnedPost[];
  onReorder: (next: ManagedPinnedPost[]) => void;
  onEdit: (post: ManagedPinnedPost) => void;
  onDelete: (post: ManagedPinnedPost) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <SortableList
      items={posts}
      nameOf={titleOf}
      strategy={verticalListSortingStrategy}
      say={(word, values) => t(`pinned.dnd.${word}`, values ?? {})}
      onMove={(activeId, overId) => {
        const next = movePinnedPost(posts, activeId, overId);
        if (next) onReorder(next);
      }}
    >
      <ol className="pinned-admin__list" aria-label={t('pinned.listLabel')}>
        {posts.map((post) => (
          <SortablePinnedPost key={post.id} post={post} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ol>
    </SortableList>
  );
}
