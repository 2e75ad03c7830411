import { expect, it } from 'vitest';
import type { EventPhoto, PhotoReview } from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { postPhoto } from '../../testing/event-photos';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const { call, status, message } = apiCalls(t);

async function newEvent(who: string, name: string, teams?: number[]) {
  const res = await call(who, 'POST', '/api/event/new', {
    name,
    date: '2031-06-07T17:00:00Z',
    ...(teams && { teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const review = async (who: string) => {
  const res = await call(who, 'GET', '/api/photos/review');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PhotoReview>().photos;
};

it('lists the take-down requests of the albums a manager manages; the manager keeps the photo (audited)', async () => {
  const teams = (await call('admin', 'GET', '/api/teams')).json<{ id: number; name: string }[]>();
  const twelve = teams.find((x) => x.name === '12U Riverhawks')!.id;
  const teamEvent = await newEvent('staff', 'Review 12U', [twelve]);
  const clubEvent = await newEvent('admin', 'Review club');
  const teamPhoto = (await postPhoto(t, 'family', teamEvent, {})).json<EventPhoto>();
  const clubPhoto = (await postPhoto(t, 'family', clubEvent, {})).json<EventPhoto>();
  for (const id of [teamPhoto.id, clubPhoto.id]) {
    const asked = await call('parent', 'POST', `/api/event-photos/${id}/takedown`, {
      reason: 'Please',
    });
    expect(asked.statusCode, asked.body).toBe(204);
  }

  // Sam Staff manages 12U: its album's request, not the club-wide event's; the admin sees both.
  const staffList = await review('staff');
  expect(staffList.map((p) => p.id)).toContain(teamPhoto.id);
  expect(staffList.map((p) => p.id)).not.toContain(clubPhoto.id);
  const adminList = await review('admin');
  expect(adminList.map((p) => p.id)).toEqual(expect.arrayContaining([teamPhoto.id, clubPhoto.id]));
  const listed = staffList.find((p) => p.id === teamPhoto.id)!;
  expect([listed.eventName, listed.held, listed.takedowns.map((d) => [d.by, d.reason])]).toEqual([
    'Review 12U',
    false,
    [['Paula Parent', 'Please']],
  ]);
  // A family has no review list; nor may it dismiss a request.
  expect(status(await call('family', 'GET', '/api/photos/review'))).toBe(403);
  const requestId = listed.takedowns[0]!.id;
  const refused = await call('family', 'DELETE', `/api/photo-takedowns/${requestId}`, {}, 'es');
  expect(status(refused)).toBe(403);
  // Nor a manager of another team (the club-wide event's request is the admins').
  const otherId = adminList.find((p) => p.id === clubPhoto.id)!.takedowns[0]!.id;
  expect(status(await call('staff', 'DELETE', `/api/photo-takedowns/${otherId}`))).toBe(403);

  const kept = await call('staff', 'DELETE', `/api/photo-takedowns/${requestId}`);
  expect(kept.statusCode, kept.body).toBe(204);
  expect((await review('staff')).map((p) => p.id)).not.toContain(teamPhoto.id);
  const again = await call('staff', 'DELETE', `/api/photo-takedowns/${requestId}`, {}, 'es');
  expect([status(again), message(again)]).toEqual([
    404,
    'No se encontró esta solicitud. Puede que un responsable ya la haya atendido.',
  ]);
  const audit = await t.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'entity_id', 'action'])
    .where('action', '=', 'photo.dismissTakedown')
    .execute();
  expect(audit).toEqual([
    {
      actor_id: await t.contactId('staff'),
      entity_id: String(teamPhoto.id),
      action: 'photo.dismissTakedown',
    },
  ]);
});
