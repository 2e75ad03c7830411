import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_MAX_LENGTH } from '@dugout/shared';
import { useMentionPicker, type MentionTarget } from './mention-picker';
import { insertMention, mentionsIn } from './mentions';

/**
 * A post's text box with its count and button: a new post, a reply, or an edit. `onSubmit`
 * resolves true when the server took it (the box then empties), false to keep what was written.
 */
export function Composer({
  label,
  submitLabel,
  initial = '',
  busy,
  onSubmit,
  onCancel,
  mentionTarget,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  /** `mentions`: the members the post names with "@" (new posts and replies only). */
  onSubmit: (body: string, mentions: string[]) => Promise<boolean>;
  onCancel?: () => void;
  /** Where "@" suggestions come from; absent: none (an edit). */
  mentionTarget?: MentionTarget;
}) {
  const { t } = useTranslation('conversations');
  const id = useId();
  const [body, setBody] = useState(initial);
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<{ id: string; name: string }[]>([]);
  const box = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once React has written a picked name into the box. A layout effect, not
  // requestAnimationFrame: a frame may come after the next keystrokes, and moving the caret then
  // would put what was typed in the middle of the text.
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterPick.current === null) return;
    box.current?.setSelectionRange(caretAfterPick.current, caretAfterPick.current);
    caretAfterPick.current = null;
  }, [body]);
  const mention = useMentionPicker(mentionTarget, body, caret, (member, at) => {
    const next = insertMention(body, at, member.name);
    setBody(next.body);
    setCaret(next.caret);
    setPicked((p) => [...p, member]);
    caretAfterPick.current = next.caret;
  });
  const empty = body.trim().length === 0;
  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        if (empty) return;
        // onSubmit answers false rather than throwing: the refusal is its toast.
        onSubmit(body.trim(), mentionsIn(body, picked))
          .then((done) => {
            if (done) {
              setBody('');
              setPicked([]);
            }
          })
          .catch(() => undefined);
      }}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        className="field__input composer__input"
        rows={3}
        maxLength={POST_MAX_LENGTH}
        value={body}
        aria-describedby={`${id}-count`}
        {...(mentionTarget ? mention.inputProps : {})}
        onChange={(e) => {
          setBody(e.target.value);
          setCaret(e.target.selectionStart);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
      />
      {mention.list}
      <p id={`${id}-count`} className="field__hint">
        {t('count', { length: body.length, max: POST_MAX_LENGTH })}
        {mentionTarget ? ` ${t('mention.hint')}` : ''}
      </p>
      <div className="composer__actions">
        <button type="submit" className="button button--primary" disabled={busy || empty}>
          {busy ? t('posting') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
