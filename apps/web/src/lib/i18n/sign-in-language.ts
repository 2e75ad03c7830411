import type { Language } from '@dugout/shared';

/**
 * The member's own language (their card's) sets the first page after a sign-in; a
 * later switch in the header is theirs until the next sign-in. The IdP's return to /callback
 * marks the sign-in here (this tab only), and the layout takes the mark once the member is known.
 */
const FRESH_SIGN_IN = 'dugout-fresh-sign-in';

export function noteFreshSignIn(): void {
  try {
    window.sessionStorage.setItem(FRESH_SIGN_IN, '1');
  } catch {
    // Storage blocked: the page keeps the language it shows.
  }
}

/** Whether a sign-in just happened in this tab; true once only. */
export function takeFreshSignIn(): boolean {
  try {
    const fresh = window.sessionStorage.getItem(FRESH_SIGN_IN) === '1';
    window.sessionStorage.removeItem(FRESH_SIGN_IN);
    return fresh;
  } catch {
    return false;
  }
}

/** Whether a sign-in just happened in this tab, leaving the mark for takeFreshSignIn. */
export function isFreshSignIn(): boolean {
  try {
    return window.sessionStorage.getItem(FRESH_SIGN_IN) === '1';
  } catch {
    return false;
  }
}

type SwitchListener = (language: Language) => void;
const switchListeners = new Set<SwitchListener>();

/**
 * The member chose a language in the header (not a change the app made itself, such as the
 * card's language after a sign-in): the layout then offers their emails and texts in it.
 */
export function noteLanguageSwitch(language: Language): void {
  // The member's own pick wins over their card's, even when it comes before the card is read.
  takeFreshSignIn();
  for (const listener of switchListeners) listener(language);
}

export function onLanguageSwitch(listener: SwitchListener): () => void {
  switchListeners.add(listener);
  return () => {
    switchListeners.delete(listener);
  };
}
