/* eslint-disable max-lines -- one interface per table, the whole database in one place: schema.test.ts compares it with the migrated database */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamp the database fills in when an insert leaves it out (`default now()`). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp with no default: every insert gives it. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
/**
 * Accent- and case-folded text of a row for search, kept by PostgreSQL (a generated column of
 * migration 0040): read in queries, never written.
 */
type SearchText = ColumnType<string | null, never, never>;

export interface AffiliationTable {
  id: Generated<number>;
  name: string;
}

export interface ContactTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  /** Unique case-insensitively (index on lower(email)); set on create only. */
  email: string | null;
  phone: string | null;
  language: Generated<string>;
  profile_image_key: string | null;
  /** The directory's small copy (migration 0051); null for photos stored before it. */
  profile_thumb_key: string | null;
  twitter: string | null;
  insta: string | null;
  tiktok: string | null;
  related_player_id: number | null;
  related_player_name: string | null;
  related_player_is_coach: Generated<boolean>;
  relation_to_player: string | null;
  alternate_description: string | null;
  is_site_user: Generated<boolean>;
  is_connected_to_player: Generated<boolean>;
  hide_contact_from_others: Generated<boolean>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  affiliation_id: number | null;
  /** Secret of the member's private calendar feed URL; replaced to revoke it. */
  calendar_token: string | null;
  /**
   * When the member's sign-in was last turned off (migration 0062): access tokens issued until
   * then are refused even after it is turned on again.
   */
  sign_in_revoked_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** When the last invitation to sign in was queued (migration 0084); null: never invited. */
  invited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * No one chose this contact's name yet (migration 20261128T0800): ADMIN_EMAILS made it from an
   * address. The portal asks the member for their name; saving one clears it.
   */
  needs_name: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by a trigger on every update (migration 0063): the item's ETag. */
  version: ColumnType<number, never, never>;
  search_text: SearchText;
}

