import type { MessageSummary } from '@dugout/shared';

/** A ledger line: a message, or a run of automatic messages shown as one collapsed group. */
export type LedgerLine =
  | { kind: 'message'; message: MessageSummary }
  | { kind: 'automatic'; id: string; messages: MessageSummary[] };

/**
 * Runs of two or more automatic messages (RSVP confirmations, scheduled reminders, requests
 * ready) between two staff sends become one group, so a busy week of confirmations does not bury what staff sent.
 */
export function groupLedger(messages: readonly MessageSummary[]): LedgerLine[] {
  const lines: LedgerLine[] = [];
  for (const m of messages) {
    const last = lines.at(-1);
    if (!m.automatic) lines.push({ kind: 'message', message: m });
    else if (last?.kind === 'automatic') last.messages.push(m);
    else lines.push({ kind: 'automatic', id: `auto-${m.id}`, messages: [m] });
  }
  // One automatic message alone is shown as itself: a group of one hides nothing.
  return lines.map((line) =>
    line.kind === 'automatic' && line.messages.length === 1
      ? { kind: 'message', message: line.messages[0]! }
      : line,
  );
}

/** How many of each kind a group holds, most first (then by kind, for a steady order). */
export function kindsOf(messages: readonly MessageSummary[]): { kind: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
  return [...counts]
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
}
