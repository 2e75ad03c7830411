import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_MAX_BYTES_DEFAULT, DEFAULT_PHONE_REGION, isPhoneRegion } from '@dugout/shared';
import type { JWK } from 'jose';
import { parseIdpCookieKeys, parseIdpPublishedKeys, parseIdpSigningKey } from './idp/signing-keys';
import { isLoopbackUrl } from './loopback';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** A signing secret given as a setting: long enough to resist guessing; empty means unset. */
const secretSetting = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .min(32, 'must be at least 32 characters (e.g. from openssl rand -base64 32)')
    .optional(),
);

/** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. A hop count becomes a function of the hop's
 * index (Fastify itself trusts no one for a bare number): the socket's peer and the next
 * `hops - 1` addresses are proxies, and the client is the address the last of them reported.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** `0`/`false`/empty, a hop count, or addresses/CIDRs (null when none of these). */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no') return false;
  // `true` used to trust every sender's header; it now means what the documentation says: one proxy.
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const list = v.split(',').map((s) => s.trim());
  const valid = list.every((entry) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    if (!family || extra !== undefined) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
  return valid && list.length > 0 ? list : null;
}

/**
 * Every setting, read from the environment once at start-up. docs/configuration.md's table
 * lists the same names and defaults; keep them in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL server only: connections per replica, and how long a request waits for one. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /**
   * On SIGTERM: how long requests in flight and the messages already with a transport get to
   * finish (the outbox's unsent claims are let go then); the process is forced out 5 s later.
   * Give the orchestrator a stop timeout above both (e.g. 20 s for the default 10 s).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * On SIGTERM, the first part of that grace: /api/ready answers 503 while the port stays open
   * and serves, so a load balancer takes the replica out before connections are refused. Unset:
   * 5 s, or half the grace when that is shorter.
   */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Deliveries one outbox claim takes: the replicas share a send in chunks this size. */
  OUTBOX_CLAIM_CHUNK: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * Prometheus metrics (docs/operating-metrics.md): a listener of their own on METRICS_PORT (unset:
   * none) at METRICS_HOST, and/or /metrics on the main port for a bearer METRICS_TOKEN (unset: 404).
   */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: secretSetting,
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The time zone event times are written in (emails, pages the server renders). */
  TEAM_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'TEAM_TIME_ZONE must be an IANA time zone such as America/New_York')
    .default('America/New_York'),
  TEAM_NAME: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'TEAM_NAME must be one word of letters and digits')
    .default('Riverhawks'),
  DEMO: bool.default(false),
  /**
   * RSVP confirmations wait this long for more answers by the same person to the same event
   * (a household answered one tap at a time): answers this close together make one email.
   */
  RSVP_CONFIRMATION_WINDOW_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  AUTH_MODE: z.enum(['embedded', 'auth0']).default('embedded'),
  AUTH0_DOMAIN: z.string().optional(),
  AUTH0_CLIENT_ID: z.string().optional(),
  AUTH_AUDIENCE: z.string().default('https://api.dugout.test'),
  PERMISSIONS_CLAIM: z.string().default('permissions'),
  MEMBER_ID_CLAIM: z.string().default('https://dugout.test/member_id'),
  ADMIN_EMAILS: z.string().default(''),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): `0` none, a hop count (`1`
   * one TLS proxy or load balancer), or a comma-separated list of proxy addresses or CIDRs.
   * Never every sender: the address keys the rate limits.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v, ctx): TrustProxy => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be 0, a hop count (1, 2...) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  MAIL_FROM: z.string().default('Riverhawks Portal <portal@riverhawks.test>'),
  SMTP_URL: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sending number (E.164) or a Messaging Service SID (MG...). */
  TWILIO_FROM: z.string().optional(),
  /** Overridable so tests (and a regional edge) can point it elsewhere. */
  TWILIO_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** Web Push's VAPID key pair (raw P-256, base64url); unset: created once in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be a raw P-256 public key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a raw P-256 private key, base64url')
    .optional(),
  /** `web-push` (the default) or `dev` (recorded at /dev/mailbox; the default with DEMO). */
  PUSH_TRANSPORT: z.enum(['web-push', 'dev']).optional(),
  /**
   * `off` stops this replica's automatic reminder tick (remind-now still works): for a server
   * whose seeded events must not send reminders on their own, such as the e2e servers.
   */
  REMINDERS: z.enum(['on', 'off']).default('on'),
  /**
   * The push services a browser's subscription may point at (comma-separated hosts; a leading dot
   * takes any subdomain): the server POSTs to the endpoint, so an arbitrary one would let a member
   * aim it at an internal address. Default: Chrome's, Firefox's, Edge's and Safari's services.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,.push.services.mozilla.com,.notify.windows.com,.push.apple.com'),
  /** Who push services may contact about our pushes; default mailto:CONTACT_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .optional(),
  TERMS_URL: z.string().default('/terms'),
  /**
   * The Terms of Service page's text, one file per language: `{lang}` in the path is replaced by
   * `en` or `es` (a language without its file gets the English one). Unset: the demo terms in
   * apps/api/terms/.
   */
  TERMS_FILE: z.string().optional(),
  PRIVACY_URL: z.string().default('https://www.milb.com/about/privacy'),
  CONTACT_EMAIL: z.string().default('info@riverhawks.test'),
  PLAYER_URL_TEMPLATE: z.string().default('https://www.milb.com/player/{id}'),
  /** The region (ISO 3166 code) a phone number written without +country is read in. */
  PHONE_REGION: z
    .string()
    .default(DEFAULT_PHONE_REGION)
    .transform((v) => v.trim().toUpperCase())
    .refine(isPhoneRegion, 'PHONE_REGION must be a two-letter region code, e.g. US'),
  /**
   * The countries texts may go to (comma-separated region codes; default PHONE_REGION): a number
   * elsewhere, or in no country (satellite +882, +881), is skipped with a reason in the ledger.
   */
  SMS_COUNTRIES: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((c) => c.trim().toUpperCase())
            .filter(Boolean),
    )
    .refine(
      (list) => list === undefined || (list.length > 0 && list.every(isPhoneRegion)),
      'SMS_COUNTRIES must be two-letter region codes separated by commas, e.g. US,CA',
    ),
  /**
   * The team roster in the MLB Stats API shape, e.g.
   * https://statsapi.mlb.com/api/v1/teams/{teamId}/roster?rosterType=fullRoster:
   * `{ roster: [{ person: { id, fullName }, position?: { code, name, type, abbreviation } }] }`;
   * coaches have no position. Unset: the built-in file (src/modules/contacts/default-roster.json).
   */
  ROSTER_URL: z.string().url().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Largest content upload (25 MB by default). */
  CONTENT_MAX_BYTES: z.coerce.number().int().positive().default(CONTENT_MAX_BYTES_DEFAULT),
  /** S3-compatible blob storage; the folder store (DATA_DIR/blobs) is used when S3_BUCKET is unset. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * The folder store (DATA_DIR/blobs) beside a PostgreSQL server: every replica reads the same
   * folder (a shared volume), or there is only one. A link signed by one replica names a file in
   * its folder, so another replica with a folder of its own answers it 404.
   */
  BLOB_DIR_SHARED: bool.default(false),
  /**
   * Signing secrets (docs/deploying.md). Unset: stored in the database when it is PostgreSQL
   * (shared by every replica), in DATA_DIR/keys on the embedded one.
   */
  RSVP_LINK_SECRET: secretSetting,
  UNSUBSCRIBE_LINK_SECRET: secretSetting,
  BLOB_SIGNING_SECRET: secretSetting,
  /** The embedded IdP's RS256 private key, as a JWK (JSON) or a PEM. */
  IDP_SIGNING_KEY: z.string().optional(),
  /** The embedded IdP's cookie keys, comma-separated, newest first. */
  IDP_COOKIE_KEYS: z.string().optional(),
  /**
   * RSA keys the embedded IdP publishes in its JWKS and the API trusts, never signing with them:
   * rotating IDP_SIGNING_KEY with no one signed out (docs/identity.md).
   */
  IDP_PUBLISHED_KEYS: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Every setting's name: docs/configuration.md has a row for each, and deploy/compose.yaml sets no
 * other (their tests).
 */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig extends Omit<Env, 'SHUTDOWN_DRAIN_DELAY_MS'> {
  /** Set, or its default from SHUTDOWN_GRACE_MS. */
  SHUTDOWN_DRAIN_DELAY_MS: number;
  publicUrl: string;
  dataDir: string;
  webDist: string | null;
  /** Issuer of access tokens: the embedded IdP's needs the trailing slash (see notes). */
  issuer: string;
  jwksUrl: string | null;
  clientId: string;
  adminEmails: string[];
  /** IDP_SIGNING_KEY, parsed (null: from the database or DATA_DIR/keys). */
  idpSigningKey: JWK | null;
  /** IDP_COOKIE_KEYS, parsed (null: from the database or DATA_DIR/keys). */
  idpCookieKeys: string[] | null;
  /** IDP_PUBLISHED_KEYS, parsed: public JWKs (null: none). */
  idpPublishedKeys: JWK[] | null;
  /** TERMS_FILE, absolute; may hold `{lang}`. */
  termsFile: string;
}

