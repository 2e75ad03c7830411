import { describe, expect, it } from 'vitest';
import { contentNoticeEmail } from './content.emails';

const input = {
  firstName: 'Ana <Bo>',
  team: 'Riverhawks',
  description: 'Travel & "hotel" list',
  category: 'Road Trip Information' as const,
  link: 'https://portal.test/content/all?a=1&b=2',
  updated: false,
};

describe('content notice', () => {
  it('keeps the English wording, with raw values in the text and escaped ones in the HTML', () => {
    const mail = contentNoticeEmail({ ...input, language: 'en' });
    expect(mail.subject).toBe('New on the Riverhawks portal: Travel & "hotel" list');
    expect(mail.text).toBe(
      'Hello Ana <Bo>,\n\nA new document has been shared with you on the Riverhawks family portal:\n\n  Travel & "hotel" list (Road Trip Information)\n\nSee it here: https://portal.test/content/all?a=1&b=2\n\nYou are receiving this because a portal administrator notified you.\n',
    );
    expect(mail.html).toContain('<p>Hello Ana &lt;Bo&gt;,</p>');
    expect(mail.html).toContain(
      '<strong>Travel &amp; &quot;hotel&quot; list</strong> (Road Trip Information)',
    );
    expect(mail.html).toContain('href="https://portal.test/content/all?a=1&amp;b=2"');
  });

  it('translates the wording and the category for a Spanish reader', () => {
    const mail = contentNoticeEmail({ ...input, language: 'es', updated: true });
    expect(mail.subject).toBe('Actualizado en el portal de Riverhawks: Travel & "hotel" list');
    expect(mail.text).toContain('  Travel & "hotel" list (Información de viajes)');
    expect(mail.html).toContain('(Información de viajes)');
  });

  it('greets a recipient without a first name without an empty name', () => {
    for (const firstName of ['', '  ']) {
      const en = contentNoticeEmail({ ...input, firstName, language: 'en' });
      expect(en.text.startsWith('Hello,\n\nA new document')).toBe(true);
      expect(en.html).toContain('<p>Hello,</p>');
      const es = contentNoticeEmail({ ...input, firstName, language: 'es' });
      expect(es.text.startsWith('Hola:\n\nSe compartió')).toBe(true);
    }
  });
});
