import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { memberPage, toast } from '../support/member-page';
import { checkPage, smallControls } from '../support/page-checks';
import { accessToken } from '../support/page-api';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';

/**
 * Rides: on the demo's next away game (which the seed gives an open offer, an open request and a
 * matched pair), Fiona Family offers a ride (a leaving time already passed is refused first), Sam
 * Staff asks for one, Fiona accepts, both see the other's phone, Sam cancels the ride, and each
 * takes their post down again. English and Spanish, 1280 and 390 px.
 */

let server: PortalServer;
let browser: Browser;
// Its own server: it adds rides to a seeded event.
portalForSpec((p) => ({ server, browser } = p), { own: true });

/**
 * The event the seed put rides on (rides-seed.ts): the first coming event with an offer; and the
 * first with no ride at all.
 */
async function rideGames(page: Page): Promise<{ game: string; bare: string }> {
  const token = await accessToken(page);
  return page.evaluate(
    async ([base, auth]) => {
      const headers = { authorization: `Bearer ${auth}` };
      const from = new Date().toISOString();
      const to = new Date(Date.now() + 60 * 86_400_000).toISOString();
      const res = await fetch(`${base}/api/event/getall?from=${from}&to=${to}`, { headers });
      const events = (await res.json()) as { id: string; date: string }[];
      events.sort((a, b) => a.date.localeCompare(b.date));
      let game: string | undefined;
      let bare: string | undefined;
      for (const e of events) {
        const res = await fetch(`${base}/api/event/${e.id}/rides`, { headers });
        const rides = (await res.json()) as { offers: unknown[]; requests: unknown[] };
        if (rides.offers.length) game ??= e.id;
        else if (!rides.requests.length) bare ??= e.id;
        if (game && bare) return { game, bare };
      }
      throw new Error('no event with rides, or none without');
    },
    [server.url, token] as const,
  );
}

const WORDS = {
  en: {
    title: 'Rides',
    offer: 'Offer a ride',
    ask: 'Ask for a ride',
    seats: 'Seats',
    seatsNeeded: 'Seats needed',
    from: 'From where',
    post: 'Post',
    leavesAt: 'Leaving at (optional)',
    leavesPassed: 'The leaving time has passed: choose a time still to come.',
    offered: 'Your ride offer is posted.',
    asked: 'Your ride request is posted.',
    twoLeft: '2 of 2 seats left',
    none: 'No rides offered yet.',
    accept: 'Accept the request of Sam Staff',
    accepted: 'Ride confirmed with Sam Staff',
    callSam: 'Call Sam Staff at (555) 010-0004',
    callFiona: 'Call Fiona Family at (555) 010-0003',
    cancelRide: 'Cancel the ride with Fiona Family',
    cancelled: 'Cancelled.',
    cancelRequest: 'Cancel my request',
    cancelOffer: 'Cancel my offer',
    change: 'Change my offer',
    save: 'Save',
    saved: 'Your changes are saved.',
    threeLeft: '3 of 3 seats left',
  },
  es: {
    title: 'Viajes',
    offer: 'Ofrecer un viaje',
    ask: 'Pedir un viaje',
    seats: 'Asientos',
    seatsNeeded: 'Asientos necesarios',
    from: 'Desde dónde',
    post: 'Publicar',
    leavesAt: 'Sale a las (opcional)',
    leavesPassed: 'La hora de salida ya pasó: elige una hora que aún no haya llegado.',
    offered: 'Tu oferta de viaje está publicada.',
    asked: 'Tu solicitud de viaje está publicada.',
    twoLeft: 'Quedan 2 de 2 asientos',
    none: 'Aún nadie ofrece viaje.',
    accept: 'Aceptar la solicitud de Sam Staff',
    accepted: 'Viaje confirmado con Sam Staff',
    callSam: 'Llamar a Sam Staff al (555) 010-0004',
    callFiona: 'Llamar a Fiona Family al (555) 010-0003',
    cancelRide: 'Cancelar el viaje con Fiona Family',
    cancelled: 'Cancelado.',
    cancelRequest: 'Cancelar mi solicitud',
    cancelOffer: 'Cancelar mi oferta',
    change: 'Cambiar mi oferta',
    save: 'Guardar',
    saved: 'Tus cambios están guardados.',
    threeLeft: 'Quedan 3 de 3 asientos',
  },
} as const;

