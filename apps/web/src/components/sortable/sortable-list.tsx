import { useMemo, type ReactNode } from 'react';
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
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  type SortingStrategy,
} from '@dnd-kit/sortable';

/** What a drag says to a screen reader, each the caller's catalog key under its own prefix. */
export type SortableWord = 'picked' | 'over' | 'outside' | 'dropped' | 'cancelled' | 'instructions';

/**
 * A drag-sortable list of `items` (their elements are `children`, each using useSortableItem):
 * 5 px of mouse movement or a 120 ms touch press starts a drag, and the keyboard works too
 * (Space, arrows, Space). Mouse and touch get separate sensors so each has its own activation
 * rule. Every step is announced with the item's name and position; a drop calls `onMove`.
 */
export function SortableList<T extends { id: UniqueIdentifier }>({
  items,
  nameOf,
  strategy,
  say,
  onMove,
  children,
}: {
  items: readonly T[];
  nameOf: (item: T) => string;
  strategy: SortingStrategy;
  /** The announcement `word`, with the dragged item's name and the position it is at. */
  say: (word: SortableWord, values?: { name: string; position?: number }) => string;
  /** The item `activeId` dropped where `overId` was (null: dropped outside the list). */
  onMove: (activeId: T['id'], overId: T['id'] | null) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = useMemo(() => {
    const names = new Map<UniqueIdentifier, string>(items.map((item) => [item.id, nameOf(item)]));
    return (id: UniqueIdentifier) => names.get(id) ?? '';
  }, [items, nameOf]);
  const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      say('picked', { name: name(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? say('over', { name: name(active.id), position: position(over.id) })
        : say('outside', { name: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? say('dropped', { name: name(active.id), position: position(over.id) })
        : say('cancelled', { name: name(active.id) }),
    onDragCancel: ({ active }) => say('cancelled', { name: name(active.id) }),
  };
  // The ids dnd-kit hands back are the items' own.
  const onDragEnd = ({ active, over }: DragEndEvent) =>
    onMove(active.id as T['id'], over ? (over.id as T['id']) : null);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: say('instructions') },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
