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

it('puts the second family demo member in another household on a team of the first, as a guardian', async () => {
  const fiona = await t.injectAs('family', { method: 'GET', url: '/api/rsvp/household' });
  const paula = await t.injectAs('parent', { method: 'GET', url: '/api/rsvp/household' });
  const theirs = paula.json<HouseholdRsvps>().members;
  expect(theirs[0]).toMatchObject({ firstName: 'Paula', role: 'guardian', isSelf: true });
  const ours = fiona.json<HouseholdRsvps>().members;
  const ids = new Set(ours.map((m) => m.contactId));
  expect(theirs.filter((m) => ids.has(m.contactId))).toEqual([]);
  // A child of each household on one team (12U): the two families share its events.
  const teamsOf = async (members: HouseholdRsvps['members']) =>
    (
      await t.database.db
        .selectFrom('team_members')
        .select('team_id')
        .where(
          'contact_id',
          'in',
          members.filter((m) => m.role !== 'guardian').map((m) => m.contactId),
        )
        .execute()
    ).map((r) => r.team_id);
  const shared = await teamsOf(theirs);
  const fionas = new Set(await teamsOf(ours));
  expect(shared.filter((id) => fionas.has(id))).not.toEqual([]);
});
