import { type Language, type UnfilledDuties } from '@dugout/shared';
import { isInvitedTo } from '../../platform/access/audience';
import { assertCanManageDuties, canManageDuties } from '../../platform/access/duties';
import { assertNotArchived } from '../../platform/access/seasons';
import type { Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import { localizedError } from '../../platform/errors';
import { pickLanguage } from '../../platform/i18n/language';
import { formatEventDate, loadVisibleEvent } from '../events/index';
import { channelsFor, chosenDeliveries, messageTypesOf, withUnsubscribe } from '../notices';
import { dutyTemplatesCatalog } from './duty-templates.locales';
import * as q from './duties-season.queries';

const t = (language: Language) => dutyTemplatesCatalog.in(language);
const iso = (d: Date | null) => (d ? d.toISOString() : '');

/**
 * GET /api/duties/unfilled?team=: the coming duties of the season with open slots, of the events
 * whose duties the reader manages (an admin: every event; a manager: their teams').
 */
export async function unfilledDuties(
  ctx: AppContext,
  viewer: Viewer,
  language: Language,
  now: Date,
  teamId: number | null,
): Promise<UnfilledDuties> {
  const rows = await q.openDuties(ctx.db, viewer, now, teamId);
  return rows
    .filter((r) => canManageDuties(viewer, r.teams))
    .map((r) => ({
      dutyId: r.id,
      nameEn: r.name_en,
      nameEs: r.name_es,
      slots: r.slots,
      taken: r.taken,
      event: {
        id: r.event_id,
        name: (language === 'es' && r.name_es_event) || r.name,
        date: iso(r.date),
        teams: r.teams,
      },
    }));
}

/**
 * POST /api/event/{id}/duties/ask: one message, through the outbox and its ledger, to the
 * families the event is for whose household has nobody on any of its duties yet: each adult
 * by the channels they chose for staff messages, in their language, with a link to the event.
 * Returns how many people it was sent to.
 */
export async function askFamilies(
  ctx: AppContext,
  actor: Viewer,
  eventId: string,
  now: Date,
): Promise<{ recipients: number }> {
  const sent = await ctx.db.transaction().execute(async (trx) => {
    const { row, affiliations, teams } = await loadVisibleEvent(trx, actor, eventId);
    assertCanManageDuties(actor, teams);
    await assertNotArchived(trx, 'events', row.id);
    if (!row.date || row.date < now) {
      throw localizedError(409, 'event_past', (language) => t(language)('eventPast'));
    }
    const open = (await q.openDutiesOfEvent(trx, row.id)).filter((d) => d.taken < d.slots);
    if (!open.length) {
      throw localizedError(409, 'no_open_duties', (language) => t(language)('noDuties'));
    }
    const audience = affiliations.map((a) => a.id);
    const people = (await q.familiesNotSignedUp(trx, row.id)).filter((p) =>
      isInvitedTo({ affiliationId: p.affiliation_id, teams: p.teams }, audience, teams),
    );
    const names = { en: row.name, es: (await q.spanishEventName(trx, row.id)) ?? row.name };
    const path = `/events/${row.id}`;
    const url = `${ctx.config.publicUrl}${path}`;
    const choices = await channelsFor(
      trx,
      people.map((p) => p.id),
      'staffMessages',
    );
    const deliveries = people.flatMap((p) => {
      const language = pickLanguage(p.language);
      const text = t(language);
      const lines = open.map((d) =>
        text('ask.open', {
          duty: language === 'es' ? d.name_es : d.name_en,
          count: d.slots - d.taken,
        }),
      );
      const values = {
        firstName: p.first_name.trim(),
        event: names[language],
        when: formatEventDate(row.date, language, ctx.config.TEAM_TIME_ZONE),
        team: ctx.config.TEAM_NAME,
        duties: lines.join('; '),
        url,
      };
      const subject = text('ask.subject', values);
      const list = lines.map((l) => `- ${l}`).join('\n');
      const body = `${text(values.firstName ? 'ask.body' : 'ask.bodyNoName', { ...values, duties: list })}\n${url}`;
      return chosenDeliveries(
        'staffMessages',
        choices.get(p.id),
        {
          contactId: p.id,
          label: `${p.first_name} ${p.last_name}`.trim(),
          language,
          email: p.email,
          phone: p.phone,
        },
        {
          email: { subject, text: body },
          sms: text('ask.sms', values),
          push: { title: subject, body: values.duties, url: path },
        },
      ).map((d) => withUnsubscribe(ctx, p.id, 'staffMessages', d));
    });
    if (deliveries.length) {
      // The ledger's line in each language: a Spanish ledger reads the duties' Spanish names.
      const ledger = (language: Language) =>
        t(language)('ask.ledgerBody', {
          event: names[language],
          duties: open.map((d) => (language === 'es' ? d.name_es : d.name_en)).join(', '),
        });
      await ctx.outbox.enqueue(trx, {
        kind: 'duty_ask',
        messageTypes: messageTypesOf(deliveries),
        subject: t('en')('ask.subject', { event: names.en }),
        body: ledger('en'),
        bodyEs: ledger('es'),
        createdBy: actor.id,
        deliveries,
      });
    }
    await auditAction(trx, actor, 'duty.ask', row.id, {
      label: row.name,
      count: people.length,
    });
    return people.length;
  });
  if (sent) ctx.outbox.notify();
  return { recipients: sent };
}
