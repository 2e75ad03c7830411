/**
 * What the logs must never hold: a secret that works as a key. Request URLs carry calendar feed
 * tokens, one-tap RSVP and unsubscribe tokens, blob signatures and OAuth codes; a push
 * subscription's endpoint URL is itself the capability to push to that browser.
 */
const SECRET_QUERY_PARAMS =
  /([?&](?:token|sig|code|state|access_token|id_token|id_token_hint|refresh_token|code_verifier|login_hint)=)[^&#]*/gi;

/** A request URL fit for the logs: secrets in the path or the query string replaced. */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/^(\/api\/calendar\/)(?!feed\b)[^/?#]+?(\.ics)?(?=[?#]|$)/i, '$1[redacted]$2')
      // The sign-in interaction's uid is also the value of its cookie.
      .replace(/^(\/idp\/(?:interaction|auth|authorize)\/)[^/?#]+/i, '$1[redacted]')
      // A one-click unsubscribe link's token is the permission to change a member's settings.
      .replace(/^(\/api\/unsubscribe\/)[^/?#]+/i, '$1[redacted]')
      .replace(SECRET_QUERY_PARAMS, '$1[redacted]')
  );
}

/**
 * Free text fit for the logs (an error's message): every http(s) URL keeps its origin and loses
 * its path and query, where push endpoints and signed links keep their secrets.
 */
export function redactUrlsInText(text: string): string {
  return text.replace(
    /\b(https?:\/\/[^/\s?#"'<>]+)[^\s"'<>]*/gi,
    (_m, origin: string) => `${origin}/[redacted]`,
  );
}
