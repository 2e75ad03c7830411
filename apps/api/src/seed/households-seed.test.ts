import { expect, it } from 'vitest';
import type { HouseholdRsvps } from '@dugout/shared';
import { testAppForFile } from '../testing/test-app';

const t = testAppForFile();

it('puts the demo families in households, the family demo member with two children, one a rostered player', async () => {
  const res = await t.injectAs('family', { method: 'GET', url: '/api/rsvp/household' });
  const { members } = res.json<HouseholdRsvps>();
  expect(members[0]).toMatchObject({ firstName: 'Fiona', role: 'guardian', isSelf: true });
  const children = members.filter((m) => m.role === 'player' || m.role === 'sibling');
  expect(children.length).toBeGreaterThanOrEqual(2);
  const player = members.find((m) => m.role === 'player')!;
  expect(`${player.firstName} ${player.lastName}`).toBe('Noah Pemberton');
  const noah = await t.database.db
    .selectFrom('contacts')
    .select(['related_player_id', 'related_player_is_coach'])
    .where('id', '=', player.contactId)
    .executeTakeFirstOrThrow();
  expect(noah).toEqual({ related_player_id: 900016, related_player_is_coach: false });

  const households = await t.injectAs('admin', { method: 'GET', url: '/api/household/getall' });
  const list = households.json<{ name: string; members: { role: string }[] }[]>();
  expect(list.length).toBeGreaterThan(10);
  expect(list.filter((h) => !h.members.some((m) => m.role === 'guardian'))).toEqual([]);
});