/** apps/api, from the bundle (dist/main.js) or from the sources (src/platform/config.ts). */
const apiRoot = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '..' : '../..',
);
const DEFAULT_TERMS_FILE = path.join(apiRoot, 'terms', 'terms.{lang}.md');

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const problems: string[] = [];
  let issuer: string;
  let jwksUrl: string | null;
  let clientId: string;
  if (e.AUTH_MODE === 'auth0') {
    if (!e.AUTH0_DOMAIN) problems.push('  AUTH0_DOMAIN: required when AUTH_MODE=auth0');
    if (!e.AUTH0_CLIENT_ID) problems.push('  AUTH0_CLIENT_ID: required when AUTH_MODE=auth0');
    const domain = (e.AUTH0_DOMAIN ?? '').replace(/^https?:\/\//, '').replace(/\/$/, '');
    issuer = `https://${domain}/`;
    jwksUrl = `https://${domain}/.well-known/jwks.json`;
    clientId = e.AUTH0_CLIENT_ID ?? '';
  } else {
    issuer = `${publicUrl}/idp/`;
    jwksUrl = null;
    clientId = 'dugout-spa';
  }
  if (e.DEMO && !isLoopbackUrl(publicUrl)) {
    problems.push(
      `  DEMO: demo mode (one-click sign-in as the site admin, /dev/mailbox with every sign-in` +
        ` code) runs only on this machine, but PUBLIC_URL is ${publicUrl}. Leave DEMO unset` +
        ` (or DEMO=0) on a deployment, or use a loopback PUBLIC_URL (localhost, *.localhost,` +
        ` 127.0.0.1, [::1]) to try the demo.`,
    );
  }
  let idpSigningKey: JWK | null = null;
  let idpCookieKeys: string[] | null = null;
  let idpPublishedKeys: JWK[] | null = null;
  if (e.IDP_SIGNING_KEY) {
    try {
      idpSigningKey = parseIdpSigningKey(e.IDP_SIGNING_KEY);
    } catch (err) {
      problems.push(`  IDP_SIGNING_KEY: ${(err as Error).message}`);
    }
  }
  if (e.IDP_COOKIE_KEYS) {
    try {
      idpCookieKeys = parseIdpCookieKeys(e.IDP_COOKIE_KEYS);
    } catch (err) {
      problems.push(`  IDP_COOKIE_KEYS: ${(err as Error).message}`);
    }
  }
  if (e.IDP_PUBLISHED_KEYS) {
    try {
      idpPublishedKeys = parseIdpPublishedKeys(e.IDP_PUBLISHED_KEYS);
    } catch (err) {
      problems.push(`  IDP_PUBLISHED_KEYS: ${(err as Error).message}`);
    }
  }
  const drainDelayMs =
    e.SHUTDOWN_DRAIN_DELAY_MS ?? Math.min(5_000, Math.floor(e.SHUTDOWN_GRACE_MS / 2));
  if (drainDelayMs > 0 && drainDelayMs >= e.SHUTDOWN_GRACE_MS) {
    problems.push(
      `  SHUTDOWN_DRAIN_DELAY_MS: ${drainDelayMs} is not within SHUTDOWN_GRACE_MS` +
        ` (${e.SHUTDOWN_GRACE_MS}); the drain is the grace's first part, leave time for the` +
        ` requests in flight`,
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    problems.push(
      `  METRICS_PORT: ${e.METRICS_PORT} is PORT too; give metrics a port of their own`,
    );
  }
  if (e.DATABASE_URL && !e.S3_BUCKET && !e.BLOB_DIR_SHARED) {
    problems.push(
      `  BLOB_DIR_SHARED: files are kept in DATA_DIR/blobs (no S3_BUCKET) beside a PostgreSQL` +
        ` server (DATABASE_URL), where several replicas may run; a file link one replica signs` +
        ` 404s on another unless they share the folder. Set S3_BUCKET, or BLOB_DIR_SHARED=true` +
        ` once every replica mounts the same DATA_DIR/blobs (or there is only one replica).`,
    );
  }
  const termsFile = e.TERMS_FILE ? path.resolve(e.TERMS_FILE) : DEFAULT_TERMS_FILE;
  if (!existsSync(termsFile.replaceAll('{lang}', 'en'))) {
    problems.push(`  TERMS_FILE: ${termsFile.replaceAll('{lang}', 'en')} does not exist`);
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const defaultDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    ...e,
    SHUTDOWN_DRAIN_DELAY_MS: drainDelayMs,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: e.WEB_DIST === '' ? null : path.resolve(e.WEB_DIST ?? defaultDist),
    issuer,
    jwksUrl,
    clientId,
    idpSigningKey,
    idpCookieKeys,
    idpPublishedKeys,
    termsFile,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  };
}
