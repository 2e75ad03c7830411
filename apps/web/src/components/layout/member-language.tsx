import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, Me } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { meKeys, useMe } from '../../lib/api/me';
import { useSession } from '../../lib/auth/session';
import { currentLanguage, isLanguage, languageWasChosen } from '../../lib/i18n/i18n';
import { isFreshSignIn, onLanguageSwitch, takeFreshSignIn } from '../../lib/i18n/sign-in-language';
import { useApi } from '../../lib/use-api';

/**
 * The signed-in member's language. Right after a sign-in, in a browser where no
 * language was chosen yet, the site takes the language of their card (a Spanish family lands in
 * Spanish). When they switch the site to
 * another language than their card's, they are offered their emails and texts in it too. The
 * card is read (GET /api/me) only then: not on every page load.
 */
export function MemberLanguage() {
  const { t, i18n } = useTranslation('layout');
  const { status } = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  // The language the member switched the site to, until they answer the offer.
  const [switched, setSwitched] = useState<Language | null>(null);
  const member = status === 'member';
  // Read at each render: the return from the IdP marks it after this component first rendered.
  const fresh = member && isFreshSignIn();
  const own = useMe(fresh || (member && switched !== null));
  const ownLanguage = own.data && isLanguage(own.data.language) ? own.data.language : null;

  useEffect(() => {
    if (!fresh || !ownLanguage || !takeFreshSignIn()) return;
    // A language chosen in this browser before stays: the card's is for a browser with none.
    if (languageWasChosen()) return;
    if (ownLanguage !== currentLanguage()) void i18n.changeLanguage(ownLanguage);
  }, [fresh, ownLanguage, i18n]);

  useEffect(() => (member ? onLanguageSwitch(setSwitched) : undefined), [member]);

  const save = useMutation({
    mutationFn: (language: Language) =>
      api.PUT('/api/me/language', { body: { language } }).then(unwrap),
    onSuccess: ({ language }) => {
      queryClient.setQueryData<Me | undefined>(meKeys.all, (me) => me && { ...me, language });
      setSwitched(null);
      toast.success(t('memberLanguage.saved', { language: t(`language.${language}`) }));
    },
    onError: (error: Error) => toast.error(error.message),
  });

  const offer = member && ownLanguage && switched !== ownLanguage ? switched : null;
  if (!offer) return null;
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
        <button type="button" className="button" onClick={() => setSwitched(null)}>
          {t('memberLanguage.no')}
        </button>
      </div>
    </section>
  );
}
