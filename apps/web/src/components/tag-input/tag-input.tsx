import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './tag-input.css';

/**
 * Tags of the content and event forms: trimmed, added with the 'Add tag' button or
 * Enter, empty and repeated ones ignored, removed with the x on each.
 */
export function TagInput({
  tags,
  onChange,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation('tagInput');
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setDraft('');
  };
  return (
    <div className="form-field">
      <label className="field__label" htmlFor={id}>
        {t('label')}
      </label>
      <div className="tag-input">
        <input
          id={id}
          className="field__input"
          value={draft}
          placeholder={t('placeholder')}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button--secondary" onClick={add}>
          {t('addTag')}
        </button>
      </div>
      {tags.length ? (
        <ul className="tag-list" aria-label={t('tagList')}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={t('removeTag', { tag })}
                onClick={() => onChange(tags.filter((x) => x !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
