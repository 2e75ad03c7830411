import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, Me, MeLanguage } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { meKeys, useMe } from '../../lib/api/me';
import { useSession } from '../../lib/auth/session';
import { currentLanguage, isLanguage } from '../../lib/i18n/i18n';
import { takeFreshSignIn } from '../../lib/i18n/sign-in-language';
import { useApi } from '../../lib/use-api';

/**
 * Issue 31 §4, the signed-in member's language. Right after a sign-in, the site takes the
 * language of their card (a Spanish family lands in Spanish). When they switch the site to
 * another language than their card's, they are offered their emails and texts in it too.
 */
export function MemberLanguage() {
  const { t, i18n } = useTranslation('layout');
  const { status } = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  const own = useMe(status === 'member');
  const ownLanguage = own.data && isLanguage(own.data.language) ? own.data.language : null;
  const [offer, setOffer] = useState<Language | null>(null);

  useEffect(() => {
    if (!ownLanguage || !takeFreshSignIn()) return;
    if (ownLanguage !== currentLanguage()) void i18n.changeLanguage(ownLanguage);
  }, [ownLanguage, i18n]);

  useEffect(() => {
    if (!ownLanguage) return;
    const onChange = (language: string) =>
      setOffer(isLanguage(language) && language !== ownLanguage ? language : null);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [ownLanguage, i18n]);

  const save = useMutation({
    mutationFn: (language: Language) =>
      api.put<MeLanguage>('/api/me/language', { language }).then(unwrap),
    onSuccess: ({ language }) => {
      queryClient.setQueryData<Me | undefined>(meKeys.all, (me) => me && { ...me, language });
      setOffer(null);
      toast.success(t('memberLanguage.saved', { language: t(`language.${language}`) }));
    },
    onError: (error: Error) => toast.error(error.message),
  });

  if (status !== 'member' || !offer) return null;
  const language = t(`language.${offer}`);
  return (
    <section className="language-offer" aria-labelledby="language-offer-question">
      <p id="language-offer-question" className="language-offer__question">
        {t('memberLanguage.question', { language })}
      </p>
      <div className="language-offer__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={save.isPending}
          onClick={() => save.mutate(offer)}
        >
          {t('memberLanguage.yes', { language })}
        </button>
        <button type="button" className="button" onClick={() => setOffer(null)}>
          {t('memberLanguage.no')}
        </button>
      </div>
    </section>
  );
}
