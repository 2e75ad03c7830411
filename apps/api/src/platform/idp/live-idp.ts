import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { NotificationListener } from '../db/notification-listener';
import { IDP_KEYS_CHANNEL } from '../secrets.queries';
import {
  KEY_CHECK_INTERVAL_MS,
  liveRetiredKeys,
  verificationKeys,
  type IdpKeys,
  type RetiredSigningKey,
} from './signing-keys';

export interface LiveIdpOptions {
  /** The keys loaded at start. */
  keys: IdpKeys;
  /** An oidc-provider signing with `keys.signingKey` (createEmbeddedIdp). */
  build: (keys: IdpKeys) => Provider;
  /** Reads the keys again from their store; absent: they never change (tests). */
  load?: () => Promise<IdpKeys>;
  /** PostgreSQL's listening connection: a rotation's NOTIFY makes every replica read at once. */
  listener?: NotificationListener | null;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}

type Callback = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The embedded IdP with the key ring it signs and verifies with, kept current while the server
 * runs: every KEY_CHECK_INTERVAL_MS (and on PostgreSQL at once, on a rotation's NOTIFY) the keys
 * are read again; a new signing key replaces the provider (oidc-provider reads its keys once),
 * so every replica signs with a rotated key within a check, without a restart. What is published
 * and trusted is computed at each use, so a retired key leaves the JWKS when its grace ends.
 */
export class LiveIdp {
  private keyRing: IdpKeys;
  private current: { provider: Provider; callback: Callback };
  /** Keys this process signed with that the store no longer lists (a restored backup). */
  private ownRetired: RetiredSigningKey[] = [];
  private refreshing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly now: () => Date;
  /** Where a switch of keys and a failed read are told (the server's log, once it has one). */
  log: LiveIdpOptions['log'];

  constructor(private readonly opts: LiveIdpOptions) {
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log;
    this.keyRing = opts.keys;
    this.current = this.providerFor(opts.keys);
  }

  get keys(): IdpKeys {
    return this.keyRing;
  }

  /** The provider signing with the current key (interactionDetails, interactionResult). */
  get provider(): Provider {
    return this.current.provider;
  }

  /** The current provider's request handler. */
  get callback(): Callback {
    return this.current.callback;
  }

  /** What the JWKS publishes and the API trusts now. */
  verificationKeys(): JWK[] {
    return verificationKeys(this.keyRing, this.now());
  }

  /** Reads the keys from their store and applies them (calls at once share one read). */
  refresh(): Promise<void> {
    if (!this.opts.load) return Promise.resolve();
    this.refreshing ??= this.opts
      .load()
      .then((fresh) => this.apply(fresh))
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /** Takes `fresh` keys: a new signing key gets a provider of its own. */
  apply(fresh: IdpKeys): void {
    const previous = this.keyRing.signingKey;
    const now = this.now();
    const known = (kid: string | undefined) =>
      fresh.signingKey.kid === kid || fresh.retiredKeys.some((r) => r.key.kid === kid);
    // Tokens this process signed stay good for the grace, even if the store forgot the key.
    if (!known(previous.kid) && !this.ownRetired.some((r) => r.key.kid === previous.kid)) {
      this.ownRetired.push({ key: previous, retiredAt: now.toISOString() });
    }
    this.ownRetired = liveRetiredKeys(this.ownRetired, now).filter((r) => !known(r.key.kid));
    this.keyRing = { ...fresh, retiredKeys: [...fresh.retiredKeys, ...this.ownRetired] };
    if (fresh.signingKey.kid !== previous.kid) {
      this.current = this.providerFor(this.keyRing);
      this.log?.info(
        { kid: fresh.signingKey.kid, previous: previous.kid },
        'the IdP signs with a new key (rotated)',
      );
    }
  }

  /** Follows the store: a timer, and PostgreSQL's NOTIFY when there is a listener. */
  async start(): Promise<void> {
    if (!this.opts.load || this.timer) return;
    const check = (why: string) => () =>
      void this.refresh().catch((err: unknown) =>
        this.log?.warn({ err }, `reading the IdP keys (${why}) failed; trying again`),
      );
    this.timer = setInterval(check('timer'), KEY_CHECK_INTERVAL_MS);
    this.timer.unref();
    if (this.opts.listener) {
      this.unsubscribe = await this.opts.listener.subscribe(IDP_KEYS_CHANNEL, {
        notify: check('rotation'),
        // A rotation may have been missed while the connection was down.
        resumed: check('reconnected'),
      });
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
  }

  private providerFor(keys: IdpKeys) {
    const provider = this.opts.build(keys);
    return { provider, callback: provider.callback() as Callback };
  }
}
