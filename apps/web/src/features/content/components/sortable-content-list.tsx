import { rectSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentItem } from '@dugout/shared';
import { ContentTile } from '../../../components/content/content-tile';
import { ConversationToggle } from '../../../components/conversations/conversation-toggle';
import { DragHandle, useSortableItem } from '../../../components/sortable/sortable-item';
import { SortableList } from '../../../components/sortable/sortable-list';
import { paths } from '../../../lib/paths';
import { reorder, type ReorderResult } from '../reorder';

function SortableTile({ item, canPublish }: { item: ContentItem; canPublish: boolean }) {
  const { t } = useTranslation('content');
  const { isDragging, itemProps, handleProps } = useSortableItem(item.id, !canPublish);
  return (
    <li
      {...itemProps}
      className={isDragging ? 'sortable-item sortable-item--dragging' : 'sortable-item'}
      data-content-id={item.id}
    >
      <ContentTile
        item={item}
        controls={
          canPublish ? (
            <>
              <DragHandle
                label={t('list.dragHandle', { name: item.description })}
                handle={handleProps}
              />
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
      <ConversationToggle kind="content" subjectId={item.id} name={item.description} />
    </li>
  );
}

const descriptionOf = (item: ContentItem) => item.description;

/**
 * A drag-sortable grid of tiles, in their category's order. Only publishers get handles.
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
  return (
    <SortableList
      items={items}
      nameOf={descriptionOf}
      strategy={rectSortingStrategy}
      say={(word, values) => t(`dnd.${word}`, values ?? {})}
      onMove={(activeId, overId) => {
        const result = reorder(items, activeId, overId);
        if (result && result.changes.length) onReorder(result);
      }}
    >
      <ul className="content-grid" aria-label={label}>
        {items.map((item) => (
          <SortableTile key={item.id} item={item} canPublish={canPublish} />
        ))}
      </ul>
    </SortableList>
  );
}
