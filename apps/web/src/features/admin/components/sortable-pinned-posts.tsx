import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { ManagedPinnedPost } from '@dugout/shared';
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
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: post.id });
  const classes = ['pinned-admin__item'];
  if (isDragging) classes.push('pinned-admin__item--dragging');
  if (post.expired) classes.push('pinned-admin__item--expired');
  return (
    <li
      ref={setNodeRef}
      className={classes.join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-pinned-id={post.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="pinned-admin__handle"
        aria-label={t('pinned.dragHandle', { name: post.titleEn })}
        {...attributes}
        {...listeners}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <circle cx="7" cy="5" r="1.6" />
          <circle cx="13" cy="5" r="1.6" />
          <circle cx="7" cy="10" r="1.6" />
          <circle cx="13" cy="10" r="1.6" />
          <circle cx="7" cy="15" r="1.6" />
          <circle cx="13" cy="15" r="1.6" />
        </svg>
      </button>
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

/**
 * The posts in the home page's order, each with a drag handle (5 px of mouse movement or a 120 ms
 * touch press starts a drag; Space and the arrows from the keyboard), as the content list does.
 */
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
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => posts.find((p) => p.id === id)?.titleEn ?? '';
  const position = (id: string | number) => posts.findIndex((p) => p.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('pinned.dnd.picked', { name: nameOf(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('pinned.dnd.over', { name: nameOf(active.id), position: position(over.id) })
        : t('pinned.dnd.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('pinned.dnd.dropped', { name: nameOf(active.id), position: position(over.id) })
        : t('pinned.dnd.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('pinned.dnd.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = movePinnedPost(posts, Number(active.id), over ? Number(over.id) : null);
    if (next) onReorder(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('pinned.dnd.instructions') },
      }}
    >
      <SortableContext items={posts.map((p) => p.id)} strategy={verticalListSortingStrategy}>
        <ol className="pinned-admin__list" aria-label={t('pinned.listLabel')}>
          {posts.map((post) => (
            <SortablePinnedPost key={post.id} post={post} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
