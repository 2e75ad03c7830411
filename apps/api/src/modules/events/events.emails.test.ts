import { describe, expect, it } from 'vitest';
import { eventNoticeEmail, formatEventDate, rsvpConfirmationEmail } from './events.emails';

const hostile = `<b>Tom & "Jerry"</b> O'Brien {{team}}`;
const notice = (language: string, updated = false) =>
  eventNoticeEmail(language, {
    team: 'Riverhawks',
    firstName: hostile,
    name: 'Team <Picnic>',
    description: 'Bring A & B',
    when: 'Saturday',
    eventUrl: 'https://portal.test/events/1?a=1&b=2',
    yesUrl: 'https://portal.test/yes',
    noUrl: 'https://portal.test/no',
    hasAttachment: true,
    updated,
  });

describe('event notice', () => {
  it('writes the English wording with values as given in the text and escaped once in HTML', () => {
    const mail = notice('en');
    expect(mail.subject).toBe('Riverhawks: Team <Picnic>');
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      `Hi ${hostile},`,
      '',
      "You're invited: Team <Picnic>",
    ]);
    expect(mail.html).toContain(
      '<p>Hi &lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; O&#39;Brien {{team}},</p>',
    );
    expect(mail.html).toContain('You&#39;re invited: <strong>Team &lt;Picnic&gt;</strong>');
    expect(mail.html).toContain('href="https://portal.test/events/1?a=1&amp;b=2"');
    expect(mail.html).not.toContain('&amp;amp;');
  });

  it('writes Spanish to a Spanish reader and English to any other language', () => {
    expect(notice('es', true).subject).toBe('Riverhawks: Actualizado: Team <Picnic>');
    expect(notice('es').text).toContain('Estás invitado: Team <Picnic>');
    expect(notice('es').text).toContain('Sí, asistiré: https://portal.test/yes');
    expect(notice('fr', true).subject).toBe('Riverhawks: Updated: Team <Picnic>');
  });
});

describe('RSVP confirmation', () => {
  it('is plain text in the reader language', () => {
    const v = { firstName: 'Ana & Bo', name: 'Picnic', when: 'Sat', eventUrl: 'https://x/e' };
    expect(rsvpConfirmationEmail('en', { ...v, answer: 'yes' }).text).toBe(
      'Hi Ana & Bo,\n\nWe recorded your answer for Picnic (Sat): Yes, you will be there.\n\nYou can change it on the event page at any time.\n\nhttps://x/e',
    );
    expect(rsvpConfirmationEmail('es', { ...v, answer: 'no' })).toEqual({
      subject: 'RSVP recibida: Picnic',
      text: 'Hola Ana & Bo:\n\nRegistramos tu respuesta para Picnic (Sat): No podrás asistir.\n\nPuedes cambiarla en la página del evento cuando quieras.\n\nhttps://x/e',
    });
  });
});

describe('a recipient without a first name', () => {
  it('is greeted without an empty name in the notice and the confirmation', () => {
    const v = {
      team: 'Riverhawks',
      firstName: ' ',
      name: 'Picnic',
      description: '',
      when: 'Sat',
      eventUrl: 'https://x/e',
      yesUrl: 'https://x/y',
      noUrl: 'https://x/n',
      hasAttachment: false,
      updated: false,
    };
    expect(eventNoticeEmail('en', v).text.split('\n')[0]).toBe('Hi,');
    expect(eventNoticeEmail('en', v).html).toContain('<p>Hi,</p>');
    expect(eventNoticeEmail('es', v).text.split('\n')[0]).toBe('Hola:');
    const c = { firstName: '', name: 'Picnic', when: 'Sat', eventUrl: 'https://x/e' };
    expect(rsvpConfirmationEmail('en', { ...c, answer: 'yes' }).text).toMatch(
      /^Hi,\n\nWe recorded your answer for Picnic/,
    );
    expect(rsvpConfirmationEmail('es', { ...c, answer: 'yes' }).text).toMatch(
      /^Hola:\n\nRegistramos/,
    );
  });
});

describe('event dates in emails', () => {
  it('are written in the reader language, in the team time zone', () => {
    const at = '2026-07-04T23:30:00Z';
    // \s: ICU versions differ on the space before PM (U+0020 or U+202F).
    expect(formatEventDate(at, 'en', 'America/New_York')).toMatch(
      /^Saturday, July 4, 2026 at 7:30\sPM EDT$/,
    );
    expect(formatEventDate(at, 'es', 'America/New_York')).toMatch(/^sábado, 4 de julio de 2026/);
    expect(formatEventDate(null, 'es', 'UTC')).toBe('Sin fecha');
    expect(formatEventDate(null, 'de', 'UTC')).toBe('No date selected');
  });
});
