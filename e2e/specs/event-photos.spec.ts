import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { describe, expect, test } from 'vitest';
import { screenshot } from '../support/browser';
import { memberPage, toast } from '../support/member-page';
import { checkPage } from '../support/page-checks';
import { api } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { LANGUAGES } from '../support/scope';
import { portalForSpec } from '../support/spec-portal';

/**
 * An event's photo album: Fiona Family adds two phone photos (one a camera JPEG with its GPS
 * position in EXIF) to an event with the file picker; the grid shows them, the stored copy has no
 * EXIF left, "Download all" saves them as one zip, and the full-screen viewer opens on a tap and
 * swipes to the next. A manager's approval in the viewer is confirmed in a toast over the album.
 * Paula Parent asks to take a photo down in the page's dialog, and the admin keeps it from the
 * review list across albums. A photo tagging Noah is held until Fiona gives consent in her card's
 * household section, and held again once she withdraws it.
 * English and Spanish, 1280 and 390 px (English only on PostgreSQL).
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds photos.
portalForSpec((p) => ({ server, browser } = p), { own: true });

const WORDS = {
  en: {
    title: 'Photos',
    add: 'Add photos',
    first: 'Photo 1 of 2, added by Fiona Family',
    viewer: 'Photo viewer',
    previous: 'Previous photo',
    added: '2 photos added',
    downloadAll: 'Download all',
    approved: 'Photo approved: everyone who sees the event sees it now.',
    tagTitle: 'Who is in these photos? (optional)',
    held: 'Waiting for a manager',
    heldPhoto: /^Photo 1 of 1, added by Fiona Family/,
    approve: 'Approve',
    consent: 'Photos of my children',
    allowNoah: 'Noah Pemberton may appear in team photos',
    saved: 'Saved.',
    askTakedown: 'Ask to take down',
    takedownTitle: 'Ask to take this photo down',
    takedownWhy: 'Why should it come down? (optional)',
    takedownReason: 'Our daughter is in it',
    takedownSend: 'Send request',
    takedownSent: 'Your request was sent to the managers.',
    takedownLine: 'Paula Parent asks: “Our daughter is in it”',
    keep: 'Keep the photo: dismiss the request of Paula Parent',
    kept: 'Request dismissed: the photo stays.',
    photoOf: (n: number) => new RegExp(`^Photo \\d of ${n},`),
    storage: 'Photo storage',
  },
  es: {
    title: 'Fotos',
    add: 'Añadir fotos',
    first: 'Foto 1 de 2, añadida por Fiona Family',
    viewer: 'Visor de fotos',
    previous: 'Foto anterior',
    added: '2 fotos añadidas',
    downloadAll: 'Descargar todas',
    approved: 'Foto aprobada: ya la ven todos los que ven el evento.',
    tagTitle: '¿Quién aparece en estas fotos? (opcional)',
    held: 'Esperando a un responsable',
    heldPhoto: /^Foto 1 de 1, añadida por Fiona Family/,
    approve: 'Aprobar',
    consent: 'Fotos de mis hijos',
    allowNoah: 'Noah Pemberton puede aparecer en fotos del equipo',
    saved: 'Guardado.',
    askTakedown: 'Pedir que la quiten',
    takedownTitle: 'Pedir que quiten esta foto',
    takedownWhy: '¿Por qué deberían quitarla? (opcional)',
    takedownReason: 'Sale nuestra hija',
    takedownSend: 'Enviar petición',
    takedownSent: 'Tu petición se envió a los responsables.',
    takedownLine: 'Paula Parent pide: «Sale nuestra hija»',
    keep: 'Mantener la foto: descartar la petición de Paula Parent',
    kept: 'Petición descartada: la foto se queda.',
    photoOf: (n: number) => new RegExp(`^Foto \\d de ${n},`),
    storage: 'Espacio de las fotos',
  },
} as const;

/** A phone camera's JPEG: its GPS position and camera in EXIF, "turn 90°" as its orientation. */
const cameraJpeg = (background: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'Dugout Test Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4614/100' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const member = (role: 'family' | 'parent' | 'admin' | 'staff', lang: 'en' | 'es', path: string) =>
  memberPage(browser, server.url, role, lang, path);

/** The bytes a signed link serves, fetched by the page as its <img> does. */
const served = async (page: Page, url: string) =>
  Buffer.from(
    await page.evaluate(async (u) => {
      const res = await fetch(u);
      return Array.from(new Uint8Array(await res.arrayBuffer()));
    }, url),
  );

/** The names of a zip's entries, read with yauzl (a real zip reader, as a member's computer). */
function zipEntries(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const names: string[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(names));
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.readEntry();
    });
  });
}

