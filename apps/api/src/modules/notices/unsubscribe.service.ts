import type { MessageKind } from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { escapeHtml } from '../../platform/html';
import type { Db } from '../../platform/db/database';
import { changePreferences, contactsForAddresses, preferencesOf } from './preferences.service';
import { signUnsubscribe, type UnsubscribeClaims } from './unsubscribe-links';
import { unsubscribeCatalog } from './unsubscribe.locales';
import { findLinkContact, insertUnsubscribeAudit } from './unsubscribe.queries';

type LinkContext = Pick<AppContext, 'config' | 'secrets'>;

/** The one-click link of a member and kind: the URL in List-Unsubscribe and in the footer. */
export function unsubscribeUrl(ctx: LinkContext, contactId: string, kind: MessageKind): string {
  const token = signUnsubscribe(ctx.secrets.unsubscribeLinks, { contactId, kind });
  return `${ctx.config.publicUrl}/api/unsubscribe/${token}`;
}

/**
 * Bulk email to a member (staff messages, event and content notices, reminders) carries the
 * RFC 8058 one-click headers and a visible footer link, both in the recipient's language and
 * for this kind. Mail to an address that is no member's (typed by staff) has no preference to
 * turn off, and other channels have no headers: those pass unchanged.
 */
export function withUnsubscribe<D extends DeliveryInput>(
  ctx: LinkContext,
  contactId: string | null | undefined,
  kind: MessageKind,
  delivery: D,
): D {
  if (!contactId || delivery.channel !== 'email') return delivery;
  const url = unsubscribeUrl(ctx, contactId, kind);
  const t = unsubscribeCatalog.in(delivery.language);
  const vars = { kind: t(`kinds.${kind}`), team: ctx.config.TEAM_NAME, url };
  const footerHtml =
    `<p style="font-family:sans-serif;font-size:13px;line-height:1.5;color:#4b5563;margin-top:24px">` +
    `${escapeHtml(t('footer.html', vars))} <a href="${escapeHtml(url)}">${escapeHtml(t('footer.link'))}</a></p>`;
  return {
    ...delivery,
    text: `${delivery.text}\n\n--\n${t('footer.text', vars)}\n`,
    html: delivery.html ? `${delivery.html}\n${footerHtml}` : null,
    headers: {
      ...delivery.headers,
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The same for a message addressed by email (staff messages): each email delivery's link names
 * the member whose address it is.
 */
export async function withUnsubscribeByEmail<D extends DeliveryInput>(
  ctx: LinkContext,
  db: Db,
  kind: MessageKind,
  deliveries: readonly D[],
): Promise<D[]> {
  const email = (d: D) => (d.channel === 'email' ? d.recipient : null);
  const contactOf = await contactsForAddresses(
    db,
    deliveries.map((d) => ({ email: email(d), phone: null })),
  );
  return deliveries.map((d) =>
    withUnsubscribe(ctx, contactOf({ email: email(d), phone: null }), kind, d),
  );
}

export type LinkContact = NonNullable<Awaited<ReturnType<typeof findLinkContact>>>;

/** The member and whether that kind still reaches them by email (GET: reads only). */
export async function describeUnsubscribe(ctx: AppContext, claims: UnsubscribeClaims) {
  const contact = await findLinkContact(ctx.db, claims.contactId);
  if (!contact) return null;
  const prefs = await preferencesOf(ctx.db, contact.id);
  return { contact, emailOn: prefs?.preferences[claims.kind].email ?? false };
}

/**
 * Turns the kind off by email for the member, as the profile stores it (an explicit choice),
 * and leaves every other kind and channel alone. Idempotent: already off, nothing is written.
 */
export async function unsubscribe(
  ctx: AppContext,
  claims: UnsubscribeClaims,
): Promise<{ contact: LinkContact; changed: boolean } | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const contact = await findLinkContact(trx, claims.contactId);
    if (!contact) return null;
    const prefs = await preferencesOf(trx, contact.id);
    if (!prefs?.preferences[claims.kind].email) return { contact, changed: false };
    await changePreferences(trx, contact.id, {
      changes: [{ kind: claims.kind, channel: 'email', enabled: false }],
    });
    await insertUnsubscribeAudit(trx, { contactId: contact.id, kind: claims.kind });
    return { contact, changed: true };
  });
}
