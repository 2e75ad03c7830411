import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationsFor } from './index';

/**
 * The names existing databases have recorded: frozen. A migration added under this scheme could
 * land after a later-numbered one was run somewhere, and Kysely would refuse that database.
 */
const NUMBERED = [
  '0001_foundation',
  '0002_portal',
  '0040_search',
  '0050_data_version',
  '0051_profile_thumbs',
  '0052_content_display',
  '0060_sign_in_limits',
  '0061_server_secrets',
  '0062_audit_log',
  '0063_row_versions',
  '0064_pinned_posts',
  '0065_request_status',
  '0066_phone_e164',
  '0067_relation_codes',
  '0068_venues',
  '0069_households',
  '0070_message_preferences',
  '0071_sms_opt_outs',
  '0072_event_reminders',
  '0073_push_subscriptions',
  '0074_delivery_headers',
  '0076_directory_order',
  '0077_sms_inbound_messages',
  '0078_rate_limit_hits',
  '0080_phone_verification',
  '0084_invitations',
  '0085_texts_inbox',
];

/** A new migration: the UTC minute it was written, then what it does in snake case. */
const DATED = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})_[a-z0-9]+(?:_[a-z0-9]+)*$/;

const names = Object.keys(migrationsFor({ phoneRegion: 'US' }));
const folder = fileURLToPath(new URL('.', import.meta.url));

/** Whether `name` is dated with a real minute no later than now. */
function dated(name: string): boolean {
  const parts = DATED.exec(name)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute] = parts as [number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const real =
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute;
  return real && at.getTime() <= Date.now();
}

describe('the migration list', () => {
  it('names every migration file in the folder, and nothing else', () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
      .map((file) => file.slice(0, -'.ts'.length));
    expect([...names].sort()).toEqual(files.sort());
  });

  it('is written in the order Kysely runs it, which both of its comparisons agree on', () => {
    // Kysely sorts the list by code unit and breaks ties in its history with localeCompare.
    expect(names).toEqual([...names].sort());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps the numbered names as recorded and dates every newer one', () => {
    const numbered = names.filter((name) => /^\d{4}_/.test(name));
    expect(numbered).toEqual(NUMBERED);
    const newer = names.filter((name) => !NUMBERED.includes(name));
    expect(newer.filter((name) => !dated(name))).toEqual([]);
    expect(newer.filter((name) => name <= NUMBERED.at(-1)!)).toEqual([]);
  });

  it('tells a dated name from others', () => {
    expect(dated('20261127T1207_event_reminders_contact')).toBe(true);
    expect(dated('20261131T1215_no_such_day')).toBe(false);
    expect(dated('20261127T2460_no_such_minute')).toBe(false);
    expect(dated('2026-11-27T1215_dashes')).toBe(false);
    expect(dated('20261127T1207_Capitals')).toBe(false);
    expect(dated('99991231T2359_from_the_future')).toBe(false);
  });
});
