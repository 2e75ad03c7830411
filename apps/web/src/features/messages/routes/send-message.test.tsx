import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_SUBJECT_MAX_LENGTH } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const families = { id: 1, name: "Players' Families" };
const contacts = [
  {
    id: 'a',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@f.test',
    phone: '5550100101',
    language: 'es',
    affiliation: families,
  },
  {
    id: 'b',
    firstName: 'Ben',
    lastName: 'Cole',
    email: 'ben@f.test',
    phone: null,
    language: 'en',
    affiliation: families,
  },
  {
    id: 'c',
    firstName: 'Cy',
    lastName: 'Dunn',
    email: null,
    phone: '5550100103',
    language: 'en',
    affiliation: { id: 2, name: 'Front Office' },
  },
];

const preview = {
  channels: { email: 2, sms: 1, push: 0 },
  recipients: 2,
  sms: {
    en: {
      count: 0,
      segments: { encoding: 'GSM-7', units: 9, segments: 1, perSegment: 160, nonGsm: [] },
    },
    es: {
      count: 1,
      segments: { encoding: 'UCS-2', units: 15, segments: 1, perSegment: 70, nonGsm: ['á'] },
      usesEnglish: false,
    },
  },
  skipped: [
    {
      name: 'Ben Cole',
      channel: 'sms',
      status: 'skipped',
      reason: 'No phone number for this recipient',
      reasonCode: 'no_phone',
    },
  ],
};

function stub(sendStatus: number, previewBody: unknown = preview) {
  const sent: Record<string, unknown>[] = [];
  const previewed: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url === '/api/messaging/preview') {
      previewed.push(JSON.parse(String(init.body)));
      return json(previewBody);
    }
    if (url === '/api/messaging/send') {
      sent.push(JSON.parse(String(init.body)));
      return json(sendStatus === 202 ? { id: 'm1' } : { message: 'nope' }, sendStatus);
    }
    return json(contacts);
  });
  return { sent, previewed };
}

/** The recipient picker's live count ("3 selected"), the one a screen reader announces. */
const selectedCount = () => document.querySelector('.recipient-picker .field__hint');

const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

/** Fills the form for Ana and Ben (the families' shortcut), by both channels. */
async function fillForm() {
  fireEvent.click(await screen.findByRole('button', { name: "All of Players' Families (2)" }));
  expect(selectedCount()).toHaveTextContent(/^2 selected$/);
  fireEvent.change(screen.getByLabelText('Message type'), { target: { value: 'Both' } });
  fireEvent.change(screen.getByLabelText('Subject (optional)'), {
    target: { value: 'Rain: practice moves indoors' },
  });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Game at 7' } });
  fireEvent.change(screen.getByLabelText('Spanish message (optional)'), {
    target: { value: 'Partido mañana' },
  });
}

const body = {
  MessageTypes: 'Both',
  Recipients: [
    // With the contact's id: a text goes only to that contact's verified number.
    {
      Email: 'ana@f.test',
      PhoneNumber: '5550100101',
      Language: 'es',
      Name: 'Ana Ruiz',
      ContactId: 'a',
    },
    { Email: 'ben@f.test', PhoneNumber: null, Language: 'en', Name: 'Ben Cole', ContactId: 'b' },
  ],
  Message: 'Game at 7',
  MessageEs: 'Partido mañana',
  Subject: 'Rain: practice moves indoors',
};

