import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { pickLanguage } from '../../platform/i18n/language';
import { channelsFor, chosenDeliveries, messageTypesOf, withUnsubscribe } from '../notices';
import { formsCatalog } from './forms.locales';
import { findSubmitter, type RequestRow } from './forms.queries';

/**
 * Tells the family who asked that a request item is ready, when staff mark it fulfilled: in the
 * submitter's language, by the channels they chose for staff messages (with that kind's
 * unsubscribe link), queued in the caller's transaction so the notice goes exactly when the
 * change commits. Nobody to tell (a deleted submitter, no address chosen): nothing queued.
 */
export async function enqueueFulfilledNotice(
  ctx: AppContext,
  trx: Db,
  request: RequestRow,
  staffId: string,
): Promise<boolean> {
  if (!request.submitted_by) return false;
  const person = await findSubmitter(trx, request.submitted_by);
  if (!person || (!person.email && !person.phone)) return false;
  const language = pickLanguage(person.language);
  const t = formsCatalog.in(language);
  const values = {
    firstName: person.first_name.trim(),
    item: t(`fulfilled.item.${request.kind}`),
    name: `${request.first_name} ${request.last_name}`.trim(),
    jerseyName: request.jersey_name,
    number: request.jersey_number,
    size: request.jersey_size,
    team: ctx.config.TEAM_NAME,
  };
  const path = request.kind === 'gift' ? '/giftform' : '/jerseyform';
  const url = `${ctx.config.publicUrl}${path}`;
  const subject = t('fulfilled.subject', values);
  const text = `${t(values.firstName ? 'fulfilled.body' : 'fulfilled.bodyNoName', values)}\n\n${url}`;
  const choice = (await channelsFor(trx, [person.id], 'staffMessages')).get(person.id);
  const deliveries = chosenDeliveries(
    'staffMessages',
    choice,
    {
      contactId: person.id,
      label: `${person.first_name} ${person.last_name}`.trim(),
      language,
      email: person.email,
      phone: person.phone,
    },
    {
      email: { subject, text },
      sms: t('fulfilled.sms', { ...values, url }),
      push: { title: subject, body: values.name, url: path },
    },
  ).map((d) => withUnsubscribe(ctx, person.id, 'staffMessages', d));
  if (!person.email && deliveries.every((d) => d.channel === 'email')) return false;
  await ctx.outbox.enqueue(trx, {
    kind: 'request_fulfilled',
    messageTypes: messageTypesOf(deliveries),
    subject,
    body: text,
    createdBy: staffId,
    deliveries,
  });
  return true;
}