export interface LoginCodeTable {
  id: Generated<string>;
  contact_id: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: RequiredTimestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Per-email sign-in limits, whatever the address (migration 0060); see idp/sign-in-limits.ts. */
export interface SignInLimitTable {
  /** SHA-256 of the trimmed, lower-cased email. */
  email_hash: string;
  failures: Generated<number>;
  last_failure_at: Timestamp | null;
  locked_until: Timestamp | null;
  updated_at: Generated<Date>;
}

/** One row per sign-in code request let through (migration 0060), counted per hour and day. */
export interface SignInCodeRequestTable {
  id: Generated<number>;
  email_hash: string;
  created_at: Generated<Date>;
}

/** oidc-provider's models (sessions, grants, codes, refresh tokens...) for the embedded IdP. */
export interface OidcPayloadTable {
  id: string;
  type: string;
  payload: ColumnType<unknown, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface MessageTable {
  id: Generated<string>;
  kind: string;
  message_types: string;
  subject: string;
  body: string;
  body_es: string | null;
  created_by: string | null;
  recipient_count: number;
  created_at: Timestamp;
  /** Its season (migration 20261127T1841); set to the current one on insert. */
  season_id: ColumnType<number, number | undefined, number>;
}

export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface DeliveryTable {
  id: Generated<string>;
  message_id: string;
  channel: 'email' | 'sms' | 'push';
  recipient: string | null;
  recipient_label: string | null;
  /** Push (migration 0073): the page the notification opens; null for email and texts. */
  url: ColumnType<string | null, string | null | undefined, string | null>;
  language: string;
  subject: string;
  text: string;
  html: string | null;
  /** JSON list of { filename, contentType, content (base64) }. */
  attachments: ColumnType<unknown, string | null, string | null>;
  /** JSON object of extra email headers (List-Unsubscribe, migration 0074); null for none. */
  headers: ColumnType<unknown, string | null | undefined, string | null>;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** Lease of the worker sending it; a 'sending' row whose lease ran out was cut off mid-send. */
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  /**
   * The person a text is for (migration 0080): its number must be their verified one. Null: a
   * number staff typed (it must be someone's verified number), or an email or push.
   */
  contact_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code confirming the number (migration 0080): the one text an unverified number gets. */
  phone_code: Generated<boolean>;
}

/** What the dev transport "sent": shown at /dev/mailbox in DEMO mode. */
export interface DevMailboxTable {
  id: Generated<number>;
  channel: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

export interface AppStateTable {
  key: string;
  value: string;
}

export interface ContentTable {
  id: Generated<string>;
  description: string;
  file_name: string;
  file_type: string;
  content_type: string;
  blob_key: string;
  thumbnail_key: string | null;
  /** A picture's display copy (migration 0052); null for other files and older uploads. */
  display_key: string | null;
  size_bytes: Generated<number>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  category: string;
  is_featured: Generated<boolean>;
  is_banner: Generated<boolean>;
  sort_order: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by a trigger on every update (migration 0063): the item's ETag. */
  version: ColumnType<number, never, never>;
  search_text: SearchText;
}

export interface ContentAffiliationTable {
  content_id: string;
  affiliation_id: number;
}

export interface EventTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  location_id: number | null;
  image_url: string | null;
  linked_content_id: string | null;
  sequence: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by a trigger on every update (migration 0063): the item's ETag. */
  version: ColumnType<number, never, never>;
  search_text: SearchText;
  /** Where it is played (migration 0068); a venue in use cannot be deleted. */
  venue_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** How long before the start families should arrive ("Arrive by 5:15 PM"), in minutes. */
  arrival_minutes_before: ColumnType<number | null, number | null | undefined, number | null>;
  /** When it ends (migration 20261127T1514); null: an hour from the start, as the export says. */
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** game, practice, tournament or meeting (migration 20261127T1616); null: none given. */
  event_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** A game's opponent, free text. */
  opponent: ColumnType<string | null, string | null | undefined, string | null>;
  /** The weekly series it was created in; its occurrences share it. */
  series_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its season (migration 20261127T1841); set to the current one on insert. */
  season_id: ColumnType<number, number | undefined, number>;
  /** What a schedule import matched it by (migration 20261127T1939), unique per season (20261127T2247). */
  import_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A park or other place events are held (migration 0068). */
export interface VenueTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  /** Parking, which gate: shown on the event page. */
  notes: Generated<string>;
  /** Spanish name and notes; empty: Spanish readers see the English text. */
  name_es: Generated<string>;
  notes_es: Generated<string>;
  version: ColumnType<number, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventAffiliationTable {
  event_id: string;
  affiliation_id: number;
}

export interface EventTranslationTable {
  event_id: string;
  language: string;
  field_name: 'Name' | 'Description';
  contents: string;
}

export interface RsvpTable {
  id: Generated<string>;
  event_id: string;
  contact_id: string;
  status: 'yes' | 'no';
  phone: string | null;
  email: string | null;
  language: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A family's short note with its answer (migration 20261127T1515), at most 140 characters. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The confirmation still pending per event and person who answered (migration 20261127T1515):
 * answers within a minute of each other rewrite one delivery instead of queueing another.
 */
export interface RsvpConfirmationTable {
  event_id: string;
  actor_id: string;
  delivery_id: string | null;
  /** JSON list of { contactId, status }: the answers the pending email lists, in order. */
  answers: ColumnType<unknown, string | undefined, string>;
  due_at: Timestamp;
}

export interface PinnedPostTable {
  id: Generated<number>;
  post_link: string;
  post_name: string;
  post_sub_name: Generated<string>;
  sort_order: Generated<number>;
  /** Spanish title and text (migration 0064); empty: Spanish readers see the English post. */
  title_es: Generated<string>;
  text_es: Generated<string>;
  /**
   * The last day it is shown, in the team's time zone: written as text (YYYY-MM-DD), and read as
   * text too (to_char in pinned.queries.ts), as selected plainly the drivers give a Date.
   */
  expires_on: ColumnType<Date | null, string | null | undefined, string | null>;
  /** Raised by a trigger when what the post says changes (not by reordering). */
  version: ColumnType<number, never, never>;
}

export interface SearchableLinkTable {
  id: Generated<number>;
  link_name: string;
  url: string;
  viewable_permissions: ColumnType<string[], string[] | undefined, string[]>;
}

export interface FormRequestTable {
  id: Generated<string>;
  kind: 'jersey' | 'gift';
  submitted_by: string | null;
  submitted_by_name: string;
  first_name: string;
  last_name: string;
  jersey_name: string;
  jersey_number: number;
  jersey_size: string;
  jersey_position: Generated<number>;
  jersey_index: string;
  created_at: Timestamp;
  /** Migration 0065: open until an admin marks the item fulfilled (when and by whom). */
  status: Generated<'open' | 'fulfilled'>;
  fulfilled_at: Timestamp | null;
  fulfilled_by: string | null;
  /** Its season (migration 20261127T1841); set to the current one on insert. */
  season_id: ColumnType<number, number | undefined, number>;
  /** The team it is for (migration 20261127T2248); null with one team and before. */
  team_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A family (migration 0069): its guardians answer RSVPs for its members. */
export interface HouseholdTable {
  id: Generated<number>;
  /** Unique case-insensitively. */
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type HouseholdRole = 'guardian' | 'player' | 'sibling';

/** A contact belongs to at most one household (contact_id is unique). */
export interface HouseholdMemberTable {
  household_id: number;
  contact_id: string;
  role: HouseholdRole;
  created_at: Timestamp;
}

/** One row (id 1): raised by triggers on every write to the shared tables (migration 0050). */
export interface DataVersionTable {
  id: number;
  version: number;
}

/**
 * The version of each household's answers (migration 20261128T0218), raised by a trigger on
 * rsvps: `h<household id>`, `c<contact id>` for someone in none, `*` for a TRUNCATE.
 */
export interface RsvpVersionTable {
  scope: string;
  version: Generated<number>;
}

/** Signing secrets shared by every replica (migration 0061); see platform/secrets.ts. */
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

/** A number that replied STOP or that Twilio refused with 21610 (migration 0071). */
export interface SmsOptOutTable {
  phone: string;
  opted_out_at: Timestamp;
  source: 'stop-keyword' | 'carrier-21610';
  /** Set by START; the number is opted out while it is null. */
  opted_in_at: Timestamp | null;
}

/** A text posted to the SMS webhook, handled once (migration 0077). */
export interface SmsInboundMessageTable {
  message_sid: string;
  /** The reply given (TwiML's text), null when none or while the first handling runs. */
  reply: string | null;
  received_at: Timestamp;
}

/** One number's texts with the office (migration 0085): the inbox lists these, newest first. */
export interface SmsConversationTable {
  id: Generated<string>;
  /** The number, E.164 as Twilio gives it. */
  phone: string;
  /** The latest text in or out: the inbox's order. */
  last_at: Timestamp;
}

/** A text in a conversation (migration 0085): a free-text reply, or the office's answer. */
export interface SmsConversationMessageTable {
  id: Generated<string>;
  conversation_id: string;
  direction: 'in' | 'out';
  body: string;
  at: Timestamp;
  /** Inbound: Twilio's id (unique, so a replay stores nothing twice). */
  message_sid: string | null;
  /** Inbound: the contact whose phone the number is, when one is. */
  contact_id: string | null;
  /** Inbound: the event of the latest reminder texted to the number, when recent. */
  event_id: string | null;
  /** Inbound: when the office read it; null while unread. */
  read_at: Timestamp | null;
  /** Outbound: the staff member who answered. */
  answered_by: string | null;
  /** Outbound: the outbox message carrying the answer (its delivery is in the ledger). */
  message_id: string | null;
}

/** Requests counted for a rate limit in one window (migration 0078; platform/rate-limit). */
export interface RateLimitHitTable {
  /** The limited route, as "METHOD /url" (each route counts on its own, as the plugin does). */
  route: string;
  /** SHA-256 of the limit's key: an address, a member, an address and email. */
  key_hash: string;
  /** The window's length: a route may count the same key over windows of different lengths. */
  window_ms: number;
  hits: number;
  expires_at: RequiredTimestamp;
}

/** A contact's number confirmed with a code texted to it (migration 0080). */
export interface PhoneVerificationTable {
  contact_id: string;
  /** The number confirmed; verified while it is still the contact's phone (E.164). */
  phone: string;
  verified_at: Generated<Date>;
}

/** A code texted to confirm a number (migration 0080): hashed, with its tries and expiry. */
export interface PhoneVerificationCodeTable {
  id: Generated<string>;
  contact_id: string;
  phone: string;
  /** The member who asked for it (the card's owner, a guardian, an admin): limits count it. */
  requested_by: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: RequiredTimestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

/**
 * A contact's sign-ins through the embedded IdP (migration 0084): the first and the latest. Only
 * the first (an insert) raises the data version: the admins' directory shows "Signed in".
 */
export interface ContactSignInTable {
  contact_id: string;
  first_at: Generated<Date>;
  last_at: Generated<Date>;
}

/** A browser a member enabled push notifications on (migration 0073). */
export interface PushSubscriptionTable {
  id: Generated<string>;
  contact_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string | null;
  created_at: Generated<Date>;
}

/** A member's explicit channel choice for a kind of message (migration 0070). */
export interface MessagePreferenceTable {
  contact_id: string;
  kind: 'eventNotices' | 'reminders' | 'staffMessages' | 'duties' | 'conversations';
  channel: 'email' | 'sms' | 'push';
  enabled: boolean;
  updated_at: Timestamp;
}

/** An event's reminders (migration 0072); no row: the defaults, 48 h and 3 h, both on. */
export interface EventReminderSettingsTable {
  event_id: string;
  unanswered_hours: number;
  unanswered_on: boolean;
  going_hours: number;
  going_on: boolean;
}

/** A reminder claimed for a person (migration 0072): unique per event, contact, kind and slot. */
export interface EventReminderTable {
  id: Generated<string>;
  event_id: string;
  contact_id: string;
  kind: 'unanswered' | 'going' | 'manual';
  /** The event's start (ISO) for automatic kinds, the team-zone day for "remind now". */
  slot: string;
  message_id: string | null;
  /** The number the reminder was texted to (a Y/N reply from it answers this event). */
  phone: string | null;
  created_at: Timestamp;
}

/** Who was sent an event's notice (migration 20261127T1310): told again if it is cancelled. */
export interface EventInvitationTable {
  event_id: string;
  contact_id: string;
  invited_at: Timestamp;
}

/** What a deleted event leaves for calendar feeds, 30 days (migration 20261127T1310). */
export interface CancelledEventTable {
  /** The event's id: the feed's UID stays the same, so calendars drop the event. */
  id: string;
  name: string;
  /** The name's translations, as event_translations holds them (language, fieldName, contents). */
  name_translations: ColumnType<unknown, string | undefined, string>;
  date: RequiredTimestamp;
  location_id: number | null;
  /** The cancellation's SEQUENCE: above the last one the event was sent with. */
  sequence: number;
  /** The event's audience when it was deleted (none: everyone). */
  affiliation_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Its teams when it was deleted (none: club-wide; migration 20261127T1615). */
  team_ids: ColumnType<number[], number[] | undefined, number[]>;
  cancelled_at: Timestamp;
  /** Its season (migration 20261127T1841); set to the current one on insert. */
  season_id: ColumnType<number, number | undefined, number>;
}

/** One of the club's teams (migration 20261127T1615); the first is made from TEAM_NAME. */
export interface TeamTable {
  id: Generated<number>;
  /** Unique case-insensitively. */
  name: string;
  /** What labels an event of the team ("12U"). */
  short_name: string;
  sort_order: Generated<number>;
  created_at: Timestamp;
  /** False once a new season started without it (migration 20261127T1841); its roster is kept. */
  active: Generated<boolean>;
  /** Its own roster feed (migration 20261127T2246); null: the club's default roster. */
  roster_url: string | null;
}

/** A season of the club (migration 20261127T1841): one is current (archived_at null). */
export interface SeasonTable {
  id: Generated<number>;
  name: string;
  starts_on: RequiredTimestamp;
  ends_on: RequiredTimestamp;
  archived_at: Timestamp | null;
  created_at: Timestamp;
}

export type TeamRole = 'player' | 'coach' | 'manager';

/** On a team's roster (player, coach) or administering it (manager); once per team. */
export interface TeamMemberTable {
  team_id: number;
  contact_id: string;
  role: TeamRole;
}

/** The teams an event is for; no row: the event is club-wide. */
export interface EventTeamTable {
  event_id: string;
  team_id: number;
}

/** A duty of an event (migration 20261127T2158): what it needs volunteers for. */
export interface EventDutyTable {
  id: Generated<number>;
  event_id: string;
  name_en: string;
  name_es: string;
  slots: number;
  note: Generated<string>;
  at: Timestamp | null;
  signup_closes_at: Timestamp | null;
  sort_order: Generated<number>;
  template_key: string | null;
  created_at: Timestamp;
}

/** Who took a duty's slot, and who signed them up. */
export interface DutySignupTable {
  id: Generated<number>;
  duty_id: number;
  contact_id: string;
  signed_up_by: string | null;
  created_at: Timestamp;
  reminded_at: Timestamp | null;
}

/** A (duty, person) already reminded (migration 20261128T1800): once, whatever their sign-ups. */
export interface DutyReminderSentTable {
  duty_id: number;
  contact_id: string;
  reminded_at: RequiredTimestamp;
}

/** Who came to an event (migration 20261128T0114): one row per player once its manager saves. */
export interface EventAttendanceTable {
  event_id: string;
  contact_id: string;
  present: boolean;
  recorded_by: string | null;
  recorded_at: Timestamp;
}

/** A season's duty template, the club's (team_id null) or a team's (migration 20261128T0216). */
export interface DutyTemplateTable {
  id: Generated<number>;
  name: string;
  /** '' for none: the English name shows. */
  name_es: Generated<string>;
  team_id: number | null;
  season_id: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: Timestamp;
}

/** A duty of a template; its times in minutes before the game's start. */
export interface DutyTemplateItemTable {
  id: Generated<number>;
  template_id: number;
  name_en: string;
  name_es: string;
  slots: number;
  note: Generated<string>;
  minutes_before: number | null;
  closes_minutes_before: number | null;
  sort_order: Generated<number>;
}

/** A ride offered to an event (migration 20261128T0217): one per driver and event. */
export interface RideOfferTable {
  id: Generated<number>;
  event_id: string;
  driver_id: string;
  seats: number;
  from_where: string;
  leaves_at: Timestamp | null;
  direction: 'both' | 'there' | 'back';
  note: Generated<string>;
  created_at: Timestamp;
}

/** A ride asked for (migration 20261128T0217); `offer_id`: the offer that accepted it. */
export interface RideRequestTable {
  id: Generated<number>;
  event_id: string;
  asker_id: string;
  seats: number;
  from_where: string;
  note: Generated<string>;
  offer_id: number | null;
  matched_at: Timestamp | null;
  created_at: Timestamp;
}

/** A photo of an event's album (migration 20261128T0805): its re-encoded copies' blob keys. */
export interface EventPhotoTable {
  id: Generated<number>;
  event_id: string;
  uploader_id: string | null;
  display_key: string;
  thumb_key: string;
  width: number;
  height: number;
  bytes: number;
  caption: Generated<string>;
  created_at: Timestamp;
  /** Tags a child without consent: shown to its uploader and the managers only (0810). */
  held: Generated<boolean>;
}

/** A child allowed in team photos by a guardian (migration 20261128T0810); no row: not. */
export interface PhotoConsentTable {
  contact_id: string;
  set_by: string | null;
  set_at: Timestamp;
}

/** Who is in a photo, as its uploader tagged it (migration 20261128T0810). */
export interface EventPhotoTagTable {
  photo_id: number;
  contact_id: string;
}

/** A member's request to take a photo down (migration 20261128T0810). */
export interface PhotoTakedownTable {
  id: Generated<number>;
  photo_id: number;
  requester_id: string;
  reason: Generated<string>;
  created_at: Timestamp;
}

/** The teams a content item is for (migration 20261127T2248); no row: club-wide. */
export interface ContentTeamTable {
  content_id: string;
  team_id: number;
}

/** The teams a pinned post is for (migration 20261127T2248); no row: club-wide. */
export interface PinnedPostTeamTable {
  post_id: number;
  team_id: number;
}

/** At most one per subject (exactly one of the three set): see 20261128T0215_conversations. */
export interface ConversationTable {
  id: Generated<number>;
  event_id: string | null;
  pinned_post_id: number | null;
  content_id: string | null;
  locked_at: Timestamp | null;
  locked_by: string | null;
  created_at: Timestamp;
}

/** Who follows a conversation (20261128T0804); `unfollowed_at` set: they stopped. */
export interface ConversationFollowTable {
  contact_id: string;
  conversation_id: number;
  created_at: Generated<Timestamp>;
  unfollowed_at: Timestamp | null;
}

/** The members a post mentions, by contact id (20261128T0804). */
export interface ConversationPostMentionTable {
  post_id: number;
  contact_id: string;
}

/** Each member's last conversation digest: the hourly claim (20261128T0804). */
export interface ConversationDigestTable {
  contact_id: string;
  last_post_id: Generated<number>;
  sent_at: RequiredTimestamp;
}

export interface ConversationPostTable {
  id: Generated<number>;
  conversation_id: number;
  /** A top-level post of the same conversation (one level deep). */
  parent_id: number | null;
  author_id: string | null;
  body: string;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  deleted_at: Timestamp | null;
  hidden_at: Timestamp | null;
  hidden_reason: string | null;
  hidden_by: string | null;
}

/** See 20261128T0802_conversation_mutes: `team_id` null is an admin's club-wide mute. */
export interface ConversationMuteTable {
  id: Generated<number>;
  contact_id: string;
  team_id: number | null;
  until: RequiredTimestamp;
  reason: string | null;
  muted_by: string | null;
  created_at: Timestamp;
  lifted_at: Timestamp | null;
  lifted_by: string | null;
}

/** See 20261128T0803_conversation_reports: one per member and post. */
export interface ConversationReportTable {
  id: Generated<number>;
  post_id: number;
  reporter_id: string | null;
  reason: string | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
  resolution: 'hidden' | 'dismissed' | null;
}

/** The newest post a member was shown of a conversation: see 20261128T0801_conversation_reads. */
export interface ConversationReadTable {
  contact_id: string;
  conversation_id: number;
  last_read_post_id: number;
  updated_at: Generated<Timestamp>;
}

export interface Database {
  affiliations: AffiliationTable;
  contacts: ContactTable;
  login_codes: LoginCodeTable;
  oidc_payloads: OidcPayloadTable;
  sign_in_limits: SignInLimitTable;
  sign_in_code_requests: SignInCodeRequestTable;
  messages: MessageTable;
  deliveries: DeliveryTable;
  dev_mailbox: DevMailboxTable;
  audit_log: AuditLogTable;
  app_state: AppStateTable;
  content: ContentTable;
  content_affiliations: ContentAffiliationTable;
  events: EventTable;
  venues: VenueTable;
  event_affiliations: EventAffiliationTable;
  event_translations: EventTranslationTable;
  rsvps: RsvpTable;
  rsvp_versions: RsvpVersionTable;
  rsvp_confirmations: RsvpConfirmationTable;
  pinned_posts: PinnedPostTable;
  searchable_links: SearchableLinkTable;
  form_requests: FormRequestTable;
  data_version: DataVersionTable;
  server_secrets: ServerSecretTable;
  households: HouseholdTable;
  household_members: HouseholdMemberTable;
  message_preferences: MessagePreferenceTable;
  sms_opt_outs: SmsOptOutTable;
  sms_inbound_messages: SmsInboundMessageTable;
  sms_conversations: SmsConversationTable;
  sms_conversation_messages: SmsConversationMessageTable;
  rate_limit_hits: RateLimitHitTable;
  push_subscriptions: PushSubscriptionTable;
  event_reminder_settings: EventReminderSettingsTable;
  event_reminders: EventReminderTable;
  event_invitations: EventInvitationTable;
  cancelled_events: CancelledEventTable;
  phone_verifications: PhoneVerificationTable;
  phone_verification_codes: PhoneVerificationCodeTable;
  contact_sign_ins: ContactSignInTable;
  teams: TeamTable;
  team_members: TeamMemberTable;
  event_teams: EventTeamTable;
  content_teams: ContentTeamTable;
  pinned_post_teams: PinnedPostTeamTable;
  seasons: SeasonTable;
  event_duties: EventDutyTable;
  duty_signups: DutySignupTable;
  duty_reminders_sent: DutyReminderSentTable;
  event_attendance: EventAttendanceTable;
  conversations: ConversationTable;
  conversation_posts: ConversationPostTable;
  conversation_follows: ConversationFollowTable;
  conversation_post_mentions: ConversationPostMentionTable;
  conversation_digests: ConversationDigestTable;
  conversation_mutes: ConversationMuteTable;
  conversation_reports: ConversationReportTable;
  conversation_reads: ConversationReadTable;
  duty_templates: DutyTemplateTable;
  duty_template_items: DutyTemplateItemTable;
  ride_offers: RideOfferTable;
  ride_requests: RideRequestTable;
  event_photos: EventPhotoTable;
  photo_consents: PhotoConsentTable;
  event_photo_tags: EventPhotoTagTable;
  photo_takedowns: PhotoTakedownTable;
}

export type ContactRow = Selectable<ContactTable>;
export type NewContact = Insertable<ContactTable>;
export type ContactUpdate = Updateable<ContactTable>;
export type DeliveryRow = Selectable<DeliveryTable>;
