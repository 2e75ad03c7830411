/** A message form's send button, saying what it is doing while `busy`. */
export function MessageSubmit({
  label,
  busyLabel,
  busy,
  disabled,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <div className="message-actions">
      <button type="submit" className="button button--primary" disabled={disabled} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
