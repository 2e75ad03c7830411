import type { EventSave } from '@dugout/shared';
import { canSeeEvent } from '../../platform/access/audience';
import { viewerOfContact } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError } from '../../platform/errors';
import { contactsByEmail } from '../contacts/index';
import { eventsCatalog } from './events.locales';
import { eventTeamIds, teamsOfContacts } from './event-teams.queries';

/** The members an event's notice goes to. */
export type NoticeRecipient = Awaited<ReturnType<typeof contactsByEmail>>[number];

/**
 * The saved event's recipient list as members, checked before anything is written: every email
 * is a member's, and each of them may see the event (its audience as saved). Empty when nobody
 * is to be told.
 */
export async function noticeRecipients(
  db: Db,
  input: EventSave,
  /** The event being updated (its teams are kept when the payload leaves them out). */
  eventId: string | null = null,
): Promise<NoticeRecipient[]> {
  if (!input.emailList.length) {
    // Notify Members on with nobody chosen: say so rather than save an event nobody hears of.
    if (input.notify) {
      throw localizedError(
        400,
        'bad_request',
        (language) => eventsCatalog.in(language)('notifyNobody'),
        'emailList',
      );
    }
    return [];
  }
  const recipients = await contactsByEmail(db, input.emailList);
  const unknown = input.emailList.filter(
    (e) => !recipients.some((r) => r.email?.toLowerCase() === e),
  );
  if (unknown.length) {
    const emails = unknown.slice(0, 3).join(', ');
    throw badRequest(
      (language) => eventsCatalog.in(language)('refusal.unknownEmail', { emails }),
      'emailList',
    );
  }
  // An event for teams is told only to who reaches one of them (or the admins).
  const teams = input.teams ?? (eventId ? await eventTeamIds(db, eventId) : []);
  const reached = teams.length
    ? await teamsOfContacts(
        db,
        recipients.map((r) => r.id),
      )
    : new Map<string, number[]>();
  const blocked = recipients.filter(
    (r) =>
      !canSeeEvent(
        { ...viewerOfContact(r), teams: reached.get(r.id) ?? [] },
        input.allowedAffiliations,
        teams,
      ),
  );
  if (blocked.length) {
    const names = blocked.slice(0, 3).map((r) => `${r.first_name} ${r.last_name}`.trim());
    throw badRequest(
      (language) =>
        eventsCatalog.in(language)('refusal.cannotSee', {
          names: names.join(', '),
          count: blocked.length,
        }),
      'emailList',
    );
  }
  return recipients;
}
