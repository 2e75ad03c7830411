import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type {
  EventAttendance,
  EventAvailability,
  MyAttendance,
  Team,
  TeamAttendance,
} from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { expectMalformedId, MALFORMED_ID } from '../../testing/malformed-ids';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

const { call, status, message } = apiCalls(t);
function ok<T>(res: LightMyRequestResponse, code = 200): T {
  expect(res.statusCode, res.body).toBe(code);
  return res.json<T>();
}

async function newEvent(name: string, teams: number[], eventType: string, date: string) {
  const res = await call('admin', 'POST', '/api/event/new', { name, date, eventType, teams });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
async function contact(first: string) {
  const { id } = await db()
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: 'Attendtest',
      email: `${first.toLowerCase()}.attendtest@families.riverhawks.test`,
      is_site_user: true,
      permissions: ['view:contacts'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
async function familyChild(): Promise<string> {
  const family = await t.contactId('family');
  const row = await db()
    .selectFrom('household_members as me')
    .innerJoin('household_members as hm', 'hm.household_id', 'me.household_id')
    .select('hm.contact_id')
    .where('me.contact_id', '=', family)
    .where('hm.role', '=', 'player')
    .executeTakeFirstOrThrow();
  return row.contact_id;
}
async function newTeam(
  name: string,
  shortName: string,
  members: { contactId: string; role: string }[],
) {
  const team = ok<Team>(await call('admin', 'POST', '/api/teams', { name, shortName }), 201);
  ok(await call('admin', 'PUT', `/api/teams/${team.id}/members`, { members }));
  return team.id;
}
/** An answer through the spec's RSVP route: availability is the player's RSVP. */
const answer = async (who: string, eventID: string, contactID: string, s: 'yes' | 'no') =>
  ok(await call(who, 'POST', '/api/rsvp/new', { eventID, contactID, status: s }));

/** A team "Att Blue" of the family's child and two others, managed by staff, and a past game. */
async function setUp(label: string) {
  const child = await familyChild();
  const ana = await contact(`Ana${label}`);
  const ben = await contact(`Ben${label}`);
  const staff = await t.contactId('staff');
  const blue = await newTeam(`Att Blue ${label}`, `B${label}`, [
    { contactId: child, role: 'player' },
    { contactId: ana, role: 'player' },
    { contactId: ben, role: 'player' },
    { contactId: staff, role: 'manager' },
  ]);
  const past = await newEvent(`Att game ${label}`, [blue], 'game', '2026-01-10T17:00:00Z');
  return { child, ana, ben, blue, past };
}

describe('availability: a player’s RSVP, asked per player', () => {
  it('a guardian sees and answers for their child only; the manager sees every player', async () => {
    const { child, ana, blue } = await setUp('A');
    const future = await newEvent('Att practice A', [blue], 'practice', '2031-06-01T17:00:00Z');
    const mine = ok<EventAvailability>(
      await call('family', 'GET', `/api/event/${future}/availability`),
    );
    expect(mine).toMatchObject({ asks: true, counts: null, canTakeAttendance: false });
    expect(mine.players.map((p) => [p.contactId, p.availability, p.canAnswer])).toEqual([
      [child, 'unknown', true],
    ]);
    // The answer is the child's RSVP (the spec's route), read back as availability.
    await answer('family', future, child, 'yes');
    await answer('admin', future, ana, 'no');
    const after = ok<EventAvailability>(
      await call('family', 'GET', `/api/event/${future}/availability`),
    );
    expect(after.players.map((p) => p.availability)).toEqual(['available']);
    const manager = ok<EventAvailability>(
      await call('staff', 'GET', `/api/event/${future}/availability`),
    );
    expect(manager.counts).toEqual({ available: 1, unavailable: 1, unknown: 1 });
    expect(manager.players).toHaveLength(3);
    // Not started: no attendance yet.
    expect(manager.canTakeAttendance).toBe(false);
    const early = await call(
      'staff',
      'PUT',
      `/api/event/${future}/attendance`,
      { present: [] },
      'es',
    );
    expect([status(early), message(early)]).toEqual([
      409,
      'Se puede pasar lista una vez que el evento haya empezado.',
    ]);
  });

  it('asks nothing for a meeting', async () => {
    const { blue } = await setUp('B');
    const meeting = await newEvent('Att meeting B', [blue], 'meeting', '2026-01-10T17:00:00Z');
    const a = ok<EventAvailability>(
      await call('admin', 'GET', `/api/event/${meeting}/availability`),
    );
    expect(a).toMatchObject({ asks: false, players: [], counts: null, canTakeAttendance: false });
    const res = await call('admin', 'PUT', `/api/event/${meeting}/attendance`, { present: [] });
    expect([status(res), message(res)]).toEqual([
      409,
      'Attendance is taken for games and practices only.',
    ]);
  });
});

describe('taking attendance', () => {
  it('prefills from the answers, saves, audits, and is editable later', async () => {
    const { child, ana, ben, past } = await setUp('C');
    await answer('family', past, child, 'yes');
    await answer('admin', past, ben, 'no');
    const list = ok<EventAttendance>(await call('staff', 'GET', `/api/event/${past}/attendance`));
    expect(list.recorded).toBe(false);
    expect(list.players.map((p) => [p.contactId, p.availability, p.present])).toEqual(
      expect.arrayContaining([
        [child, 'available', true],
        [ana, 'unknown', false],
        [ben, 'unavailable', false],
      ]),
    );
    expect(
      ok(await call('staff', 'PUT', `/api/event/${past}/attendance`, { present: [child, ana] })),
    ).toEqual({ present: 2, absent: 1 });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'entity_id'])
      .where('action', '=', 'attendance.record')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_id: await t.contactId('staff'), entity_id: past });
    // Editable later: Ana did not come after all.
    ok(await call('admin', 'PUT', `/api/event/${past}/attendance`, { present: [child] }));
    const again = ok<EventAttendance>(await call('staff', 'GET', `/api/event/${past}/attendance`));
    expect(again.recorded).toBe(true);
    expect(again.players.filter((p) => p.present).map((p) => p.contactId)).toEqual([child]);
    const stranger = await contact('StrangerC');
    const bad = await call('staff', 'PUT', `/api/event/${past}/attendance`, {
      present: [stranger],
    });
    expect([status(bad), message(bad)]).toEqual([
      400,
      'Only the event’s players can be marked as present.',
    ]);
  });

  it('refuses families, and the manager of another team', async () => {
    const { past } = await setUp('D');
    const red = await newTeam('Att Red D', 'RD', [
      { contactId: await contact('RedD'), role: 'player' },
    ]);
    const redGame = await newEvent('Att red game D', [red], 'game', '2026-01-10T17:00:00Z');
    expect(status(await call('family', 'GET', `/api/event/${past}/attendance`))).toBe(403);
    expect(
      status(await call('family', 'PUT', `/api/event/${past}/attendance`, { present: [] })),
    ).toBe(403);
    // Staff manages Blue and 12U, not Red: to them Red's game does not exist, and its season
    // report is refused.
    expect(
      status(await call('staff', 'PUT', `/api/event/${redGame}/attendance`, { present: [] })),
    ).toBe(404);
    const refused = await call('staff', 'GET', `/api/teams/${red}/attendance`, undefined, 'es');
    expect([status(refused), message(refused)]).toEqual([
      403,
      'Solo un administrador o el mánager del equipo puede ver su asistencia',
    ]);
    expect(status(await call('staff', 'GET', `/api/teams/${red}/attendance/csv`))).toBe(403);
  });

  it('keeps an archived season read-only', async () => {
    const { past } = await setUp('E');
    const other = await db()
      .insertInto('seasons')
      .values({
        name: 'Att old E',
        starts_on: '2020-01-01',
        ends_on: '2020-12-31',
        archived_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('events').set({ season_id: other.id }).where('id', '=', past).execute();
    const res = await call('admin', 'PUT', `/api/event/${past}/attendance`, { present: [] });
    expect(res.statusCode).toBe(409);
  });
});

describe('attendance over the season', () => {
  it('per player and team, as CSV, and each family sees only their own', async () => {
    const { child, ana, ben, blue, past } = await setUp('F');
    const practice = await newEvent('Att practice F', [blue], 'practice', '2026-01-12T17:00:00Z');
    const before = ok<TeamAttendance>(await call('staff', 'GET', `/api/teams/${blue}/attendance`));
    ok(await call('staff', 'PUT', `/api/event/${past}/attendance`, { present: [child, ana] }));
    ok(await call('staff', 'PUT', `/api/event/${practice}/attendance`, { present: [child] }));
    const report = ok<TeamAttendance>(await call('staff', 'GET', `/api/teams/${blue}/attendance`));
    // Over the seed's club-wide game and practice too (the family's child played them).
    const seeded = (id: string) => before.players.find((p) => p.contactId === id)!;
    expect([
      report.gamesRecorded - before.gamesRecorded,
      report.practicesRecorded - before.practicesRecorded,
    ]).toEqual([1, 1]);
    const row = (id: string) => report.players.find((p) => p.contactId === id)!;
    expect(row(child)).toEqual({
      ...seeded(child),
      gamesAttended: seeded(child).gamesAttended + 1,
      gamesRecorded: seeded(child).gamesRecorded + 1,
      practicesAttended: seeded(child).practicesAttended + 1,
      practicesRecorded: seeded(child).practicesRecorded + 1,
    });
    expect(row(ben)).toMatchObject({
      gamesAttended: 0,
      gamesRecorded: 1,
      practicesAttended: 0,
      practicesRecorded: 1,
    });
    expect(report.team).toEqual({
      gamesAttended: before.team.gamesAttended + 2,
      gamesRecorded: before.team.gamesRecorded + 3,
      practicesAttended: before.team.practicesAttended + 1,
      practicesRecorded: before.team.practicesRecorded + 3,
    });
    const csv = await call('staff', 'GET', `/api/teams/${blue}/attendance/csv`, undefined, 'es');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nombre,Apellido,Partidos asistidos,Partidos registrados,Entrenamientos asistidos,Entrenamientos registrados,% de asistencia',
    );
    expect(lines).toContain('AnaF,Attendtest,1,1,0,1,50');
    expect(lines.at(-1)).toMatch(/^Todo el equipo,Att Blue F,\d+,\d+,\d+,\d+,\d+$/);

    const mine = ok<MyAttendance>(await call('family', 'GET', '/api/attendance/mine'));
    // Fiona's children (both on teams), nobody else's.
    const household = await db()
      .selectFrom('household_members as me')
      .innerJoin('household_members as hm', 'hm.household_id', 'me.household_id')
      .select('hm.contact_id')
      .where('me.contact_id', '=', await t.contactId('family'))
      .execute();
    const ids = mine.players.map((p) => p.contactId);
    expect(ids).toContain(child);
    expect(ids.filter((id) => !household.some((h) => h.contact_id === id))).toEqual([]);
    expect(mine.players.find((p) => p.contactId === child)!.gamesAttended).toBeGreaterThanOrEqual(
      1,
    );
    // Ana sees her own, never the family's child.
    const ana_ = ok<MyAttendance>(await call(ana, 'GET', '/api/attendance/mine'));
    expect(ana_.players.map((p) => [p.contactId, p.gamesAttended, p.practicesRecorded])).toEqual([
      [ana, 1, 1],
    ]);
  });
});

describe('a malformed id', () => {
  it('is answered as on every route, in the reader’s language', async () => {
    for (const language of ['en', 'es'] as const) {
      expectMalformedId(
        await call('admin', 'GET', '/api/teams/nope/attendance', undefined, language),
        MALFORMED_ID.serial[language],
      );
      const eventPage = await call('admin', 'GET', '/api/event/nope', undefined, language);
      expect(message(eventPage)).toBe(MALFORMED_ID.event[language]);
      for (const [method, url] of [
        ['GET', '/api/event/nope/availability'],
        ['GET', '/api/event/nope/attendance'],
        ['PUT', '/api/event/nope/attendance'],
      ] as const) {
        const body = method === 'PUT' ? { present: [] } : undefined;
        expectMalformedId(await call('admin', method, url, body, language), message(eventPage));
      }
    }
  });
});
