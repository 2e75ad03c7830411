import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberPage, toast } from '../support/member-page';
import { checkPage } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { LANGUAGES } from '../support/scope';
import { portalForSpec } from '../support/spec-portal';

/**
 * The rest of conversation moderation: Fiona Family reports the admin's post with a reason, the
 * admin finds it under "Reported posts" and dismisses it; Fiona posts, the admin mutes her for an
 * hour with a reason, and Fiona reads until when instead of the box to write; the admin lifts it.
 * English and Spanish, 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds events, posts, reports and mutes.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const WORDS = {
  en: {
    title: 'Conversation',
    write: 'Write a post',
    adminPost: 'Raffle tickets for sale at the gate, $5 each',
    familyPost: 'Who has the snack list?',
    report: /^Report the post of Alex Admin/,
    reportWhy: /^What is wrong with this post\?/,
    reportReason: 'Selling things',
    reportSend: 'Send report',
    reportedDone: 'Thanks: the managers will look at it.',
    reported: 'You reported this post.',
    reports: 'Reported posts (1)',
    reportedOnce: 'Reported once · Reasons: Selling things',
    dismiss: 'Dismiss the reports of the post of Alex Admin',
    dismissed: 'The reports are dismissed.',
    mute: 'Mute Fiona Family',
    hour: '1 hour',
    muteReason: /^Reason \(optional\)/,
    reason: 'Please keep to the game',
    muteSend: 'Mute',
    mutes: 'Muted members (1)',
    mutedNote: /^A manager muted you in this conversation until /,
    mutedWhy: 'Reason: Please keep to the game',
    unmute: 'Unmute Fiona Family',
    unmuted: 'Fiona Family may post again.',
  },
  es: {
    title: 'Conversación',
    write: 'Escribe una publicación',
    adminPost: 'Rifas a la venta en la entrada, 5 $ cada una',
    familyPost: '¿Quién tiene la lista de meriendas?',
    report: /^Denunciar la publicación de Alex Admin/,
    reportWhy: /^¿Qué tiene de malo esta publicación\?/,
    reportReason: 'Vende cosas',
    reportSend: 'Enviar denuncia',
    reportedDone: 'Gracias: los responsables la revisarán.',
    reported: 'Denunciaste esta publicación.',
    reports: 'Publicaciones denunciadas (1)',
    reportedOnce: 'Denunciada una vez · Motivos: Vende cosas',
    dismiss: 'Descartar las denuncias de la publicación de Alex Admin',
    dismissed: 'Las denuncias se descartaron.',
    mute: 'Silenciar a Fiona Family',
    hour: '1 hora',
    muteReason: /^Motivo \(opcional\)/,
    reason: 'Por favor, habla del partido',
    muteSend: 'Silenciar',
    mutes: 'Miembros silenciados (1)',
    mutedNote: /^Un responsable te silenció en esta conversación hasta el /,
    mutedWhy: 'Motivo: Por favor, habla del partido',
    unmute: 'Quitar el silencio a Fiona Family',
    unmuted: 'Fiona Family puede publicar de nuevo.',
  },
} as const;

const member = (role: 'family' | 'admin', lang: 'en' | 'es', path: string) =>
  memberPage(browser, server.url, role, lang, path);

/** The admin's new event with a post of theirs and, if asked, one of Fiona's. */
async function eventWithPosts(admin: Page, lang: 'en' | 'es', name: string) {
  const words = WORDS[lang];
  const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
    name: `${name} ${lang}`,
    date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  const eventId = created.data.id;
  await api(admin, 'POST', `/api/conversations/event/${eventId}/posts`, { body: words.adminPost });
  return eventId;
}

// Two flows a language, each short enough for a busy machine's test timeout.
describe('conversation reports and mutes', () => {
  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`a member reports a post once; a manager sees it and dismisses it (${lang})`, async () => {
      const admin = await member('admin', lang, '/login');
      const eventId = await eventWithPosts(admin, lang, 'Reported');

      // Fiona reports the admin's post, with a reason; then reads that she did.
      const family = await member('family', lang, `/events/${eventId}`);
      const section = family.getByRole('region', { name: words.title });
      await section.getByRole('button', { name: words.report }).click();
      await section.getByLabel(words.reportWhy).fill(words.reportReason);
      await checkPage(family, `report-form-${lang}`, 390);
      await section.getByRole('button', { name: words.reportSend, exact: true }).click();
      await toast(family, words.reportedDone);
      await section.getByText(words.reported).waitFor();
      expect(family.errors).toEqual([]);
      await family.context().close();

      // The admin finds it above the conversation and dismisses it.
      await admin.goto(`${server.url}/events/${eventId}`);
      const adminSection = admin.getByRole('region', { name: words.title });
      const reports = adminSection.getByRole('region', { name: words.reports });
      await reports.getByText(words.reportedOnce).waitFor();
      for (const width of [1280, 390]) await checkPage(admin, `reports-admin-${lang}`, width);
      await reports.getByRole('button', { name: words.dismiss }).click();
      await toast(admin, words.dismissed);
      await reports.waitFor({ state: 'detached' });
      expect(admin.errors).toEqual([]);
      await admin.context().close();
    });

    test(`a manager mutes a member for an hour, who reads until when; then lifts it (${lang})`, async () => {
      const admin = await member('admin', lang, '/login');
      const eventId = await eventWithPosts(admin, lang, 'Muted');
      const family = await member('family', lang, `/events/${eventId}`);
      await api(family, 'POST', `/api/conversations/event/${eventId}/posts`, {
        body: words.familyPost,
      });
      const section = family.getByRole('region', { name: words.title });

      await admin.goto(`${server.url}/events/${eventId}`);
      const adminSection = admin.getByRole('region', { name: words.title });
      await adminSection.getByRole('button', { name: words.mute }).click();
      await adminSection.getByRole('radio', { name: words.hour }).check();
      await adminSection.getByLabel(words.muteReason).fill(words.reason);
      await checkPage(admin, `mute-form-${lang}`, 390);
      await adminSection.getByRole('button', { name: words.muteSend, exact: true }).click();
      const mutes = adminSection.getByRole('region', { name: words.mutes });
      await mutes.waitFor();
      for (const width of [1280, 390]) await checkPage(admin, `mutes-admin-${lang}`, width);

      // Live: her page shows until when and why, and no box to write.
      await section.getByText(words.mutedNote).waitFor({ timeout: 15_000 });
      await section.getByText(words.mutedWhy).waitFor();
      expect(await section.getByLabel(words.write).count()).toBe(0);
      for (const width of [1280, 390]) await checkPage(family, `muted-member-${lang}`, width);

      await mutes.getByRole('button', { name: words.unmute }).click();
      await toast(admin, words.unmuted);
      await mutes.waitFor({ state: 'detached' });
      // Lifted: her next reading has the box again.
      await family.reload();
      await family.getByRole('region', { name: words.title }).getByLabel(words.write).waitFor();
      expect(admin.errors).toEqual([]);
      expect(family.errors).toEqual([]);
      await admin.context().close();
      await family.context().close();
    });
  }
});
