import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useMember } from '../../lib/auth/use-member';
import { useMyPhotoConsent, useSetPhotoConsent } from './api';
import './photos.css';

/**
 * "Photos of my children", in the household section of a contact's form, for a guardian: on
 * their own card every child of the household, on a child's card that child, each with whether
 * they may appear in team photos (off until the guardian allows it). Saved at once, apart from
 * the form's Save. Nothing for anyone else (the server says whose guardian the reader is).
 */
export function PhotoConsent({ contactId }: { contactId: string }) {
  const { t } = useTranslation('photos');
  const titleId = useId();
  const member = useMember();
  const consent = useMyPhotoConsent();
  const save = useSetPhotoConsent();
  // The box follows the click at once (a controlled box would snap back until the list is read
  // again), and the list's answer once the save has settled.
  const [clicked, setClicked] = useState<Record<string, boolean>>({});
  const all = consent.data?.children;
  if (!Array.isArray(all)) return null;
  const children = contactId === member?.id ? all : all.filter((c) => c.contactId === contactId);
  if (!children.length) return null;
  return (
    <section className="photo-consent" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('consent.title')}</h3>
      <p className="field__hint">{t('consent.intro')}</p>
      <ul className="photo-consent__list">
        {children.map((c) => (
          <li key={c.contactId}>
            <label className="photo-tags__person">
              <input
                type="checkbox"
                checked={clicked[c.contactId] ?? c.consent}
                disabled={save.isPending}
                onChange={(e) => {
                  const value = e.currentTarget.checked;
                  setClicked((was) => ({ ...was, [c.contactId]: value }));
                  save.mutate(
                    { contactId: c.contactId, consent: value },
                    {
                      onSuccess: () => toast.success(t('consent.saved')),
                      onError: (err) => toast.error(err.message),
                      onSettled: () => setClicked(({ [c.contactId]: _settled, ...rest }) => rest),
                    },
                  );
                }}
              />
              {t('consent.allow', { name: c.name })}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
