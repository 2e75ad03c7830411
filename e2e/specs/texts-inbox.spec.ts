// The API tests' Twilio peer: its webhooks are signed with Twilio's own SDK helper, not our code.
import {
  postInboundSms,
  startTwilioPeer,
  type TwilioPeer,
} from '../../apps/api/src/testing/twilio-peer';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newPage, type TrackedPage } from '../support/browser';
import { checkPage } from '../support/page-checks';
import { openPortal, type Portal } from '../support/portal';
import { signInAs } from '../support/sign-in';
import { switchToSpanish } from '../support/spanish';

/**
 * The texts inbox: a family's free-text reply to the team's number reaches the
 * office's inbox, and the admin answers it from the portal. A server of the spec's own: the
 * shared one has no Twilio account (it takes no signed webhooks). Fiona Family (demo,
 * +15550100003, a verified number) is the texter; the answers go to a Twilio peer on loopback.
 */
const SID = 'AC00000000000000000000000000000031';
const TOKEN = 'texts-inbox-spec-token';
const FIONA_PHONE = '+15550100003';

let portal: Portal;
let peer: TwilioPeer;

beforeAll(async () => {
  peer = await startTwilioPeer();
  portal = await openPortal({
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+15550100199',
      TWILIO_API_BASE_URL: peer.baseUrl,
    },
  });
});

afterAll(async () => {
  await portal?.close();
  await peer?.close();
});

/** Fiona's text to the team's number, as Twilio posts it (signed over the server's own URL). */
async function fionaTexts(body: string) {
  const res = await postInboundSms({
    origin: portal.server.url,
    publicUrl: portal.server.url,
    accountSid: SID,
    token: TOKEN,
    from: FIONA_PHONE,
    to: '+15550100199',
    body,
  });
  expect(res).toMatchObject({
    status: 200,
    text: '<?xml version="1.0" encoding="UTF-8"?><Response/>',
  });
}

/** Reads the text, answers it, and sees the answer reach Twilio and the thread. */
async function readAndAnswer(
  page: TrackedPage,
  lang: 'en' | 'es',
  words: Record<string, string>,
  text: string,
  answer: string,
) {
  const row = page.getByRole('listitem').filter({ hasText: text });
  await expect.poll(() => row.getByText(new RegExp(words.unread!)).isVisible()).toBe(true);
  await expect
    .poll(() => row.getByRole('link', { name: 'Fiona Family', exact: true }).isVisible())
    .toBe(true);
  await checkPage(page, `texts-inbox-${lang}`, 1280);
  await checkPage(page, `texts-inbox-${lang}`, 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('link', { name: new RegExp(`^${words.open}`) }).click();
  const thread = page.getByRole('list', { name: `${words.thread} Fiona Family` });
  await expect.poll(() => thread.getByText(text).isVisible()).toBe(true);
  const before = peer.sent.length;
  await page.getByRole('textbox', { name: words.answer }).fill(answer);
  await page.getByRole('button', { name: words.send }).click();
  await expect
    .poll(() => peer.sent.slice(before).map((f) => [f.get('To'), f.get('Body')]))
    .toEqual([[FIONA_PHONE, answer]]);
  // The thread shows the answer, and its delivery once the outbox has sent it.
  await expect.poll(() => thread.getByText(answer).isVisible()).toBe(true);
  const answered = thread.getByRole('listitem').filter({ hasText: answer });
  await expect
    .poll(() => answered.getByRole('link', { name: words.sent, exact: true }).isVisible())
    .toBe(true);
  await checkPage(page, `texts-thread-${lang}`, 1280);
  await checkPage(page, `texts-thread-${lang}`, 390);
  expect(page.errors).toEqual([]);
}

const RUNS = [
  {
    lang: 'en' as const,
    text: 'Running late, 15 min. Save us seats?',
    answer: 'Saved two seats behind home plate.',
    words: {
      inbox: 'Texts inbox',
      unread: '\\d+ unread',
      open: 'Open',
      thread: 'Texts with',
      answer: 'Answer',
      send: 'Send answer',
      sent: 'Sent',
    },
  },
  {
    lang: 'es' as const,
    text: 'Llegamos en 10 minutos',
    answer: '¡Perfecto, los esperamos!',
    words: {
      inbox: 'Mensajes de texto',
      unread: '\\d+ sin leer',
      open: 'Abrir',
      thread: 'Mensajes con',
      answer: 'Respuesta',
      send: 'Enviar respuesta',
      sent: 'Enviado',
    },
  },
];

test.each(RUNS)(
  'an admin reads a family’s text in the inbox and answers it ($lang)',
  async ({ lang, text, answer, words }) => {
    await fionaTexts(text);
    const page = await newPage(portal.browser);
    if (lang === 'es') {
      // Spanish chosen in the header, then Admin Tools from the navigation.
      await signInAs(page, portal.server.url, 'admin');
      await switchToSpanish(page);
      await page.getByRole('link', { name: 'Administración', exact: true }).first().click();
    } else {
      await signInAs(page, portal.server.url, 'admin', '/admin');
    }
    const link = page.getByRole('link', { name: new RegExp(`^${words.inbox}`) });
    await link.waitFor();
    // The seed's unread texts and this one.
    const unread = new RegExp(`^\\s*${words.unread}$`);
    await expect.poll(() => page.getByText(unread).first().isVisible()).toBe(true);
    await link.click();
    await readAndAnswer(page, lang, words, text, answer);
    await page.context().close();
  },
);