describe('Send a Message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs a type, a recipient and a message; confirms, sends, links to the ledger, resets', async () => {
    const { sent, previewed } = stub(202);
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    await screen.findByRole('heading', { name: 'Send a Message' });
    await click('Send');
    expect(await screen.findByText('please fill out all fields')).toHaveAttribute('role', 'status');
    expect(previewed).toHaveLength(0);

    await fillForm();
    await click('Send');
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this message?' });
    expect(previewed).toEqual([body]);
    expect(sent).toHaveLength(0);
    expect(dialog).toHaveTextContent('It reaches 2 people.');
    const channels = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(channels).toEqual(['Email 2', 'SMS 1']);
    expect(dialog).toHaveTextContent('Spanish text: 1 segment each (UCS\u20112) · texts: 1');
    expect(dialog).toHaveTextContent('1 delivery will not be made');
    expect(dialog).toHaveTextContent('Ben Cole · SMS: No phone number for this recipient');

    await click('Confirm and send');
    const toast = (await screen.findByText('message sent!')).closest('[role="status"]');
    expect(toast).toHaveTextContent('message sent! The messages are queued. Follow their delivery');
    expect(screen.getByRole('link', { name: 'Follow their delivery' })).toHaveAttribute(
      'href',
      '/admin/messages/m1',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([body]);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Subject (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Message type')).toHaveValue('');
    expect(selectedCount()).toHaveTextContent(/^0 selected$/);
  });

  it('cancel returns to the form with nothing lost and nothing sent', async () => {
    const { sent } = stub(202);
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    await fillForm();
    await click('Send');
    await screen.findByRole('alertdialog');
    await click('Cancel');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toHaveLength(0);
    expect(screen.getByLabelText('Message')).toHaveValue('Game at 7');
    expect(screen.getByLabelText('Spanish message (optional)')).toHaveValue('Partido mañana');
    expect(screen.getByLabelText('Subject (optional)')).toHaveValue('Rain: practice moves indoors');
    expect(screen.getByLabelText('Message type')).toHaveValue('Both');
    expect(selectedCount()).toHaveTextContent(/^2 selected$/);
  });

  it('folds a long skipped list, and speaks Spanish', async () => {
    const skipped = Array.from({ length: 7 }, (_, i) => ({
      name: `Person ${i}`,
      channel: 'email',
      status: 'skipped',
      reason: 'Skipped: opted out of this kind of message by this channel',
      reasonCode: 'opted_out',
    }));
    stub(202, { ...preview, skipped });
    renderWithApp({ member: testMembers.admin, route: '/message/send', language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: /^Todos de .*\(2\)$/ }));
    fireEvent.change(screen.getByLabelText('Tipo de mensaje'), { target: { value: 'Email' } });
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Hola' } });
    await click('Enviar');
    const dialog = await screen.findByRole('alertdialog', { name: '¿Enviar este mensaje?' });
    expect(dialog).toHaveTextContent('No se harán 7 entregas');
    const fold = dialog.querySelector('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(within(dialog).getByText('Ver quién y por qué (7)')).toBeVisible();
    expect(fold).toHaveTextContent('Person 6 · Correo: Omitido: se dio de baja');
    // Email only: no text lengths to show.
    expect(dialog).not.toHaveTextContent('Longitud de los SMS');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('shows the SMS segments live as staff type, when the type includes texts', async () => {
    stub(202);
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    await screen.findByRole('heading', { name: 'Send a Message' });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'a'.repeat(161) } });
    expect(screen.queryByText(/As a text/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Message type'), { target: { value: 'SMS' } });
    // Counted as sent: "River Hawks: " (13) before, a line break and "Reply STOP to opt out" (21).
    const asSent = ', as sent: with “River Hawks: ” before it and the opt-out line after it.';
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      `As a text: 2 segments, 196 characters (153 a segment)${asSent}`,
    );
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'a'.repeat(125) } });
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      `As a text: 1 segment, 160 of 160 characters${asSent}`,
    );
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'a'.repeat(126) } });
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      `As a text: 2 segments, 161 characters (153 a segment)${asSent}`,
    );
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Práctica' } });
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      `As a text: 1 segment, 43 of 70 characters${asSent} Because of “á”, a segment holds 70 characters, not 160.`,
    );
    // The Spanish box ends with the Spanish line, whose "más" is not GSM-7.
    fireEvent.change(screen.getByLabelText('Spanish message (optional)'), {
      target: { value: 'Hola' },
    });
    expect(screen.getByLabelText('Spanish message (optional)')).toHaveAccessibleDescription(
      'Recipients whose language is Spanish get this text; everyone else gets the message above. ' +
        `As a text: 1 segment, 51 of 70 characters${asSent} Because of “á”, a segment holds 70 characters, not 160.`,
    );
  });

  it('offers a subject for emails only, and sends none when it is left empty', async () => {
    const { previewed } = stub(202);
    renderWithApp({ member: testMembers.admin, route: '/message/send', language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: /^Todos de .*\(2\)$/ }));
    const subject = screen.getByLabelText('Asunto (opcional)');
    expect(subject).toHaveAttribute('maxLength', String(MESSAGE_SUBJECT_MAX_LENGTH));
    expect(subject).toHaveAccessibleDescription(
      'El asunto del correo, que se envía tal cual a todos. Si lo dejas vacío, cada persona recibe el asunto habitual en su idioma.',
    );
    fireEvent.change(subject, { target: { value: 'Solo para SMS' } });
    fireEvent.change(screen.getByLabelText('Tipo de mensaje'), { target: { value: 'SMS' } });
    // Texts carry no subject: the field goes, and what it held is not sent.
    expect(screen.queryByLabelText('Asunto (opcional)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Hola' } });
    await click('Enviar');
    await screen.findByRole('alertdialog');
    expect(previewed.at(-1)).not.toHaveProperty('Subject');
    await click('Cancelar');
    fireEvent.change(screen.getByLabelText('Tipo de mensaje'), { target: { value: 'Email' } });
    fireEvent.change(screen.getByLabelText('Asunto (opcional)'), { target: { value: '   ' } });
    await click('Enviar');
    await screen.findByRole('alertdialog');
    expect(previewed.at(-1)).not.toHaveProperty('Subject');
  });

  it('counts Spanish readers’ texts apart when they get the English message', async () => {
    const es = {
      count: 1,
      segments: { encoding: 'UCS-2', units: 84, segments: 2, perSegment: 67, nonGsm: ['á'] },
      usesEnglish: true,
    };
    stub(202, { ...preview, sms: { ...preview.sms, es } });
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    fireEvent.click(await screen.findByRole('button', { name: "All of Players' Families (2)" }));
    fireEvent.change(screen.getByLabelText('Message type'), { target: { value: 'SMS' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Game at 7' } });
    await click('Send');
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this message?' });
    expect(dialog).toHaveTextContent('Spanish text: 2 segments each (UCS\u20112) · texts: 1');
    expect(dialog).toHaveTextContent('Spanish readers get the English text (texts: 1).');
  });

  it('says so when sending fails', async () => {
    stub(500);
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    fireEvent.click(await screen.findByRole('button', { name: /All of Front Office/ }));
    fireEvent.change(screen.getByLabelText('Message type'), { target: { value: 'SMS' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi' } });
    await click('Send');
    await screen.findByRole('alertdialog');
    await click('Confirm and send');
    expect(await screen.findByText('error sending message')).toHaveAttribute('role', 'status');
  });
});
