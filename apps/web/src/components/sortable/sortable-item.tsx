import type { UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import './sortable.css';

/**
 * One item of a SortableList: the props of its element (it moves while dragged) and of its drag
 * handle, the only part that starts a drag.
 */
export function useSortableItem(id: UniqueIdentifier, disabled = false) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return {
    isDragging,
    itemProps: {
      ref: setNodeRef,
      style: { transform: CSS.Translate.toString(transform), transition },
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

/** A sortable item's drag handle (a grip of six dots), named for the item it moves. */
export function DragHandle({
  label,
  handle,
}: {
  label: string;
  handle: ReturnType<typeof useSortableItem>['handleProps'];
}) {
  return (
    <button type="button" className="drag-handle" aria-label={label} {...handle}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="7" cy="5" r="1.6" />
        <circle cx="13" cy="5" r="1.6" />
        <circle cx="7" cy="10" r="1.6" />
        <circle cx="13" cy="10" r="1.6" />
        <circle cx="7" cy="15" r="1.6" />
        <circle cx="13" cy="15" r="1.6" />
      </svg>
    </button>
  );
}
