import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_portal';
import * as m0040 from './0040_search';
import * as m0050 from './0050_data_version';
import * as m0051 from './0051_profile_thumbs';
import * as m0052 from './0052_content_display';
import * as m0060 from './0060_sign_in_limits';
import * as m0061 from './0061_server_secrets';
import * as m0062 from './0062_audit_log';
import * as m0063 from './0063_row_versions';
import * as m0064 from './0064_pinned_posts';
import * as m0065 from './0065_request_status';
import { phoneE164 } from './0066_phone_e164';
import * as m0067 from './0067_relation_codes';
import * as m0068 from './0068_venues';
import * as m0069 from './0069_households';
import * as m0070 from './0070_message_preferences';
import * as m0071 from './0071_sms_opt_outs';
import * as m0072 from './0072_event_reminders';
import * as m0073 from './0073_push_subscriptions';
import * as m0074 from './0074_delivery_headers';
import * as m0076 from './0076_directory_order';
import * as m0077 from './0077_sms_inbound_messages';
import * as m0078 from './0078_rate_limit_hits';
import * as m0080 from './0080_phone_verification';
import * as m0084 from './0084_invitations';
import * as m0085 from './0085_texts_inbox';
import * as m20261127T1207 from './20261127T1207_event_reminders_contact';
import * as m20261127T1310 from './20261127T1310_event_cancellations';
import * as m20261127T1514 from './20261127T1514_event_end_time';
import * as m20261127T1515 from './20261127T1515_rsvp_notes_confirmations';
import * as m20261127T1616 from './20261127T1616_event_types_series';
import { teams } from './20261127T1707_teams';
import * as m20261127T1841 from './20261127T1841_seasons';
import * as m20261127T1939 from './20261127T1939_event_import_keys';
import * as m20261127T2158 from './20261127T2158_event_duties';
import * as m20261127T2246 from './20261127T2246_team_roster_urls';
import * as m20261127T2247 from './20261127T2247_import_keys_per_season';
import * as m20261127T2248 from './20261127T2248_content_pinned_request_teams';
import * as m20261128T0113 from './20261128T0113_duty_reminder_preferences';
import * as m20261128T0114 from './20261128T0114_event_attendance';
import * as m20261128T0215 from './20261128T0215_conversations';
import * as m20261128T0216 from './20261128T0216_duty_templates';
import * as m20261128T0217 from './20261128T0217_rides';
import * as m20261128T0218 from './20261128T0218_rsvp_versions';
import * as m20261128T0219 from './20261128T0219_deliveries_sending_idx';
import * as m20261128T0800 from './20261128T0800_contact_needs_name';
import * as m20261128T0801 from './20261128T0801_conversation_reads';
import * as m20261128T0802 from './20261128T0802_conversation_mutes';
import * as m20261128T0803 from './20261128T0803_conversation_reports';
import * as m20261128T0804 from './20261128T0804_conversation_follows';
import * as m20261128T0805 from './20261128T0805_event_photos';
import * as m20261128T0810 from './20261128T0810_photo_consent_tags';
import * as m20261128T1800 from './20261128T1800_duty_reminders_sent';

/** What the migrations read from the deployment's settings. */
export interface MigrationSettings {
  /** Where a phone written without +country is (PHONE_REGION): 0066 stores phones as E.164. */
  phoneRegion: string;
  /**
   * The deployment's team (TEAM_NAME): 20261127T1707_teams makes the club's first team of it; absent,
   * the default of TEAM_NAME.
   */
  teamName?: string;
}

/**
 * Every migration, by the name Kysely records it under. They are listed here rather than read
 * from the folder so that the bundled server carries them; index.test.ts checks the list against
 * the folder.
 *
 * Kysely runs them in name order and refuses a database whose recorded history is not the start
 * of that order, so a migration that lands after a later-named one was run would lock that
 * database out. The numbered names below are recorded in existing databases and stay as they
 * are (and no new one is numbered): renaming them would make Kysely see them as missing. Every
 * new migration is named after the UTC minute it is written, `YYYYMMDDTHHMM_what_it_does`,
 * which sorts after every numbered one; before merging, a migration is renamed to a later
 * minute if the target branch already has one named after it.
 */
export function migrationsFor(settings: MigrationSettings): Record<string, Migration> {
  return {
    '0001_foundation': m0001,
    '0002_portal': m0002,
    '0040_search': m0040,
    '0050_data_version': m0050,
    '0051_profile_thumbs': m0051,
    '0052_content_display': m0052,
    '0060_sign_in_limits': m0060,
    '0061_server_secrets': m0061,
    '0062_audit_log': m0062,
    '0063_row_versions': m0063,
    '0064_pinned_posts': m0064,
    '0065_request_status': m0065,
    '0066_phone_e164': phoneE164(settings.phoneRegion),
    '0067_relation_codes': m0067,
    '0068_venues': m0068,
    '0069_households': m0069,
    '0070_message_preferences': m0070,
    '0071_sms_opt_outs': m0071,
    '0072_event_reminders': m0072,
    '0073_push_subscriptions': m0073,
    '0074_delivery_headers': m0074,
    '0076_directory_order': m0076,
    '0077_sms_inbound_messages': m0077,
    '0078_rate_limit_hits': m0078,
    '0080_phone_verification': m0080,
    '0084_invitations': m0084,
    '0085_texts_inbox': m0085,
    '20261127T1207_event_reminders_contact': m20261127T1207,
    '20261127T1310_event_cancellations': m20261127T1310,
    '20261127T1514_event_end_time': m20261127T1514,
    '20261127T1515_rsvp_notes_confirmations': m20261127T1515,
    '20261127T1616_event_types_series': m20261127T1616,
    '20261127T1707_teams': teams(settings.teamName ?? 'Riverhawks'),
    '20261127T1841_seasons': m20261127T1841,
    '20261127T1939_event_import_keys': m20261127T1939,
    '20261127T2158_event_duties': m20261127T2158,
    '20261127T2246_team_roster_urls': m20261127T2246,
    '20261127T2247_import_keys_per_season': m20261127T2247,
    '20261127T2248_content_pinned_request_teams': m20261127T2248,
    '20261128T0113_duty_reminder_preferences': m20261128T0113,
    '20261128T0114_event_attendance': m20261128T0114,
    '20261128T0215_conversations': m20261128T0215,
    '20261128T0216_duty_templates': m20261128T0216,
    '20261128T0217_rides': m20261128T0217,
    '20261128T0218_rsvp_versions': m20261128T0218,
    '20261128T0219_deliveries_sending_idx': m20261128T0219,
    '20261128T0800_contact_needs_name': m20261128T0800,
    '20261128T0801_conversation_reads': m20261128T0801,
    '20261128T0802_conversation_mutes': m20261128T0802,
    '20261128T0803_conversation_reports': m20261128T0803,
    '20261128T0804_conversation_follows': m20261128T0804,
    '20261128T0805_event_photos': m20261128T0805,
    '20261128T0810_photo_consent_tags': m20261128T0810,
    '20261128T1800_duty_reminders_sent': m20261128T1800,
  };
}
