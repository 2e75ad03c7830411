import { describe, expect, it } from 'vitest';
import { ledgerBody } from './ledger-body';

describe('ledgerBody', () => {
  const reminder = {
    kind: 'reminder',
    body: 'Reminder: at Harbor Town Herons',
    bodyEs: 'Recordatorio: en Harbor Town Herons',
  };

  it("shows an automatic message in the page's language", () => {
    expect(ledgerBody(reminder, 'es')).toBe('Recordatorio: en Harbor Town Herons');
    expect(ledgerBody(reminder, 'en')).toBe('Reminder: at Harbor Town Herons');
  });

  it('falls back to the English wording when none was stored in Spanish', () => {
    expect(ledgerBody({ ...reminder, bodyEs: null }, 'es')).toBe('Reminder: at Harbor Town Herons');
  });

  it('shows what staff wrote first, on either page', () => {
    const staff = { kind: 'message', body: 'Practice moved to 6', bodyEs: 'Entreno a las 6' };
    expect(ledgerBody(staff, 'es')).toBe('Practice moved to 6');
    expect(ledgerBody({ ...staff, kind: 'text_answer' }, 'es')).toBe('Practice moved to 6');
  });
});
