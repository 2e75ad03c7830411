import { z } from 'zod';
import { ruleMessage } from './rule-messages';

/*
 * Message preferences: each member chooses, per kind of message, which channels
 * reach them. Only explicit choices are stored (migration 0070); everything else follows the
 * defaults below, so a new kind or channel needs no backfill.
 */

/**
 * The kinds of message a member chooses channels for. Content notices count as event notices;
 * `duties` are the reminders of a volunteer's duties (their defaults are the reminders').
 * `conversations`: new posts in followed conversations and mentions (push, and an hourly email
 * digest; never texts: a text per post would be noise).
 */
export const MESSAGE_KINDS = [
  'eventNotices',
  'reminders',
  'staffMessages',
  'duties',
  'conversations',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const messageKindSchema = z.enum(MESSAGE_KINDS);
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);

/** What the defaults look at in a member. */
export interface PreferenceFacts {
  /** A phone number is on the card (texts need one). */
  hasPhone: boolean;
  /** Push is enabled in a browser of theirs. */
  hasPush?: boolean;
}

/**
 * The default for a kind and channel: email on; SMS on for reminders when there is a phone
 * number; push off until the member enables it in a browser, then on for every kind. Staff messages keep texting a member
 * with a phone when the staff send by SMS (as they did before preferences) until the member
 * turns it off; event notices go by email only unless the member chooses texts.
 */
export function defaultPreference(
  kind: MessageKind,
  channel: MessageChannel,
  facts: PreferenceFacts,
): boolean {
  if (channel === 'email') return true;
  if (channel === 'sms')
    return kind !== 'eventNotices' && kind !== 'conversations' && facts.hasPhone;
  return facts.hasPush === true;
}

/** One stored (explicit) choice. */
export interface StoredPreference {
  kind: MessageKind;
  channel: MessageChannel;
  enabled: boolean;
}

export type PreferenceGrid = Record<MessageKind, Record<MessageChannel, boolean>>;

/** The member's whole grid: the stored choices over the defaults. */
export function effectivePreferences(
  stored: readonly StoredPreference[],
  facts: PreferenceFacts,
): PreferenceGrid {
  const grid = {} as PreferenceGrid;
  for (const kind of MESSAGE_KINDS) {
    grid[kind] = {} as Record<MessageChannel, boolean>;
    for (const channel of MESSAGE_CHANNELS)
      grid[kind][channel] = defaultPreference(kind, channel, facts);
  }
  for (const s of stored) grid[s.kind][s.channel] = s.enabled;
  return grid;
}

const channelsSchema = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

export const preferenceGridSchema = z.object({
  eventNotices: channelsSchema,
  reminders: channelsSchema,
  staffMessages: channelsSchema,
  /** Reminders of the duties one signed up for (issue 28). */
  duties: channelsSchema,
  /** New posts in followed conversations and mentions (issue 29): push and the email digest. */
  conversations: channelsSchema,
});

/** Channels a kind may be sent by: conversations never by text. */
export function kindOffersChannel(kind: MessageKind, channel: MessageChannel): boolean {
  return !(kind === 'conversations' && channel === 'sms');
}

/** GET /api/me/preferences and GET /api/contacts/:id/preferences. */
export const messagePreferencesSchema = z.object({
  preferences: preferenceGridSchema,
  /** Whether a phone number is on the card (without one, texts cannot be chosen). */
  hasPhone: z.boolean(),
  /** Whether push can be chosen: notifications are on in a browser of theirs. */
  pushAvailable: z.boolean(),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/** PUT /api/me/preferences: the choices to change (any subset of the grid). */
export const messagePreferencesUpdateSchema = z.object({
  changes: z
    .array(
      z.object({ kind: messageKindSchema, channel: messageChannelSchema, enabled: z.boolean() }),
    )
    .min(1)
    .max(MESSAGE_KINDS.length * MESSAGE_CHANNELS.length)
    .refine(
      (changes) => changes.every((c) => !c.enabled || kindOffersChannel(c.kind, c.channel)),
      ruleMessage('conversationsNoSms'),
    ),
});
export type MessagePreferencesUpdate = z.infer<typeof messagePreferencesUpdateSchema>;
