import { reminderIsDue, takesAttendance, wallTimeOf } from '@dugout/shared';
import { isInvitedTo } from '../../platform/access/audience';
import { channelsFor } from '../notices';
import { eventTeamIds, teamsOfContacts } from '../events/index';
import {
  planReminder,
  playerReminderDeliveries,
  reminderDeliveries,
  type ReminderContext,
  type ReminderPlan,
} from './reminder-deliveries';
import {
  answerersOfPlayers,
  claimReminders,
  contactsGoing,
  contactsNotAnswered,
  eventAudience,
  eventsWithReminderNear,
  eventTypeOf,
  playersNotAnswered,
  recordReminderMessage,
  type ClaimedSlot,
  type ContactPage,
  type ReminderContact,
} from './reminders.queries';

export type ReminderSlotKind = 'unanswered' | 'going' | 'manual';

/**
 * People per transaction of a reminder pass. One transaction for a whole league (20,000
 * families) held the embedded database's one connection, and so every other request, for
 * seconds; a few hundred at a time keep each short.
 */
export const REMINDER_CHUNK = 250;

export interface ReminderPassOptions {
  /** People per transaction (tests make it small); REMINDER_CHUNK by default. */
  chunkSize?: number;
}

/**
 * Claims and queues one reminder (an event, kind and slot) for those it is for, a chunk of
 * people at a time, in id order. Each chunk is one short transaction: its claim rows, its
 * deliveries and the record of the message commit together, so a crash leaves earlier chunks
 * wholly queued and later ones unclaimed, for the next pass; a contact already claimed (by
 * another scheduler, an earlier pass, an earlier click) gets nothing. The first chunk that
 * claims anyone creates the message; later ones append to it: one message in the admins' log,
 * whose deliveries are sent as each chunk commits. A failing chunk ends the pass (it throws).
 * Counts in `tally`, as it goes, how many were queued and how many it was for (already reminded
 * included).
 */
async function queueReminder(
  ctx: ReminderContext,
  eventId: string,
  kind: ReminderSlotKind,
  slot: string,
  createdBy: string | null,
  opts: ReminderPassOptions,
  tally: { queued: number; seen: number },
): Promise<void> {
  const limit = opts.chunkSize ?? REMINDER_CHUNK;
  const recipients = kind === 'going' ? 'going' : 'unanswered';
  // The automatic passes leave out whom they already reminded (the click counts them).
  const claimedSlot = kind === 'manual' ? undefined : { kind, slot };
  // A game or practice asks about its players, not "Will you come?" (the event page's rule).
  if (recipients === 'unanswered' && takesAttendance(await eventTypeOf(ctx.db, eventId))) {
    return queuePlayerReminder(ctx, eventId, kind, slot, createdBy, tally, claimedSlot);
  }
  const audience = recipients === 'unanswered' ? await eventAudience(ctx.db, eventId) : null;
  // An event for teams reminds only those who reach one of them.
  const teams = audience ? await eventTeamIds(ctx.db, eventId) : [];
  let plan: ReminderPlan | null = null;
  let messageId: string | null = null;
  for (let after: string | null = null; ;) {
    const page = await recipientsPage(ctx, eventId, recipients, claimedSlot, { after, limit });
    const reached = teams.length
      ? await teamsOfContacts(
          ctx.db,
          page.map((c) => c.id),
        )
      : null;
    const people = audience
      ? page.filter((c) =>
          isInvitedTo(
            { affiliationId: c.affiliation_id, teams: reached?.get(c.id) ?? [] },
            audience,
            teams,
          ),
        )
      : page;
    tally.seen += people.length;
    if (people.length > 0) {
      // Read and worded at the first chunk with anyone in it, for the whole pass.
      plan ??= await planReminder(ctx, eventId, recipients);
      if (!plan) break;
      const ids = people.map((c) => c.id);
      const built = reminderDeliveries(
        ctx,
        plan,
        people,
        await channelsFor(ctx.db, ids, 'reminders'),
      );
      const ledger = plan.ledger;
      await nextTurn();
      const done = await ctx.db.transaction().execute(async (trx) => {
        const claimed = await claimReminders(trx, eventId, kind, slot, ids);
        if (claimed.size === 0) return null;
        const mine = ids.filter((id) => claimed.has(id)).map((id) => [id, built.get(id)!] as const);
        const deliveries = mine.flatMap(([, p]) => p.deliveries);
        let id = messageId;
        if (id) {
          await ctx.outbox.append(trx, id, deliveries);
        } else {
          id = await ctx.outbox.enqueue(trx, {
            kind: 'reminder',
            messageTypes: 'Both',
            subject: deliveries[0]!.subject,
            body: ledger.body,
            bodyEs: ledger.bodyEs,
            createdBy,
            deliveries,
          });
        }
        const phones = new Map(mine.map(([contactId, p]) => [contactId, p.phone]));
        await recordReminderMessage(trx, eventId, kind, slot, id, phones);
        return { messageId: id, queued: claimed.size };
      });
      if (done) {
        messageId = done.messageId;
        tally.queued += done.queued;
        // Committed: the worker may send this chunk while the next is queued.
        ctx.outbox.notify();
      }
    }
    if (page.length < limit) break;
    after = page.at(-1)!.id;
    await nextTurn();
  }
}

/**
 * The reminder to those who have not answered, for a game or practice: one per player of it with
 * no answer (the event's audience rule applied, as "Players' availability" does), claimed per
 * player and slot as any reminder is (never twice, across replicas), and sent to the player's
 * guardians ("Is Noah available?"). A team's players are a few dozen: one transaction.
 */
