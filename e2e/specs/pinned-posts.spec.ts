import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage } from '../support/browser';
import type { PortalServer } from '../support/portal';
import { portalForSpec } from '../support/spec-portal';
import { pressUntil, shows } from '../support/keyboard-drag';
import { api } from '../support/page-api';
import { asRole, SeedChanges } from '../support/seed-changes';
import { signInAs } from '../support/sign-in';

let server: PortalServer;
let browser: Browser;

const seed = new SeedChanges();

// The seeded posts are edited and reordered here: they are put back for the specs that follow
// on the shared server, whether or not the test got to its end.
portalForSpec((p) => ({ server, browser } = p), { seed });

/** The demo's pinned post of 12U (apps/api/src/seed/team-feed-seed.ts). */
const TEAM_POST = '12U: bring both caps Saturday';

interface ManagedPost {
  id: number;
  titleEn: string;
  textEn: string;
  titleEs: string;
  textEs: string;
  link: string;
  expiresOn: string | null;
}

describe('Pinned posts', () => {
  test('an admin edits a banner in English and Spanish; a family sees it on home', async () => {
    const admin = await newPage(browser);
    await signInAs(admin, server.url, 'admin', '/admin/pinned-posts');
    const seeded = await api<ManagedPost[]>(admin, 'GET', '/api/pinnedpost/manage');
    seed.change('the seeded pinned posts and their order', () =>
      asRole(browser, server, 'admin', async (call) => {
        for (const { id, titleEn, textEn, titleEs, textEs, link, expiresOn } of seeded)
          await call('PUT', `/api/pinnedpost/update/${id}`, {
            titleEn,
            textEn,
            titleEs,
            textEs,
            link,
            expiresOn,
          });
        await call('PUT', '/api/pinnedpost/updateSortOrder', { ids: seeded.map((p) => p.id) });
      }),
    );
    await admin.getByRole('button', { name: 'Edit “Holiday toy drive”' }).click();
    const form = admin.getByRole('form', { name: 'Edit pinned post' });
    await form
      .getByRole('group', { name: 'English' })
      .getByLabel('Title', { exact: true })
      .fill('Toy drive: last week');
    await form
      .getByRole('group', { name: 'Spanish (optional)' })
      .getByLabel('Title', { exact: true })
      .fill('Colecta de juguetes: última semana');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Toy drive: last week', { exact: true }).waitFor();
    // An expired post disappears from home by itself.
    await admin.getByRole('button', { name: 'Edit “Winter family newsletter”' }).click();
    await admin.getByLabel('Last day shown (optional)').fill('2020-01-31');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText(/Expired: last shown Jan 31, 2020/).waitFor();
    // Reordering, each move from a freshly loaded list: the toy drive up with the keyboard on
    // its handle, then the season seats dragged below the newsletter with the mouse.
    // The seeded three: the demo's 12U post (last, team-feed-seed.ts) takes no part in the moves.
    const titles = async () =>
      (await admin.locator('.pinned-admin__item .pinned-admin__title').allTextContents()).filter(
        (title) => title !== TEAM_POST,
      );
    expect(await titles()).toEqual([
      '2027 family season seats',
      'Toy drive: last week',
      'Winter family newsletter',
    ]);
    // The order is read from the list; dnd-kit's live region says where a keyboard drag is.
    const announced = (text: RegExp) => admin.getByText(text).waitFor({ state: 'attached' });
    await admin.getByRole('button', { name: 'Move “Toy drive: last week”' }).focus();
    await admin.keyboard.press('Space'); // picked up (announced as over its own place, 2)
    await announced(/^Toy drive: last week moved to position 2\./);
    await pressUntil(admin, 'ArrowUp', shows(admin, /^Toy drive: last week moved to position 1\./));
    await admin.keyboard.press('Space');
    await announced(/^Toy drive: last week dropped at position 1\./);
    const afterKeyboard = [
      'Toy drive: last week',
      '2027 family season seats',
      'Winter family newsletter',
    ];
    await expect.poll(titles).toEqual(afterKeyboard);
    await admin.reload();
    await expect.poll(titles).toEqual(afterKeyboard);

    const from = (await admin
      .getByRole('button', { name: 'Move “2027 family season seats”' })
      .boundingBox())!;
    const to = (await admin.locator('.pinned-admin__item').nth(2).boundingBox())!;
    const x = from.x + from.width / 2;
    await admin.mouse.move(x, from.y + from.height / 2);
    await admin.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await admin.mouse.move(x, from.y + ((to.y + to.height / 2 - from.y) * i) / 10);
    }
    await admin.mouse.up();
    const afterMouse = [
      'Toy drive: last week',
      'Winter family newsletter',
      '2027 family season seats',
    ];
    await expect.poll(titles).toEqual(afterMouse);
    await admin.reload();
    await expect.poll(titles).toEqual(afterMouse);
    expect(admin.errors).toEqual([]);

    const family = await newPage(browser);
    await signInAs(family, server.url, 'family');
    await family.goto(server.url + '/');
    const banners = family.getByRole('region', { name: 'Pinned posts' });
    // Exact: each banner's Comments button names it too ("Comments on …", visually hidden).
    await banners.getByText('Toy drive: last week', { exact: true }).waitFor();
    // Fiona has Mia on 12U: the team's own post shows too, wherever the moves above left it.
    const shown = await banners.locator('.pinned-post__name').allTextContents();
    expect(shown).toContain(TEAM_POST);
    expect(shown.filter((title) => title !== TEAM_POST)).toEqual([
      'Toy drive: last week',
      '2027 family season seats',
    ]);
    await expect
      .poll(() => banners.getByText('Winter family newsletter', { exact: true }).count())
      .toBe(0);
    await family.getByRole('combobox', { name: /language|idioma/i }).selectOption('es');
    await family
      .getByRole('region', { name: 'Publicaciones fijadas' })
      .getByText('Colecta de juguetes: última semana', { exact: true })
      .waitFor();
    expect(family.errors).toEqual([]);
  });
});
