import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EventDuties, MyDuties, Team } from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { expectMalformedId, MALFORMED_ID } from '../../testing/malformed-ids';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

const { call, status, message } = apiCalls(t);

async function newEvent(name: string, teams?: number[], date = '2031-05-03T17:00:00Z') {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date,
    ...(teams && { teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
async function newDuty(who: string, eventId: string, fields: object = {}) {
  const res = await call(who, 'POST', `/api/event/${eventId}/duties`, {
    nameEn: 'Snacks',
    nameEs: 'Merienda',
    slots: 2,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const duties = async (who: string, eventId: string, language = 'en') => {
  const res = await call(who, 'GET', `/api/event/${eventId}/duties`, undefined, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventDuties>();
};
const signUp = (who: string, dutyId: number, contactId: string, language = 'en') =>
  call(who, 'POST', `/api/duties/${dutyId}/signups`, { contactId }, language);
const signupId = (res: LightMyRequestResponse) => res.json<{ signupId: number }>().signupId;

async function member(first: string, hidden = false) {
  const { id } = await db()
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: 'Dutytest',
      email: `${first.toLowerCase()}.dutytest@families.riverhawks.test`,
      is_site_user: true,
      permissions: ['view:contacts'],
      hide_contact_from_others: hidden,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
/** Fiona Family's co-guardian (Gavin), an adult of her household. */
async function coGuardianOfFamily(): Promise<string> {
  const family = await t.contactId('family');
  const row = await db()
    .selectFrom('household_members as me')
    .innerJoin('household_members as hm', 'hm.household_id', 'me.household_id')
    .select('hm.contact_id')
    .where('me.contact_id', '=', family)
    .where('hm.contact_id', '<>', family)
    .where('hm.role', '=', 'guardian')
    .orderBy('hm.contact_id')
    .executeTakeFirstOrThrow();
  return row.contact_id;
}
const teamId = async (name: string) =>
  (await call('admin', 'GET', '/api/teams')).json<Team[]>().find((x) => x.name === name)!.id;
const newestAudit = (action: string) =>
  db()
    .selectFrom('audit_log')
    .select(['actor_id', 'entity_id', 'detail'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

describe('who defines duties', () => {
  it('an admin on any event, a manager on their team’s, nobody else', async () => {
    const clubWide = await newEvent('Duties club-wide');
    const twelve = await newEvent('Duties 12U game', [await teamId('12U Riverhawks')]);
    const other = (
      await call('admin', 'POST', '/api/teams', { name: 'Duties Blue', shortName: 'DB' })
    ).json<Team>().id;
    const otherTeams = await newEvent('Duties Blue game', [other]);
    const body = { nameEn: 'Scorekeeper', nameEs: 'Anotador', slots: 1 };

    const id = await newDuty('admin', clubWide, body);
    expect((await newestAudit('duty.create'))?.entity_id).toBe(String(id));
    expect(status(await call('family', 'POST', `/api/event/${clubWide}/duties`, body))).toBe(403);
    const refused = await call('staff', 'POST', `/api/event/${clubWide}/duties`, body, 'es');
    expect([status(refused), message(refused)]).toEqual([
      403,
      'Solo un administrador o el administrador del equipo del evento puede cambiar sus tareas',
    ]);
    // Another team's event: the manager of 12U does not reach it, so to them it does not exist.
    expect(status(await call('staff', 'POST', `/api/event/${otherTeams}/duties`, body))).toBe(404);
    await newDuty('staff', twelve, body);
    expect((await duties('staff', twelve)).canManage).toBe(true);
    expect((await duties('family', clubWide)).canManage).toBe(false);
    expect((await duties('staff', clubWide)).canManage).toBe(false);
  });

  it('refuses bad input with the field named, in the reader’s language', async () => {
    const event = await newEvent('Duties bad input');
    const res = await call(
      'admin',
      'POST',
      `/api/event/${event}/duties`,
      { nameEn: 'Snacks', nameEs: 'Merienda', slots: 0 },
      'es',
    );
    expect([status(res), message(res)]).toEqual([
      400,
      'Cuántas personas: un número entero de 1 a 50.',
    ]);
    const missing = await call('admin', 'PUT', '/api/duties/abc', { nameEn: 'x' });
    expect(status(missing)).toBe(400);
  });

  it('never lowers the slots under the people signed up', async () => {
    const event = await newEvent('Duties lower slots');
    const duty = await newDuty('admin', event, { slots: 2 });
    expect(status(await signUp('family', duty, await t.contactId('family')))).toBe(201);
    expect(status(await signUp('family', duty, await coGuardianOfFamily()))).toBe(201);
    const res = await call('admin', 'PUT', `/api/duties/${duty}`, {
      nameEn: 'Snacks',
      nameEs: 'Merienda',
      slots: 1,
    });
    expect([status(res), message(res)]).toEqual([
      409,
      '2 people have already signed up for “Snacks”: remove some before lowering the slots.',
    ]);
    const [kept] = (await duties('admin', event)).duties;
    expect(kept!.slots).toBe(2);
  });
});

describe('signing up', () => {
  it('for yourself and your household’s adults; a manager assigns anyone; full is "just taken"', async () => {
    const event = await newEvent('Duties sign up');
    const duty = await newDuty('admin', event, { slots: 3 });
    const family = await t.contactId('family');
    const coGuardian = await coGuardianOfFamily();
    const first = await signUp('family', duty, family);
    expect(status(first)).toBe(201);
    const again = await signUp('family', duty, family);
    expect(status(again)).toBe(409);
    expect(status(await signUp('family', duty, coGuardian))).toBe(201);
    const stranger = await member('Stranger');
    const refused = await signUp('family', duty, stranger);
    expect([status(refused), message(refused)]).toEqual([
      403,
      'You can only sign up yourself and people in your household',
    ]);
    expect(status(await signUp('admin', duty, stranger))).toBe(201);
    expect((await newestAudit('duty.assign'))?.entity_id).toBe(String(duty));
    const late = await signUp('family', duty, await t.contactId('newcomer'), 'es');
    expect(status(late)).toBe(403);
    const full = await signUp('admin', duty, await t.contactId('staff'), 'es');
    expect([status(full), message(full)]).toEqual([
      409,
      'Lo sentimos, alguien acaba de tomar el último lugar de «Merienda».',
    ]);
    const read = (await duties('family', event)).duties[0]!;
    expect(read.volunteers.map((v) => [v.name, v.ours])).toEqual([
      ['Fiona Family', true],
      [expect.any(String), true],
      ['Stranger Dutytest', false],
    ]);
  });

  it('refuses someone the event is not for', async () => {
    const twelve = await teamId('12U Riverhawks');
    const event = await newEvent('Duties 12U only', [twelve]);
    const duty = await newDuty('admin', event);
    const outsider = await member('Outsider');
    const res = await signUp('admin', duty, outsider);
    expect([status(res), message(res)]).toEqual([
      400,
      'Outsider Dutytest is not invited to this event.',
    ]);
    // Fiona's household as the page offers it: only those the 12U event is for.
    const offered = (await duties('family', event)).forWhom.map((p) => p.name);
    expect(offered[0]).toBe('Fiona Family');
    // Her household's adults (Gavin, the father), never a child (Mia, on the 12U team).
    expect(offered).toEqual(['Fiona Family', 'Gavin Pemberton']);
    // And to whoever may not see the event, the duty does not exist.
    expect(status(await signUp(outsider, duty, outsider))).toBe(404);
    expect(status(await call(outsider, 'GET', `/api/event/${event}/duties`))).toBe(404);
  });

  it('names a hidden contact "A volunteer" to those the directory hides them from', async () => {
    const event = await newEvent('Duties hidden');
    const duty = await newDuty('admin', event);
    const hidden = await member('Hidden', true);
    expect(status(await signUp(hidden, duty, hidden))).toBe(201);
    const seen = async (who: string, language = 'en') =>
      (await duties(who, event, language)).duties[0]!.volunteers[0];
    expect(await seen('family')).toMatchObject({ name: 'A volunteer', contactId: null });
    expect(await seen('family', 'es')).toMatchObject({ name: 'Un voluntario', contactId: null });
    expect(await seen('admin')).toMatchObject({ name: 'Hidden Dutytest', contactId: hidden });
    expect(await seen(hidden)).toMatchObject({ name: 'Hidden Dutytest', ours: true });
  });

  it('ten families racing for the last slot: exactly one gets it', async () => {
    const event = await newEvent('Duties race');
    const duty = await newDuty('admin', event, { slots: 3 });
    for (const first of ['Early', 'Earlier']) {
      const id = await member(first);
      expect(status(await signUp(id, duty, id))).toBe(201);
    }
    const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => member(`Racer${i}`)));
    const answers = await Promise.all(racers.map((id) => signUp(id, duty, id)));
    const codes = answers.map(status).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const lost of answers.filter((a) => status(a) === 409)) {
      expect(message(lost)).toBe('Sorry, the last slot of “Snacks” was just taken.');
    }
    const { n } = await db()
      .selectFrom('duty_signups')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('duty_id', '=', duty)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(3);
  });
});

describe('withdrawing', () => {
  it('until the cut-off; a manager removes anyone, whenever', async () => {
    const event = await newEvent('Duties withdraw');
    const duty = await newDuty('admin', event);
    const family = await t.contactId('family');
    const mine = signupId(await signUp('family', duty, family));
    expect(status(await call('family', 'DELETE', `/api/duties/signups/${mine}`))).toBe(204);
    const again = signupId(await signUp('family', duty, family));
    expect(status(await call('newcomer', 'DELETE', `/api/duties/signups/${again}`))).toBe(403);
    const closed = await call('admin', 'PUT', `/api/duties/${duty}`, {
      nameEn: 'Snacks',
      nameEs: 'Merienda',
      slots: 2,
      signupClosesAt: '2020-01-01T00:00:00Z',
    });
    expect(status(closed)).toBe(204);
    // Its own words, with the cut-off in the team's zone (America/New_York in the tests).
    const late = async (language: string) => {
      const res = await call(
        'family',
        'DELETE',
        `/api/duties/signups/${again}`,
        undefined,
        language,
      );
      // Intl spaces the time with a narrow no-break space, or not, as its ICU version has it.
      return [status(res), res.json<{ code: string }>().code, message(res).replace(/\s/g, ' ')];
    };
    expect(await late('en')).toEqual([
      409,
      'withdraw_closed',
      'Withdrawing from “Snacks” closed at Tue, Dec 31, 7:00 PM: ask a team manager.',
    ]);
    expect(await late('es')).toEqual([
      409,
      'withdraw_closed',
      'El plazo para retirarse de «Merienda» cerró el mar, 31 dic, 19:00: pídeselo a un encargado del equipo.',
    ]);
    expect(status(await call('admin', 'DELETE', `/api/duties/signups/${again}`))).toBe(204);
    expect(await newestAudit('duty.unassign')).toMatchObject({
      actor_id: await t.contactId('admin'),
      entity_id: String(duty),
    });
    expect((await duties('family', event)).duties[0]!.volunteers).toEqual([]);
  });

  it('deleting a duty takes its sign-ups with it, and is audited', async () => {
    const event = await newEvent('Duties delete');
    const duty = await newDuty('admin', event);
    await signUp('family', duty, await t.contactId('family'));
    expect(status(await call('family', 'DELETE', `/api/duties/${duty}`))).toBe(403);
    expect(status(await call('admin', 'DELETE', `/api/duties/${duty}`))).toBe(204);
    expect((await newestAudit('duty.delete'))?.entity_id).toBe(String(duty));
    expect((await duties('family', event)).duties).toEqual([]);
    expect(status(await call('admin', 'DELETE', `/api/duties/${duty}`))).toBe(404);
  });
});

describe('a volunteer is an adult', () => {
  /** A household of its own: two guardians and a player who signs in. */
  async function household(n: number) {
    const [mum, dad, kid] = [
      await member(`Adultmum${n}`),
      await member(`Adultdad${n}`),
      await member(`Kid${n}`),
    ];
    const { id } = await db()
      .insertInto('households')
      .values({ name: `Dutytest adults household ${n}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('household_members')
      .values([
        { household_id: id, contact_id: mum, role: 'guardian' },
        { household_id: id, contact_id: dad, role: 'guardian' },
        { household_id: id, contact_id: kid, role: 'player' },
      ])
      .execute();
    return { mum, dad, kid };
  }

  it('a child is refused whoever signs them up, and never offered; an adult signs up the other', async () => {
    const { mum, dad, kid } = await household(1);
    const event = await newEvent('Duties adults only');
    const duty = await newDuty('admin', event, { slots: 5 });
    const refusal = (res: LightMyRequestResponse) => [
      status(res),
      res.json<{ field?: string }>().field,
      message(res),
    ];
    expect(refusal(await signUp(mum, duty, kid))).toEqual([
      400,
      'contactId',
      'Kid1 Dutytest is a child: duty volunteers are the household’s adults.',
    ]);
    expect(refusal(await signUp(mum, duty, kid, 'es'))).toEqual([
      400,
      'contactId',
      'Kid1 Dutytest es menor: las tareas las hacen los adultos del hogar.',
    ]);
    // A manager assigns anyone, but not a child either; nor does the child sign up themself.
    expect(status(await signUp('admin', duty, kid))).toBe(400);
    expect(status(await signUp(kid, duty, kid))).toBe(400);
    // A child signs up nobody, not even their parent.
    expect(refusal(await signUp(kid, duty, mum))).toEqual([
      403,
      undefined,
      'Only the household’s adults sign up for duties.',
    ]);
    // The page offers the adults only: the member first, then the other guardian.
    expect((await duties(mum, event)).forWhom.map((p) => p.name)).toEqual([
      'Adultmum1 Dutytest',
      'Adultdad1 Dutytest',
    ]);
    expect((await duties(kid, event)).forWhom).toEqual([]);
    // The manager's "Assign" choice: the event's adults, the household's among them, never its
    // child; nobody else is given it.
    const assignable = (await duties('admin', event)).assignable.map((p) => p.contactId);
    expect(assignable).toEqual(expect.arrayContaining([mum, dad]));
    expect(assignable).not.toContain(kid);
    expect((await duties(mum, event)).assignable).toEqual([]);
    expect(status(await signUp(mum, duty, dad))).toBe(201);
    expect((await duties(dad, event)).duties[0]!.volunteers).toEqual([
      expect.objectContaining({ name: 'Adultdad1 Dutytest', ours: true }),
    ]);
  });

  it('a child signed up before the rule is still withdrawn by their guardian', async () => {
    const { mum, kid } = await household(2);
    const event = await newEvent('Duties child from before');
    const duty = await newDuty('admin', event);
    const { id } = await db()
      .insertInto('duty_signups')
      .values({ duty_id: duty, contact_id: kid, signed_up_by: mum })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await duties(mum, event)).duties[0]!.volunteers[0]).toMatchObject({ ours: true });
    expect(status(await call(mum, 'DELETE', `/api/duties/signups/${id}`))).toBe(204);
  });
});

describe('my duties', () => {
  it('lists what the household signed up for, with the event’s time and name', async () => {
    const event = await newEvent('Duties mine', undefined, '2031-06-07T17:00:00Z');
    const duty = await newDuty('admin', event, { nameEn: 'Field prep', nameEs: 'Preparar campo' });
    const coGuardian = await coGuardianOfFamily();
    expect(status(await signUp('family', duty, coGuardian))).toBe(201);
    const mine = (await call('family', 'GET', '/api/duties/mine')).json<MyDuties>();
    expect(mine.find((d) => d.dutyId === duty)).toMatchObject({
      nameEn: 'Field prep',
      contactId: coGuardian,
      event: { id: event, name: 'Duties mine', date: '2031-06-07T17:00:00.000Z' },
    });
    const strangers = (await call('staff', 'GET', '/api/duties/mine')).json<MyDuties>();
    expect(strangers.map((d) => d.dutyId)).not.toContain(duty);
  });
});

describe('the demo', () => {
  it('has duties on its next home game, Fiona’s snacks among them, and on a 12U game', async () => {
    const family = await t.contactId('family');
    const taken = await db()
      .selectFrom('duty_signups as s')
      .innerJoin('event_duties as d', 'd.id', 's.duty_id')
      .innerJoin('events as e', 'e.id', 'd.event_id')
      .select('d.event_id')
      .where('s.contact_id', '=', family)
      .where('d.name_en', '=', 'Snacks')
      .where('e.name', 'not like', 'Duties%')
      .execute();
    expect(taken.length).toBe(1);
    const home = await duties('family', taken[0]!.event_id);
    expect(home.duties.map((d) => [d.nameEn, d.slots, d.volunteers.map((v) => v.name)])).toEqual([
      ['Snacks', 2, ['Fiona Family']],
      ['Scorekeeper', 1, []],
      ['Field prep', 2, []],
    ]);
    const teamParent = await db()
      .selectFrom('event_duties')
      .select('event_id')
      .where('name_en', '=', 'Team parent')
      .execute();
    expect(teamParent.length).toBe(1);
    expect((await duties('staff', teamParent[0]!.event_id)).canManage).toBe(true);
  });
});

describe('a malformed id', () => {
  it('is answered as on every route, in the reader’s language', async () => {
    const contactId = await t.contactId('family');
    for (const language of ['en', 'es'] as const) {
      const serial = MALFORMED_ID.serial[language];
      const duty = { nameEn: 'Snacks', nameEs: 'Merienda', slots: 1 };
      expectMalformedId(await call('admin', 'PUT', '/api/duties/nope', duty, language), serial);
      expectMalformedId(
        await call('admin', 'DELETE', '/api/duties/nope', undefined, language),
        serial,
      );
      expectMalformedId(
        await call('family', 'POST', '/api/duties/1x/signups', { contactId }, language),
        serial,
      );
      expectMalformedId(
        await call('family', 'DELETE', '/api/duties/signups/nope', undefined, language),
        serial,
      );
      expectMalformedId(
        await call('admin', 'POST', '/api/duty-templates/nope/apply', undefined, language),
        serial,
      );
      // An event's: as the event's own page answers it.
      const eventPage = await call('admin', 'GET', '/api/event/nope', undefined, language);
      expect(message(eventPage)).toBe(MALFORMED_ID.event[language]);
      expectMalformedId(
        await call('admin', 'GET', '/api/event/nope/duties', undefined, language),
        message(eventPage),
      );
      expectMalformedId(
        await call('admin', 'POST', '/api/event/nope/duties', duty, language),
        message(eventPage),
      );
    }
  });
});
