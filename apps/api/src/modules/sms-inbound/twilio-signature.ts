import { createHmac, timingSafeEqual } from 'node:crypto';

export type WebhookParams = Record<string, string | string[] | undefined>;

/**
 * Twilio's request signature (https://www.twilio.com/docs/usage/webhooks/webhooks-security): the
 * full URL Twilio called (scheme, host, path and query, as configured in the console), then each
 * POST parameter sorted by name, name and value appended with no separator (a repeated name's
 * values sorted too, as Twilio's own helpers do), HMAC-SHA1 with the account's auth token as the
 * key, base64.
 */
export function twilioSignature(authToken: string, url: string, params: WebhookParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? [...value].sort() : [value]) data += name + v;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * The URL with and without its scheme's default port: Twilio signs with the port when the
 * webhook URL names one and some proxies add or drop it (Twilio's SDKs try both too).
 */
function urlVariants(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [url];
  }
  const defaultPort =
    parsed.protocol === 'https:' ? '443' : parsed.protocol === 'http:' ? '80' : '';
  const variants = [url];
  if (defaultPort && !parsed.port) {
    variants.push(url.replace(parsed.host, `${parsed.hostname}:${defaultPort}`));
  } else if (parsed.port === defaultPort && defaultPort) {
    variants.push(url.replace(`:${defaultPort}`, ''));
  }
  return variants;
}

/** Whether `signature` (the X-Twilio-Signature header) signs this URL and these parameters. */
export function validTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: WebhookParams,
): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature, 'utf8');
  return urlVariants(url).some((variant) => {
    const expected = Buffer.from(twilioSignature(authToken, variant, params), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
