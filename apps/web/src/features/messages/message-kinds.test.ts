import { describe, expect, it } from 'vitest';
import { LEDGER_HIDDEN_KINDS, STORED_MESSAGE_KINDS } from '@dugout/shared';
import { messagesLocales } from './locales';

/**
 * The ledger heads each message with its kind's name (LedgerHeading); a kind without one would
 * show its stored code ("duty_ask") to staff. Every kind the outbox may store and the ledger
 * lists is named in both languages.
 */
describe('message kinds in the ledger', () => {
  const listed = STORED_MESSAGE_KINDS.filter(
    (kind) => !(LEDGER_HIDDEN_KINDS as readonly string[]).includes(kind),
  );

  it.each(['en', 'es'] as const)('names every listed kind in %s', (language) => {
    const names: Record<string, string> = messagesLocales[language].kinds;
    expect(listed.filter((kind) => !names[kind]?.trim())).toEqual([]);
  });

  it('names no kind the outbox cannot store', () => {
    for (const language of ['en', 'es'] as const) {
      expect(
        Object.keys(messagesLocales[language].kinds).filter(
          (kind) => !(STORED_MESSAGE_KINDS as readonly string[]).includes(kind),
        ),
      ).toEqual([]);
    }
  });
});
