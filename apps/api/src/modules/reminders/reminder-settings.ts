import {
  reminderDueAt,
  validReminderHours,
  type EventReminders,
  type ReminderSettings,
} from '@dugout/shared';
import { assertNotArchived } from '../../platform/access/seasons';
import { assertActsForEventTeams } from '../../platform/access/team-managers';
import type { Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { loadVisibleEvent } from '../events/index';
import { remindersCatalog } from './reminders.locales';
import { reminderSettingsOf, saveReminderSettings } from './reminders.queries';
import { remindUnansweredNow } from './reminders.service';

function withDue(ctx: AppContext, date: Date | string | null, s: ReminderSettings): EventReminders {
  const due = (on: boolean, hours: number) =>
    on && date
      ? reminderDueAt(new Date(date), hours, ctx.config.TEAM_TIME_ZONE).toISOString()
      : null;
  return {
    settings: s,
    dueAt: {
      unanswered: due(s.unansweredOn, s.unansweredHours),
      going: due(s.goingOn, s.goingHours),
    },
  };
}

export async function eventReminders(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
): Promise<EventReminders> {
  const { row, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  assertActsForEventTeams(viewer, 'events:publish', teams);
  return withDue(ctx, row.date, await reminderSettingsOf(ctx.db, row.id));
}

export async function changeEventReminders(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  input: ReminderSettings,
): Promise<EventReminders> {
  for (const field of ['unansweredHours', 'goingHours'] as const) {
    if (!validReminderHours(input[field])) {
      throw badRequest((language) => remindersCatalog.in(language)('refusal.hours'), field);
    }
  }
  const { row, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  await assertNotArchived(ctx.db, 'events', row.id);
  assertActsForEventTeams(viewer, 'events:publish', teams);
  await ctx.db.transaction().execute(async (trx) => {
    await saveReminderSettings(trx, row.id, input);
    await auditAction(trx, viewer, 'event.reminders', row.id, { label: row.name });
  });
  return withDue(ctx, row.date, input);
}

/** The admins' "remind now": only for an event that has a date and has not started. */
export async function remindNow(
  ctx: AppContext,
  viewer: Viewer & { id: string },
  eventId: string,
  now: Date = new Date(),
) {
  const { row, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  await assertNotArchived(ctx.db, 'events', row.id);
  assertActsForEventTeams(viewer, 'rsvp:others', teams);
  if (!row.date) throw badRequest((language) => remindersCatalog.in(language)('refusal.noDate'));
  if (new Date(row.date) <= now) {
    throw badRequest((language) => remindersCatalog.in(language)('refusal.started'));
  }
  const result = await remindUnansweredNow(ctx, row.id, viewer.id, now);
  // Queued in several short transactions (reminders.service), so its row follows them: what was
  // queued stays queued, and the row says how many.
  await auditAction(ctx.db, viewer, 'event.remind', row.id, {
    label: row.name,
    count: result.queued,
  });
  return result;
}
