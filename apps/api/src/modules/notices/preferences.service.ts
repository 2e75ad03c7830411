import {
  effectivePreferences,
  MESSAGE_CHANNELS,
  type MessageChannel,
  type MessageKind,
  type MessagePreferences,
  type MessagePreferencesUpdate,
  type PreferenceGrid,
} from '@dugout/shared';
import type { Db } from '../../platform/db/database';
import { deliveryReasonText } from '../../platform/outbox/delivery-reasons';
import { contactsWithPush } from '../../platform/push/push-subscriptions.queries';
import {
  contactsByAddress,
  preferenceContacts,
  savePreferences,
  storedPreferences,
} from './preferences.queries';

async function grids(db: Db, contactIds: readonly string[]): Promise<Map<string, PreferenceGrid>> {
  const ids = [...new Set(contactIds)];
  const [contacts, stored, withPush] = await Promise.all([
    preferenceContacts(db, ids),
    storedPreferences(db, ids),
    contactsWithPush(db, ids),
  ]);
  return new Map(
    contacts.map((c) => [
      c.id,
      effectivePreferences(
        stored.filter((s) => s.contact_id === c.id),
        { hasPhone: c.has_phone, hasPush: withPush.has(c.id) },
      ),
    ]),
  );
}

/** A member's whole grid, with what the form needs; null when there is no such contact. */
export async function preferencesOf(db: Db, contactId: string): Promise<MessagePreferences | null> {
  const [facts] = await preferenceContacts(db, [contactId]);
  if (!facts) return null;
  const grid = (await grids(db, [contactId])).get(contactId)!;
  // Push can be chosen once notifications are on in one of their browsers.
  const pushAvailable = (await contactsWithPush(db, [contactId])).has(contactId);
  return { preferences: grid, hasPhone: facts.has_phone, pushAvailable };
}

/** Stores the member's changes (the last one for a kind and channel wins). */
export async function changePreferences(
  db: Db,
  contactId: string,
  update: MessagePreferencesUpdate,
): Promise<void> {
  const unique = new Map(update.changes.map((c) => [`${c.kind}|${c.channel}`, c]));
  await savePreferences(db, contactId, [...unique.values()]);
}

/** The channels each contact chose for a kind of message (their choices over the defaults). */
export type ChannelChoice = Record<MessageChannel, boolean>;

/**
 * THE rule every send asks: the channels these contacts chose for this kind. A
 * contact missing from the map is not a member (an address typed by staff): nothing to honour.
 */
export async function channelsFor(
  db: Db,
  contactIds: readonly string[],
  kind: MessageKind,
): Promise<Map<string, ChannelChoice>> {
  const all = await grids(db, contactIds);
  return new Map([...all].map(([id, grid]) => [id, grid[kind]]));
}

/**
 * Why a delivery by `channel` must be skipped for a contact who chose `choice`, or null to send
 * it: the channel is off and the message goes by none of those they chose ("no channel"), or
 * the channel is off while another of the message's channels reaches them ("opted out").
 */
export function preferenceSkip(
  choice: ChannelChoice | undefined,
  channel: MessageChannel,
  sendChannels: readonly MessageChannel[],
): string | null {
  if (!choice || choice[channel]) return null;
  const chosen = MESSAGE_CHANNELS.filter((c) => choice[c]);
  if (chosen.length > 0 && !chosen.some((c) => sendChannels.includes(c)))
    return deliveryReasonText.noChannel();
  return deliveryReasonText.optedOut();
}

/**
 * The member an address belongs to, for a message addressed by email and phone (staff
 * messages): by email (case-insensitively) first, then by phone; undefined for an address that
 * is no member's (typed by staff).
 */
export async function contactsForAddresses(
  db: Db,
  addresses: readonly { email: string | null; phone: string | null }[],
): Promise<(address: { email: string | null; phone: string | null }) => string | undefined> {
  const emails = [...new Set(addresses.flatMap((a) => (a.email ? [a.email.toLowerCase()] : [])))];
  const phones = [...new Set(addresses.flatMap((a) => (a.phone ? [a.phone] : [])))];
  const contacts = await contactsByAddress(db, emails, phones);
  const byEmail = new Map<string, string>();
  const byPhone = new Map<string, string>();
  for (const c of contacts) {
    if (c.email) byEmail.set(c.email.toLowerCase(), c.id);
    if (c.phone && !byPhone.has(c.phone)) byPhone.set(c.phone, c.id);
  }
  return (a) =>
    (a.email ? byEmail.get(a.email.toLowerCase()) : undefined) ??
    (a.phone ? byPhone.get(a.phone) : undefined);
}

/** The channels chosen for a kind by the member each address belongs to (contactsForAddresses). */
export async function channelsForAddresses(
  db: Db,
  addresses: readonly { email: string | null; phone: string | null }[],
  kind: MessageKind,
): Promise<
  (address: {
    email: string | null;
    phone: string | null;
  }) => (ChannelChoice & { contactId: string }) | undefined
> {
  const contactOf = await contactsForAddresses(db, addresses);
  const ids = addresses.flatMap((a) => contactOf(a) ?? []);
  const choices = await channelsFor(db, ids, kind);
  return (a) => {
    const id = contactOf(a);
    const choice = id ? choices.get(id) : undefined;
    // With the member's id: a push goes to the member, not to an address.
    return id && choice ? { ...choice, contactId: id } : undefined;
  };
}
