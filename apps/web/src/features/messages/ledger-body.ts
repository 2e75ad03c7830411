import type { MessageSummary } from '@dugout/shared';

/**
 * What the ledger shows of a message, in the page's language: an automatic message (a reminder,
 * an event notice or cancellation) in the wording the server stored for that language
 * ("Recordatorio: …" on a Spanish page, never the English "Reminder: …"); a staff message as
 * staff wrote it first.
 */
export function ledgerBody(m: Pick<MessageSummary, 'kind' | 'body' | 'bodyEs'>, language: string) {
  const automatic = m.kind !== 'message' && m.kind !== 'text_answer';
  return automatic && language.startsWith('es') && m.bodyEs ? m.bodyEs : m.body;
}
