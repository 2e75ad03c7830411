/**
 * Issue 31 §4: the member's own language (their card's) sets the first page after a sign-in; a
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