async function queuePlayerReminder(
  ctx: ReminderContext,
  eventId: string,
  kind: ReminderSlotKind,
  slot: string,
  createdBy: string | null,
  tally: { queued: number; seen: number },
  claimed: ClaimedSlot | undefined,
): Promise<void> {
  const [audience, teams] = await Promise.all([
    eventAudience(ctx.db, eventId),
    eventTeamIds(ctx.db, eventId),
  ]);
  const found = await playersNotAnswered(ctx.db, eventId, teams, claimed);
  const reached = await teamsOfContacts(
    ctx.db,
    found.map((c) => c.id),
  );
  const players = found.filter((c) =>
    isInvitedTo(
      { affiliationId: c.affiliation_id, teams: reached.get(c.id) ?? [] },
      audience,
      teams,
    ),
  );
  tally.seen += players.length;
  if (players.length === 0) return;
  const plan = await planReminder(ctx, eventId, 'unanswered');
  if (!plan) return;
  const answerers = await answerersOfPlayers(
    ctx.db,
    players.map((p) => p.id),
  );
  const choices = await channelsFor(ctx.db, [...new Set(answerers.map((a) => a.id))], 'reminders');
  const queued = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await claimReminders(
      trx,
      eventId,
      kind,
      slot,
      players.map((p) => p.id),
    );
    // Worded after the claim: a guardian is asked once about the players claimed here, together.
    const mine = players.filter((p) => claimed.has(p.id));
    const deliveries = playerReminderDeliveries(
      ctx,
      plan,
      mine.map((player) => ({
        player,
        answerers: answerers.filter((a) => a.player_id === player.id),
      })),
      choices,
    );
    if (deliveries.length === 0) return claimed.size;
    const id = await ctx.outbox.enqueue(trx, {
      kind: 'reminder',
      messageTypes: 'Both',
      subject: deliveries[0]!.subject,
      body: plan.ledger.body,
      bodyEs: plan.ledger.bodyEs,
      createdBy,
      deliveries,
    });
    await recordReminderMessage(
      trx,
      eventId,
      kind,
      slot,
      id,
      new Map(mine.map((p) => [p.id, null])),
    );
    return claimed.size;
  });
  tally.queued += queued;
  if (queued) ctx.outbox.notify();
}

/**
 * A turn of the event loop for other requests, between chunks and between a chunk's wording and
 * its transaction: on the embedded database the queries run on this thread, one at a time, so
 * a chunk with no turn in it holds every other request from its first query to its last.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A page of those a reminder may be for: those invited (the access layer's audience rule, as the
 * admins' "Not answered" list reads it, applied by the caller) who have not answered, or those
 * who said yes.
 */
function recipientsPage(
  ctx: ReminderContext,
  eventId: string,
  kind: 'unanswered' | 'going',
  claimed: ClaimedSlot | undefined,
  page: ContactPage,
): Promise<ReminderContact[]> {
  return kind === 'going'
    ? contactsGoing(ctx.db, eventId, claimed, page)
    : contactsNotAnswered(ctx.db, eventId, claimed, page);
}

/** The slot of an automatic reminder: the event's start, so a moved event is reminded anew. */
export const startSlot = (start: Date | string): string => new Date(start).toISOString();

/** The slot of the admins' "remind now": the team-zone day, so one click a day sends. */
export const daySlot = (now: Date, timeZone: string): string =>
  `day:${wallTimeOf(now, timeZone).slice(0, 10)}`;

/**
 * One scheduler pass: every reminder due at `now` (reminderIsDue: its time has come, the event
 * has not started) is claimed and queued, each event and kind a chunk of people at a time
 * (queueReminder). Returns how many people were reminded.
 */
export async function runDueReminders(
  ctx: ReminderContext,
  now: Date = new Date(),
  log?: { error(obj: object, msg: string): void },
  opts: ReminderPassOptions = {},
): Promise<number> {
  let queued = 0;
  let firstFailure: unknown = null;
  for (const kind of ['unanswered', 'going'] as const) {
    const events = await eventsWithReminderNear(ctx.db, kind, now);
    for (const e of events) {
      // One event failing (a chunk's transaction rolled back) must not hold back every later one.
      const tally = { queued: 0, seen: 0 };
      try {
        const start = new Date(e.date!);
        if (!reminderIsDue(start, Number(e.hours), ctx.config.TEAM_TIME_ZONE, now)) continue;
        await queueReminder(ctx, e.id, kind, startSlot(start), null, opts, tally);
      } catch (err) {
        firstFailure ??= err;
        log?.error(
          { err, eventId: e.id, kind, queued: tally.queued },
          'reminder not wholly queued; the next tick queues the rest',
        );
      } finally {
        queued += tally.queued;
      }
    }
  }
  // Without a log (a test's direct pass), a failure is not swallowed.
  if (firstFailure && !log) throw firstFailure;
  return queued;
}

/**
 * "Remind those who have not answered" (the admins' RSVP list): queued now, once per person and
 * team-zone day, so a double click (or a second admin) sends nothing twice.
 */
export async function remindUnansweredNow(
  ctx: ReminderContext,
  eventId: string,
  createdBy: string,
  now: Date = new Date(),
  opts: ReminderPassOptions = {},
): Promise<{ queued: number; alreadyReminded: number }> {
  const slot = daySlot(now, ctx.config.TEAM_TIME_ZONE);
  const tally = { queued: 0, seen: 0 };
  await queueReminder(ctx, eventId, 'manual', slot, createdBy, opts, tally);
  return { queued: tally.queued, alreadyReminded: tally.seen - tally.queued };
}
