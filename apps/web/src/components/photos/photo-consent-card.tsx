import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useMyPhotoConsent, useSetPhotoConsent } from './api';
import './photos.css';

/**
 * The profile's "Photos of my children" for a guardian: whether each child of the household may
 * appear in team photos (off until the guardian allows it). Nothing for a member without children.
 */
export function PhotoConsentCard() {
  const { t } = useTranslation('photos');
  const consent = useMyPhotoConsent();
  const save = useSetPhotoConsent();
  const children = consent.data?.children;
  if (!Array.isArray(children) || !children.length) return null;
  return (
    <section className="photo-consent" aria-labelledby="photo-consent-title">
      <h2 id="photo-consent-title">{t('consent.title')}</h2>
      <p className="photos__intro">{t('consent.intro')}</p>
      <ul className="photo-consent__list">
        {children.map((c) => (
          <li key={c.contactId}>
            <label className="photo-tags__person">
              <input
                type="checkbox"
                checked={c.consent}
                disabled={save.isPending}
                onChange={(e) =>
                  save.mutate(
                    { contactId: c.contactId, consent: e.currentTarget.checked },
                    {
                      onSuccess: () => toast.success(t('consent.saved')),
                      onError: (err) => toast.error(err.message),
                    },
                  )
                }
              />
              {t('consent.allow', { name: c.name })}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
