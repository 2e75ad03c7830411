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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentItem } from '@dugout/shared';
import { ContentTile } from '../../../components/content/content-tile';
import { paths } from '../../../lib/paths';
import { reorder, type ReorderResult } from '../reorder';

function SortableTile({ item, canPublish }: { item: ContentItem; canPublish: boolean }) {
  const { t } = useTranslation('content');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, disabled: !canPublish });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-item sortable-item--dragging' : 'sortable-item'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-content-id={item.id}
    >
      <ContentTile
        item={item}
        controls={
          canPublish ? (
            <>
              <button
                type="button"
                ref={setActivatorNodeRef}
                className="drag-handle"
                aria-label={t('list.dragHandle', { name: item.description })}
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
              <Link
                className="content-edit-link"
                to={paths.content.edit.href(item.id)}
                aria-label={t('list.editItem', { name: item.description })}
              >
                {t('list.edit')}
              </Link>
            </>
          ) : null
        }
      />
    </li>
  );
}

/**
 * A drag-sortable grid of tiles: 5 px of mouse movement or a 120 ms touch press starts a drag,
 * and the keyboard works too (Space, arrows, Space). Mouse and touch get separate sensors so
 * each has its own activation rule. Only publishers get handles.
 */
export function SortableContentList({
  items,
  canPublish,
  label,
  onReorder,
}: {
  items: ContentItem[];
  canPublish: boolean;
  label: string;
  onReorder: (result: ReorderResult) => void;
}) {
  const { t } = useTranslation('content');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = useMemo(() => {
    const names = new Map(items.map((c) => [c.id, c.description]));
    return (id: string | number) => names.get(String(id)) ?? '';
  }, [items]);
  const position = (id: string | number) => items.findIndex((c) => c.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('dnd.picked', { name: nameOf(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { name: nameOf(active.id), position: position(over.id) })
        : t('dnd.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { name: nameOf(active.id), position: position(over.id) })
        : t('dnd.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const result = reorder(items, String(active.id), over ? String(over.id) : null);
    if (result && result.changes.length) onReorder(result);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
    >
      <SortableContext items={items.map((c) => c.id)} strategy={rectSortingStrategy}>
        <ul className="content-grid" aria-label={label}>
          {items.map((item) => (
            <SortableTile key={item.id} item={item} canPublish={canPublish} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
