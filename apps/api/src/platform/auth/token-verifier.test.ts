import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, type TokenVerifier } from './token-verifier';

const ISSUER = 'http://localhost/idp/';
const AUDIENCE = 'https://api.dugout.test';
let sign: (expiresInSeconds: number) => Promise<string>;
let verify: TokenVerifier;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  verify = createTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    localKeys: () => [jwk],
    jwksUrl: null,
  });
  sign = (expiresInSeconds) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('member')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(privateKey);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('remembered verifications', () => {
  it('never outlive the token: refused once expiry and leeway have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const token = await sign(30);
    // First verified 40 s in: past exp, within the 60 s leeway. A plain one-minute memory would
    // keep it until 100 s; the token itself is good only until 90 s.
    vi.setSystemTime(start + 40_000);
    expect((await verify(token)).sub).toBe('member');
    vi.setSystemTime(start + 95_000);
    await expect(verify(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('do not make a tampered copy of a good token pass', async () => {
    const token = await sign(600);
    await verify(token);
    const [h, p, sig] = token.split('.');
    const forged = `${h}.${p}.${sig!.slice(0, -4)}AAAA`;
    await expect(verify(forged)).rejects.toMatchObject({ statusCode: 401 });
  });
});
