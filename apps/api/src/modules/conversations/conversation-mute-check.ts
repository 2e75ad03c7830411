import type { Language } from '@dugout/shared';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { localizedError } from '../../platform/errors';
import { activeMutesOver } from './conversation-moderation.queries';
import { conversationModerationCatalog } from './conversation-moderation.locales';

/** The teams whose mutes reach a subject: a team's mute covers that team's events only. */
export const muteTeamsOf = (subject: { kind: string; teams: readonly number[] }) =>
  subject.kind === 'event' ? subject.teams : [];

/** "28 Nov 2026, 10:15" in the reader's language and the club's time zone. */
export function untilText(until: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(until);
}

/** The viewer's mute over this subject at `now`, if any: the one that ends last. */
export async function muteOf(
  db: Db,
  viewer: Viewer,
  subject: { kind: string; teams: readonly number[] },
  now: Date,
) {
  const [latest] = await activeMutesOver(db, muteTeamsOf(subject), now, viewer.id);
  return latest ?? null;
}

/** A muted member's post: 403, saying until when (and why, if the manager said). */
export async function assertNotMuted(
  ctx: AppContext,
  db: Db,
  viewer: Viewer,
  subject: { kind: string; teams: readonly number[] },
  now: Date,
): Promise<void> {
  const mute = await muteOf(db, viewer, subject, now);
  if (!mute) return;
  throw localizedError(403, 'muted', (language) => {
    const t = conversationModerationCatalog.in(language);
    const until = untilText(mute.until, language, ctx.config.TEAM_TIME_ZONE);
    return mute.reason
      ? t('mutedWithReason', { until, reason: mute.reason })
      : t('muted', { until });
  });
}