// Cancelling asks first (window.confirm): yes.
const member = (role: 'family' | 'staff', lang: 'en' | 'es', path = '/login') =>
  memberPage(browser, server.url, role, lang, path, { acceptDialogs: true });

describe('rides', () => {
  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];
    test(`a family offers, another asks, the driver accepts, phones shown, cancelled (${lang})`, async () => {
      const family = await member('family', lang);
      const { game: eventId, bare } = await rideGames(family);
      // An event with no ride yet: one "Rides" button, which opens the section.
      await family.goto(`${server.url}/events/${bare}`);
      const show = family.getByRole('button', { name: words.title, exact: true });
      await show.waitFor();
      expect(await show.getAttribute('aria-expanded')).toBe('false');
      for (const width of [1280, 390]) await checkPage(family, `rides-collapsed-${lang}`, width);
      await show.click();
      await family.getByText(words.none).waitFor();
      await family.goto(`${server.url}/events/${eventId}`);
      await family.getByRole('heading', { name: words.title, exact: true }).waitFor();
      await family.getByRole('button', { name: words.offer }).click();
      await family.getByLabel(words.seats, { exact: true }).fill('2');
      await family.getByLabel(words.from).fill('Maple St. & 3rd');
      // A leaving time already passed: the form says so before sending anything.
      const leaves = family.getByLabel(words.leavesAt);
      await leaves.fill('2020-01-04T10:00');
      // The ride form's (the conversation below has a Post button too).
      const post = family.getByRole('form').getByRole('button', { name: words.post });
      await post.click();
      await family.getByRole('alert').filter({ hasText: words.leavesPassed }).waitFor();
      for (const width of [1280, 390]) await checkPage(family, `rides-leaves-${lang}`, width);
      await leaves.fill('');
      await post.click();
      await toast(family, words.offered);
      const offer = family.getByRole('listitem', { name: 'Fiona Family' });
      await offer.getByText(words.twoLeft).waitFor();

      const staff = await member('staff', lang, `/events/${eventId}`);
      await staff.getByRole('button', { name: words.ask }).click();
      await staff.getByLabel(words.seatsNeeded).fill('1');
      await staff.getByLabel(words.from).fill('Oak Ave.');
      await staff.getByRole('form').getByRole('button', { name: words.post }).click();
      await toast(staff, words.asked);
      // Before the match, no phone of either.
      expect(await staff.getByRole('link', { name: words.callFiona }).count()).toBe(0);

      await family.reload();
      await family.getByRole('button', { name: words.accept }).click();
      await toast(family, words.accepted);
      await family.getByRole('link', { name: words.callSam }).waitFor();
      expect(await family.getByRole('link', { name: words.callSam }).getAttribute('href')).toBe(
        'tel:+15550100004',
      );
      for (const width of [1280, 390]) await checkPage(family, `rides-driver-${lang}`, width);
      expect(await smallControls(family, `rides driver ${lang}`)).toEqual([]);

      await staff.reload();
      await staff.getByRole('link', { name: words.callFiona }).waitFor();
      for (const width of [1280, 390]) await checkPage(staff, `rides-asker-${lang}`, width);
      expect(await smallControls(staff, `rides asker ${lang}`)).toEqual([]);

      await staff.getByRole('button', { name: words.cancelRide }).click();
      await toast(staff, words.cancelled);
      await staff.getByRole('link', { name: words.callFiona }).waitFor({ state: 'detached' });
      await family.reload();
      await offer.getByText(words.twoLeft).waitFor();
      expect(await family.getByRole('link', { name: words.callSam }).count()).toBe(0);

      // The driver changes the offer in place: the form comes filled in.
      await offer.getByRole('button', { name: words.change }).click();
      const seats = offer.getByLabel(words.seats, { exact: true });
      expect(await seats.inputValue()).toBe('2');
      for (const width of [1280, 390]) await checkPage(family, `rides-edit-${lang}`, width);
      await seats.fill('3');
      await offer.getByRole('button', { name: words.save }).click();
      await toast(family, words.saved);
      await offer.getByText(words.threeLeft).waitFor();

      // Each takes their post down, and the seed is as it was for the next language.
      await staff.getByRole('button', { name: words.cancelRequest }).click();
      await toast(staff, words.cancelled);
      await family.getByRole('button', { name: words.cancelOffer }).click();
      await toast(family, words.cancelled);
      await family.getByRole('button', { name: words.offer }).waitFor();
      expect(family.errors).toEqual([]);
      expect(staff.errors).toEqual([]);
    });
  }
});
