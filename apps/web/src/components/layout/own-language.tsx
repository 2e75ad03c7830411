import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, Me } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { meKeys, useMe } from '../../lib/api/me';
import { currentLanguage, isLanguage, languageWasChosen } from '../../lib/i18n/i18n';
import { takeFreshSignIn } from '../../lib/i18n/sign-in-language';
import { useApi } from '../../lib/use-api';

/**
 * What MemberLanguage does once there is something to do (its own chunk): reads the member's
 * card (GET /api/me); right after a sign-in takes the card's language, and after a switch offers
 * their emails and texts in the new language.
 */
export default function OwnLanguage({
  fresh,
  switched,
  onAnswered,
}: {
  /** The page is the return from a sign-in. */
  fresh: boolean;
  /** The language the member switched the site to, until they answer the offer. */
  switched: Language | null;
  onAnswered: () => void;
}) {
  const { t, i18n } = useTranslation('layout');
  const api = useApi();
  const queryClient = useQueryClient();
  const own = useMe(true);
  const ownLanguage = own.data && isLanguage(own.data.language) ? own.data.language : null;

  useEffect(() => {
    if (!fresh || !ownLanguage || !takeFreshSignIn()) return;
    // A language chosen in this browser before stays: the card's is for a browser with none.
    if (languageWasChosen()) return;
    if (ownLanguage !== currentLanguage()) i18n.changeLanguage(ownLanguage);
  }, [fresh, ownLanguage, i18n]);

  const save = useMutation({
    mutationFn: (language: Language) =>
      api.PUT('/api/me/language', { body: { language } }).then(unwrap),
    onSuccess: ({ language }) => {
      queryClient.setQueryData<Me | undefined>(meKeys.all, (me) => me && { ...me, language });
      onAnswered();
      toast.success(t('memberLanguage.saved', { language: t(`language.${language}`) }));
    },
    onError: (error: Error) => toast.error(error.message),
  });

  const offer = ownLanguage && switched !== ownLanguage ? switched : null;
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
        <button type="button" className="button" onClick={onAnswered}>
          {t('memberLanguage.no')}
        </button>
      </div>
    </section>
  );
}
