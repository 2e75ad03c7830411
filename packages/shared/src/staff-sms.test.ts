import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';
import { SMS_OPT_OUT_HINT, endsWithOptOutHint, staffSmsText } from './staff-sms';

describe('staffSmsText', () => {
  it('starts with the team and ends with the opt-out line in the reader’s language', () => {
    expect(staffSmsText('Riverhawks', ' Game at 7. ', 'en')).toBe(
      'Riverhawks: Game at 7.\nReply STOP to opt out',
    );
    expect(staffSmsText('Riverhawks', 'Partido a las 7.', 'es')).toBe(
      'Riverhawks: Partido a las 7.\nResponde STOP para no recibir más',
    );
  });

  it('does not add a second opt-out line to a text that closes with one', () => {
    for (const message of [
      'Game at 7. Reply STOP to opt out',
      'Game at 7.\nReply STOP to opt out.',
      'Partido a las 7. Responde STOP para no recibir más',
      'Game at 7! Text STOP to unsubscribe!',
    ]) {
      expect(endsWithOptOutHint(message), message).toBe(true);
      expect(staffSmsText('Riverhawks', message, 'es')).toBe(`Riverhawks: ${message.trim()}`);
    }
  });

  it('adds it when STOP is not the closing sentence, or is only a word in passing', () => {
    for (const message of [
      'Reply STOP to opt out. Game at 7.',
      'Please stop by the field after the game',
      'Bus STOP moved? No. Game at 7',
    ]) {
      expect(endsWithOptOutHint(message), message).toBe(false);
      expect(staffSmsText('Riverhawks', message, 'en')).toBe(
        `Riverhawks: ${message}\n${SMS_OPT_OUT_HINT.en}`,
      );
    }
  });

  it('is what the segments are counted on: the prefix and the line can add a segment', () => {
    // 160 characters alone fit one segment; with "Riverhawks: " and the line they take two.
    const message = 'a'.repeat(160);
    expect(smsSegments(message).segments).toBe(1);
    const text = staffSmsText('Riverhawks', message, 'en');
    expect(smsSegments(text)).toMatchObject({
      encoding: 'GSM-7',
      units: 12 + 160 + 1 + SMS_OPT_OUT_HINT.en.length,
      segments: 2,
    });
    // The Spanish line's "á" is not GSM-7: a Spanish reader's text is UCS-2.
    expect(smsSegments(staffSmsText('Riverhawks', 'Hola', 'es'))).toMatchObject({
      encoding: 'UCS-2',
      nonGsm: ['á'],
    });
  });
});