describe('event photos', () => {
  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`a member adds phone photos, sees them in the grid and swipes the viewer (${lang})`, async () => {
      const admin = await member('admin', lang, '/login');
      const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
        name: `Photo day ${lang}`,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      });
      const eventId = created.data.id;
      await admin.context().close();

      const family = await member('family', lang, `/events/${eventId}`);
      const section = family.getByRole('region', { name: words.title });
      await section.getByLabel(words.add).setInputFiles([
        { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg('#2a6f97') },
        { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg('#e76f51') },
      ]);
      const first = section.getByRole('button', { name: words.first });
      await first.waitFor({ timeout: 30_000 });
      await family.getByRole('status').filter({ hasText: words.added }).first().waitFor();
      // Each thumbnail is drawn (loaded, not a broken image).
      await expect
        .poll(() =>
          section
            .locator('img')
            .evaluateAll((imgs) =>
              imgs.map((i) => (i as unknown as { naturalWidth: number }).naturalWidth),
            ),
        )
        .toEqual([400, 400]);

      // What the server keeps: upright (the camera's 1600 × 1200 turned), no EXIF, no GPS.
      const album = await api<{ photos: { url: string; width: number; height: number }[] }>(
        family,
        'GET',
        `/api/event/${eventId}/photos`,
      );
      expect(album.photos.map((p) => [p.width, p.height])).toEqual([
        [1200, 1600],
        [1200, 1600],
      ]);
      const stored = await sharp(await served(family, album.photos[0]!.url)).metadata();
      expect([stored.format, stored.exif, stored.orientation]).toEqual([
        'jpeg',
        undefined,
        undefined,
      ]);
      for (const width of [1280, 390]) await checkPage(family, `photos-grid-${lang}`, width);

      // "Download all": one zip of both photos, named from the event's title and day.
      const [download] = await Promise.all([
        family.waitForEvent('download', { timeout: 30_000 }),
        section.getByRole('button', { name: words.downloadAll }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^Photo day ${lang} \\d{4}-\\d{2}-\\d{2}\\.zip$`),
      );
      const zip = await readFile((await download.path())!);
      expect(await zipEntries(zip)).toEqual(['01.jpg', '02.jpg']);

      // The viewer opens on the photo tapped; a swipe to the left shows the next one.
      await first.click();
      const viewer = family.getByRole('dialog', { name: words.viewer });
      await viewer.waitFor();
      const previous = viewer.getByRole('button', { name: words.previous });
      await expect.poll(() => previous.isDisabled()).toBe(true);
      const box = (await viewer.boundingBox())!;
      const y = box.y + box.height / 2;
      await family.mouse.move(box.x + box.width * 0.8, y);
      await family.mouse.down();
      await family.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
      await family.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
      await family.mouse.up();
      await expect.poll(() => previous.isDisabled(), { timeout: 10_000 }).toBe(false);
      await checkPage(family, `photos-viewer-${lang}`, 390);
      expect(family.errors).toEqual([]);
      await family.context().close();
    });
  }

  for (const lang of LANGUAGES) {
    const words = WORDS[lang];
    test(`a photo tagging a child without consent waits for a manager, who approves it (${lang})`, async () => {
      const admin = await member('admin', lang, '/login');
      const created = await api<{ data: { id: string } }>(admin, 'POST', '/api/event/new', {
        name: `Consent day ${lang}`,
        date: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      });
      const eventId = created.data.id;

      const family = await member('family', lang, `/events/${eventId}`);
      const section = family.getByRole('region', { name: words.title });
      await section.getByText(words.tagTitle).click();
      await section.getByLabel(/^Noah Pemberton/).check();
      await section
        .getByLabel(words.add)
        .setInputFiles([
          { name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg('#8ecae6') },
        ]);
      const held = section.getByRole('button', { name: words.heldPhoto });
      await held.getByText(words.held).waitFor({ timeout: 30_000 });
      for (const width of [1280, 390]) await checkPage(family, `photos-held-${lang}`, width);
      // Nobody but Fiona and the managers sees it: Sam Staff manages 12U, not this club-wide event.
      const staff = await member('staff', lang, '/login');
      const seen = await api<{ photos: unknown[] }>(staff, 'GET', `/api/event/${eventId}/photos`);
      expect(seen.photos).toEqual([]);
      await staff.context().close();

      await admin.goto(`${server.url}/events/${eventId}`);
      const adminSection = admin.getByRole('region', { name: words.title });
      await adminSection.getByRole('button', { name: words.heldPhoto }).click();
      const viewer = admin.getByRole('dialog', { name: words.viewer });
      const approve = viewer.getByRole('button', { name: words.approve, exact: true });
      await approve.click();
      // The viewer closes and the toast says so over the album: found by its role (under the
      // open viewer it would be aria-hidden) and drawn on top where it stands.
      await viewer.waitFor({ state: 'detached', timeout: 15_000 });
      await admin.getByRole('status').filter({ hasText: words.approved }).waitFor();
      // Checked in the page as it draws (a toast lives two seconds): what shows at its middle.
      await admin.waitForFunction(
        (text) =>
          [...document.querySelectorAll('[role="status"]')].some((el) => {
            if (el.textContent !== text) return false;
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return !!top && el.contains(top);
          }),
        words.approved,
        { timeout: 15_000 },
      );
      await screenshot(admin, `photos-approved-${lang}`, { fullPage: false });
      // Approved: the album read again no longer marks it.
      await expect
        .poll(() => adminSection.getByText(words.held).count(), { timeout: 15_000 })
        .toBe(0);
      // Paula Parent, another family, asks to take it down in the page's dialog; the admin finds
      // her request in the review list across albums and keeps the photo.
      const parent = await member('parent', lang, `/events/${eventId}`);
      const parentSection = parent.getByRole('region', { name: words.title });
      await parentSection.getByRole('button', { name: words.heldPhoto }).click();
      await parent
        .getByRole('dialog', { name: words.viewer })
        .getByRole('button', { name: words.askTakedown })
        .click();
      const ask = parent.getByRole('dialog', { name: words.takedownTitle });
      await ask.getByLabel(words.takedownWhy).fill(words.takedownReason);
      await checkPage(parent, `photos-takedown-dialog-${lang}`, 390);
      await ask.getByRole('button', { name: words.takedownSend }).click();
      await toast(parent, words.takedownSent);
      expect(parent.errors).toEqual([]);
      await parent.context().close();
      await admin.goto(`${server.url}/photos/review`);
      // The request's own line (its photo's card holds it too).
      const request = admin.getByRole('listitem').filter({ hasText: words.takedownLine }).last();
      await request.waitFor();
      for (const width of [1280, 390]) await checkPage(admin, `photos-review-${lang}`, width);
      await request.getByRole('button', { name: words.keep }).click();
      await toast(admin, words.kept);
      await request.waitFor({ state: 'detached' });

      // The albums' storage per season, on Admin Tools.
      await admin.goto(`${server.url}/admin`);
      await admin
        .getByRole('region', { name: words.storage })
        .getByRole('listitem')
        .first()
        .waitFor();
      for (const width of [1280, 390]) await checkPage(admin, `photos-storage-${lang}`, width);
      expect(admin.errors).toEqual([]);

      // The guardian's consent, in the household section of her card: given, a photo tagging
      // Noah is not held; withdrawn, every photo tagging him is held again (the approved one too).
      const me = await api<{ id: string }>(family, 'GET', '/api/me');
      const consent = family.getByRole('region', { name: words.consent });
      const setConsent = async (on: boolean) => {
        await family.goto(`${server.url}/contacts/edit/${me.id}`);
        const box = consent.getByLabel(words.allowNoah);
        await box.waitFor();
        expect(await box.isChecked()).toBe(!on);
        if (on) await checkPage(family, `photos-consent-${lang}`, 390);
        await box.setChecked(on);
        await toast(family, words.saved);
        if (on) await checkPage(family, `photos-consent-${lang}`, 1280);
      };
      const addTagged = async (count: number) => {
        await family.goto(`${server.url}/events/${eventId}`);
        await section.getByText(words.tagTitle).click();
        await section.getByLabel(/^Noah Pemberton/).check();
        await section.getByLabel(words.add).setInputFiles([
          {
            name: `IMG_00${count}.jpg`,
            mimeType: 'image/jpeg',
            buffer: await sharp({
              create: { width: 320, height: 240, channels: 3, background: '#ffb703' },
            })
              .jpeg()
              .toBuffer(),
          },
        ]);
        await section
          .getByRole('button', { name: words.photoOf(count) })
          .first()
          .waitFor({ timeout: 30_000 });
        return section.locator('.photos__held').count();
      };
      await setConsent(true);
      expect(await addTagged(2)).toBe(0);
      await setConsent(false);
      await family.goto(`${server.url}/events/${eventId}`);
      await expect.poll(() => section.locator('.photos__held').count()).toBe(2);
      expect(family.errors).toEqual([]);
      await admin.context().close();
      await family.context().close();
    });
  }
});
