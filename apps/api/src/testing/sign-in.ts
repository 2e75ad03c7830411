import crypto from 'node:crypto';
import { CookieJar } from './cookie-jar';

/** A PKCE pair (S256): the verifier the token request sends, the challenge authorize carries. */
export function pkcePair() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/**
 * The SPA's authorize query to the embedded IdP: the code flow with PKCE (`challenge`, a fresh
 * one when not given), asking for the sign-in page; `extra` adds or replaces parameters.
 */
export function authorizeQuery(opts: {
  clientId: string;
  audience: string;
  redirectUri: string;
  challenge?: string;
  extra?: Record<string, string>;
}): URLSearchParams {
  return new URLSearchParams({
    client_id: opts.clientId,
    response_type: 'code',
    redirect_uri: opts.redirectUri,
    scope: 'openid profile email offline_access',
    audience: opts.audience,
    code_challenge: opts.challenge ?? pkcePair().challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    prompt: 'login',
    ...opts.extra,
  });
}

/**
 * The embedded IdP's sign-in by emailed code, walked over HTTP as the SPA and a browser do
 * (authorize → email → code → redirects → token). `readCode` returns the code mailed to an
 * address (tests read dev_mailbox). Returns everything a test may want to look for in the logs.
 */
export async function signInByCode(opts: {
  base: string;
  clientId: string;
  audience: string;
  email: string;
  readCode: (email: string) => Promise<string>;
}) {
  const { base, email } = opts;
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const q = authorizeQuery({
    clientId: opts.clientId,
    audience: opts.audience,
    redirectUri: `${base}/callback`,
    challenge,
  });
  const start = await jar.fetch(`${base}/idp/authorize?${q}`);
  const uid = start.headers.get('location')!.split('/').pop()!;
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const sent = await jar.fetch(`${base}/idp/interaction/${uid}/email`, json({ email }));
  if (sent.status !== 202) throw new Error(`email step: ${sent.status}`);
  const code = await opts.readCode(email);
  const done = await jar.fetch(`${base}/idp/interaction/${uid}/code`, json({ email, code }));
  if (done.status !== 200) throw new Error(`code step: ${done.status}`);
  const cookies = jar
    .header()
    .split('; ')
    .map((c) => c.slice(c.indexOf('=') + 1))
    .filter(Boolean);
  let url = new URL(((await done.json()) as { redirectTo: string }).redirectTo, base).toString();
  let authCode = '';
  for (let i = 0; i < 10 && !authCode; i++) {
    const res = await jar.fetch(url);
    for (const c of jar.header().split('; ')) cookies.push(c.slice(c.indexOf('=') + 1));
    const next = new URL(res.headers.get('location')!, url);
    if (next.pathname === '/callback') authCode = next.searchParams.get('code')!;
    url = next.toString();
  }
  const res = await fetch(`${base}/idp/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: opts.clientId,
      code: authCode,
      code_verifier: verifier,
      redirect_uri: `${base}/callback`,
    }),
  });
  if (res.status !== 200) throw new Error(`token step: ${res.status}`);
  const tokens = (await res.json()) as {
    access_token: string;
    refresh_token: string;
    id_token: string;
  };
  return { ...tokens, code, authCode, cookies: [...new Set(cookies)].filter((c) => c.length > 8) };
}
