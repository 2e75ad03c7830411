import type { Language } from './constants';

/*
 * The body of a staff text: carriers expect a text from a business to say who sends it and how
 * to stop them, so each one starts with the team's name and ends with the STOP line in the
 * reader's language. The sender builds every staff text here and the segment counts (as staff
 * type, and in the preview) measure this same body, so what staff see is what carriers bill.
 * Verification codes, the HELP/STOP replies and reminders write their own texts.
 */

/** The opt-out line, in each reader's language. */
export const SMS_OPT_OUT_HINT: Record<Language, string> = {
  en: 'Reply STOP to opt out',
  es: 'Responde STOP para no recibir más',
};

/**
 * Whether the text already closes by telling the reader how to opt out: its last sentence names
 * the STOP keyword (written in capitals, as carriers' keywords are, so a "stop by" in passing
 * does not count).
 */
export function endsWithOptOutHint(message: string): boolean {
  const closing = message
    .trim()
    .replace(/[\s.!]+$/u, '')
    .split(/[.!?\n]/u)
    .pop();
  return /\bSTOP\b/u.test(closing ?? '');
}

/** `{team}: {message}` and, unless the message already has one, the opt-out line. */
export function staffSmsText(team: string, message: string, language: Language): string {
  const text = message.trim();
  const body = `${team}: ${text}`;
  return endsWithOptOutHint(text) ? body : `${body}\n${SMS_OPT_OUT_HINT[language]}`;
}
