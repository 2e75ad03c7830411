import { describe, expect, it } from 'vitest';
import type { EventPhoto, EventPhotos, PhotoConsentList, PhotoTagCandidates } from '@dugout/shared';
import { postPhoto } from '../../testing/event-photos';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;
const { call, status, message } = apiCalls(t);

const upload = (who: string, eventId: string, tags: string[]) =>
  postPhoto(t, who, eventId, { tags });

async function newEvent(name: string) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: '2031-06-07T17:00:00Z',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const album = async (who: string, eventId: string) => {
  const res = await call(who, 'GET', `/api/event/${eventId}/photos`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventPhotos>();
};
/** Fiona Family's son Noah, a player: his photos need her consent. */
async function noah() {
  const res = await call('family', 'GET', '/api/me/photo-consent');
  const child = res.json<PhotoConsentList>().children.find((c) => c.name.startsWith('Noah'));
  return child!.contactId;
}
const consent = (who: string, childId: string, value: boolean, language = 'en') =>
  call(who, 'PUT', `/api/me/photo-consent/${childId}`, { consent: value }, language);

describe('photos of a child', () => {
  it('a photo tagging a child without consent is held for a manager, who approves it (audited)', async () => {
    const eventId = await newEvent('Consent game');
    const child = await noah();
    const people = (
      await call('family', 'GET', `/api/event/${eventId}/photo-tag-candidates`)
    ).json<PhotoTagCandidates>().people;
    expect(people.find((p) => p.id === child)).toMatchObject({ child: true, consent: false });
    // Her own family first, whatever the directory's size.
    expect(people.slice(0, 5).map((p) => p.id)).toContain(child);

    const res = await upload('family', eventId, [child]);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<EventPhoto>();
    expect([photo.held, photo.tags.map((x) => x.name)]).toEqual([true, ['Noah Pemberton']]);
    // Held: its uploader and the admins see it, another member does not, not even by id.
    expect((await album('family', eventId)).photos.map((p) => [p.id, p.held])).toEqual([
      [photo.id, true],
    ]);
    expect((await album('staff', eventId)).photos).toEqual([]);
    const asked = await call('staff', 'POST', `/api/event-photos/${photo.id}/takedown`, {});
    expect(status(asked)).toBe(404);
    const adminView = (await album('admin', eventId)).photos[0]!;
    expect([adminView.held, adminView.canApprove]).toEqual([true, true]);
    // Only a manager approves.
    const refused = await call('family', 'POST', `/api/event-photos/${photo.id}/approve`);
    expect([status(refused), message(refused)]).toEqual([
      403,
      'Only an administrator or the team manager can approve a photo.',
    ]);
    expect(status(await call('admin', 'POST', `/api/event-photos/${photo.id}/approve`))).toBe(204);
    expect((await album('staff', eventId)).photos.map((p) => [p.id, p.held])).toEqual([
      [photo.id, false],
    ]);
    const again = await call('admin', 'POST', `/api/event-photos/${photo.id}/approve`, {}, 'es');
    expect([status(again), message(again)]).toEqual([
      409,
      'Esta foto no está esperando a un responsable.',
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'entity_id'])
      .where('action', '=', 'photo.approve')
      .execute();
    expect(audit).toEqual([{ actor_id: await t.contactId('admin'), entity_id: String(photo.id) }]);
  });

  it('the guardian’s consent shows the child’s photos; withdrawing it holds them again', async () => {
    const eventId = await newEvent('Consent change game');
    const child = await noah();
    const photo = (await upload('family', eventId, [child])).json<EventPhoto>();
    expect((await album('staff', eventId)).photos).toEqual([]);
    // Only a guardian of the child's household decides.
    const stranger = await consent('staff', child, true, 'es');
    expect([status(stranger), message(stranger)]).toEqual([
      403,
      'Solo un tutor del hogar de este niño puede decidir si aparece en fotos.',
    ]);
    expect(status(await consent('family', child, true))).toBe(204);
    expect((await album('staff', eventId)).photos.map((p) => p.id)).toEqual([photo.id]);
    // A new photo of him is shown at once.
    expect((await upload('family', eventId, [child])).json<EventPhoto>().held).toBe(false);
    expect(status(await consent('family', child, false))).toBe(204);
    expect((await album('staff', eventId)).photos).toEqual([]);
    const mine = (await call('family', 'GET', '/api/me/photo-consent')).json<PhotoConsentList>();
    expect(mine.children.find((c) => c.contactId === child)?.consent).toBe(false);
    // Adults need no consent; someone not shown to the uploader cannot be tagged.
    const adult = await upload('family', eventId, [await t.contactId('staff')]);
    expect(adult.json<EventPhoto>().held).toBe(false);
    const unknown = await upload('family', eventId, ['00000000-0000-4000-8000-000000000000']);
    expect([status(unknown), message(unknown)]).toEqual([
      400,
      'You can tag only people this event is for, as the directory shows them.',
    ]);
  });

  it('members ask to take a photo down, once; the managers see who asked and why', async () => {
    const eventId = await newEvent('Takedown game');
    const photo = (await upload('family', eventId, [])).json<EventPhoto>();
    const ask = () =>
      call('staff', 'POST', `/api/event-photos/${photo.id}/takedown`, { reason: 'My kid' });
    expect(status(await ask())).toBe(204);
    const twice = await ask();
    expect([status(twice), message(twice)]).toEqual([
      409,
      'You already asked to take this photo down.',
    ]);
    expect((await album('staff', eventId)).photos[0]).toMatchObject({
      takedownAsked: true,
      takedowns: [],
    });
    const seen = (await album('admin', eventId)).photos[0]!;
    expect(seen.takedowns.map((d) => [d.by, d.reason])).toEqual([['Sam Staff', 'My kid']]);
  });
});
