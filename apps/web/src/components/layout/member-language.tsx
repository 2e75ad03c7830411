import { lazy, Suspense, useEffect, useState } from 'react';
import type { Language } from '@dugout/shared';
import { useSession } from '../../lib/auth/session';
import { isFreshSignIn, onLanguageSwitch } from '../../lib/i18n/sign-in-language';

// Fetched when there is something to do: most page loads are neither a sign-in nor a switch.
const OwnLanguage = lazy(() => import('./own-language'));

/**
 * The signed-in member's language. Right after a sign-in, in a browser where no language was
 * chosen yet, the site takes the language of their card (a Spanish family lands in Spanish).
 * When they switch the site to another language than their card's, they are offered their emails
 * and texts in it too. The card is read (GET /api/me) only then: not on every page load.
 */
export function MemberLanguage() {
  const { status } = useSession();
  const member = status === 'member';
  // The language the member switched the site to, until they answer the offer.
  const [switched, setSwitched] = useState<Language | null>(null);
  useEffect(() => (member ? onLanguageSwitch(setSwitched) : undefined), [member]);
  // Read at each render: the return from the IdP marks it after this component first rendered.
  const fresh = member && isFreshSignIn();
  if (!fresh && !(member && switched !== null)) return null;
  return (
    <Suspense fallback={null}>
      <OwnLanguage fresh={fresh} switched={switched} onAnswered={() => setSwitched(null)} />
    </Suspense>
  );
}
