/**
 * An item's Spanish line in an Admin Tools list: the tag and the Spanish text, or that there is
 * none (families then read the English).
 */
export function SpanishLine({
  tag,
  text,
  missing,
}: {
  tag: string;
  text: string | null;
  missing: string;
}) {
  return text ? (
    <p className="pinned-admin__spanish" lang="es">
      <span className="pinned-admin__tag">{tag}</span> {text}
    </p>
  ) : (
    <p className="pinned-admin__spanish pinned-admin__spanish--missing">{missing}</p>
  );
}

/**
 * An item's Edit and Delete buttons, named for the item. `blocked`: the server would refuse the
 * delete, so the button is off and the hint says why.
 */
export function ItemActions({
  edit,
  editLabel,
  remove,
  removeLabel,
  onEdit,
  onDelete,
  blocked,
}: {
  edit: string;
  editLabel: string;
  remove: string;
  removeLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  blocked?: { id: string; hint: string } | null;
}) {
  return (
    <div className="pinned-admin__actions">
      <button
        type="button"
        className="button button--secondary"
        aria-label={editLabel}
        onClick={onEdit}
      >
        {edit}
      </button>
      <button
        type="button"
        className="button button--danger"
        aria-label={removeLabel}
        aria-describedby={blocked ? blocked.id : undefined}
        disabled={blocked ? true : undefined}
        onClick={onDelete}
      >
        {remove}
      </button>
      {blocked ? (
        <p id={blocked.id} className="venue-admin__hint">
          {blocked.hint}
        </p>
      ) : null}
    </div>
  );
}
