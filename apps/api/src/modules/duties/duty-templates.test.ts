import { describe, expect, it } from 'vitest';
import type { DutyTemplateApply, DutyTemplateList, Team, UnfilledDuties } from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

const { call, status, message } = apiCalls(t);
const DAY = 86_400_000;

async function newTeam(name: string, shortName: string): Promise<number> {
  const res = await call('admin', 'POST', '/api/teams', { name, shortName });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Team>().id;
}
async function newEvent(
  name: string,
  fields: { teams?: number[]; location?: number | null; type?: string; daysAhead?: number },
) {
  const date = new Date(Date.now() + (fields.daysAhead ?? 10) * DAY);
  date.setUTCHours(17, 0, 0, 0);
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: date.toISOString(),
    eventLocationID: fields.location === undefined ? 1 : fields.location,
    eventType: fields.type ?? 'game',
    ...(fields.teams && { teams: fields.teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json<{ data: { id: string } }>().data.id, date };
}
const ITEMS = [
  { nameEn: 'Snacks', nameEs: 'Merienda', slots: 2, minutesBefore: 30, closesMinutesBefore: 1440 },
  { nameEn: 'Scorekeeper', nameEs: 'Anotador', slots: 1 },
];
async function newTemplate(who: string, teamId: number | null, name = 'Home duties') {
  const res = await call(who, 'POST', '/api/duty-templates', { name, teamId, items: ITEMS });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const apply = async (who: string, id: number, preview = false) => {
  const res = preview
    ? await call(who, 'GET', `/api/duty-templates/${id}/preview`)
    : await call(who, 'POST', `/api/duty-templates/${id}/apply`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DutyTemplateApply>();
};
const dutiesOn = (eventId: string) =>
  db()
    .selectFrom('event_duties')
    .select(['id', 'name_en', 'slots', 'at', 'signup_closes_at', 'template_key'])
    .where('event_id', '=', eventId)
    .orderBy('sort_order')
    .execute();
async function person(first: string, language = 'en') {
  const { id } = await db()
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: 'Tmpltest',
      email: `${first.toLowerCase()}.tmpltest@families.riverhawks.test`,
      is_site_user: true,
      permissions: ['view:contacts'],
      language,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
/** A household of a guardian (and a co-guardian, if named) and a player on `team`. */
async function family(name: string, team: number, language = 'en', coGuardian?: string) {
  const guardian = await person(`${name}parent`, language);
  const other = coGuardian ? await person(coGuardian) : null;
  const player = await person(`${name}kid`);
  const { id } = await db()
    .insertInto('households')
    .values({ name: `${name} Tmpltest` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('household_members')
    .values([
      { household_id: id, contact_id: guardian, role: 'guardian' },
      ...(other ? [{ household_id: id, contact_id: other, role: 'guardian' as const }] : []),
      { household_id: id, contact_id: player, role: 'player' },
    ])
    .execute();
  await db()
    .insertInto('team_members')
    .values({ team_id: team, contact_id: player, role: 'player' })
    .execute();
  return { guardian, other, player };
}

describe('duty templates: who manages them', () => {
  it('admins the club’s and any team’s; a manager only their teams’; families none', async () => {
    const twelve = (await call('admin', 'GET', '/api/teams'))
      .json<Team[]>()
      .find((x) => x.name === '12U Riverhawks')!.id;
    const other = await newTeam('Tmpl Red', 'TR');
    const body = { name: 'Ours', items: ITEMS };
    expect(status(await call('family', 'GET', '/api/duty-templates'))).toBe(403);
    expect(status(await call('family', 'POST', '/api/duty-templates', body))).toBe(403);
    const club = await call(
      'staff',
      'POST',
      '/api/duty-templates',
      { ...body, teamId: null },
      'es',
    );
    expect([status(club), message(club)]).toEqual([
      403,
      'Solo un administrador puede gestionar las plantillas de tareas del club',
    ]);
    const theirs = await call('staff', 'POST', '/api/duty-templates', { ...body, teamId: other });
    expect([status(theirs), message(theirs)]).toEqual([
      403,
      'You can only manage the duty templates of the teams you manage',
    ]);
    const own = await newTemplate('staff', twelve, '12U duties');
    const red = await newTemplate('admin', other, 'Red duties');
    const listed = (who: string) =>
      call(who, 'GET', '/api/duty-templates').then((r) =>
        r.json<DutyTemplateList>().templates.map((x) => x.name),
      );
    expect(await listed('staff')).toEqual(['12U duties']);
    // The demo's, named in both languages.
    const demo = (await call('admin', 'GET', '/api/duty-templates'))
      .json<DutyTemplateList>()
      .templates.find((x) => x.name === 'Home game duties');
    expect([demo?.nameEs, demo?.teamId, demo?.items.map((i) => [i.nameEn, i.slots])]).toEqual([
      'Tareas de los partidos en casa',
      null,
      [
        ['Snacks', 2],
        ['Scorekeeper', 1],
        ['Field prep', 2],
      ],
    ]);
    expect(await listed('admin')).toEqual(
      expect.arrayContaining(['Home game duties', '12U duties', 'Red duties']),
    );
    expect(status(await call('staff', 'GET', `/api/duty-templates/${red}/preview`))).toBe(403);
    expect(status(await call('staff', 'POST', `/api/duty-templates/${red}/apply`))).toBe(403);
    expect(status(await call('staff', 'DELETE', `/api/duty-templates/${red}`))).toBe(403);
    expect(status(await call('staff', 'PUT', `/api/duty-templates/${own}`, body))).toBe(204);
    expect(status(await call('staff', 'DELETE', `/api/duty-templates/${own}`))).toBe(204);
    expect(await listed('staff')).toEqual([]);
  });

  it('refuses bad input with the field named, in the reader’s language', async () => {
    const res = await call('admin', 'POST', '/api/duty-templates', { name: 'X', items: [] }, 'es');
    expect([status(res), message(res)]).toEqual([
      400,
      'Cada tarea necesita su nombre en inglés y en español, de 1 a 50 personas y horas de como máximo una semana (el cierre, un mes) antes del partido; una plantilla tiene de 1 a 30 tareas.',
    ]);
    const unknown = await call('admin', 'POST', '/api/duty-templates', {
      name: 'X',
      teamId: 999999,
      items: ITEMS,
    });
    expect([status(unknown), message(unknown)]).toEqual([400, 'This team was not found.']);
  });
});

describe('applying a template', () => {
  it('puts its duties on the team’s coming home games once, however often it is applied', async () => {
    const green = await newTeam('Tmpl Green', 'TG');
    const home = await newEvent('Green home 1', { teams: [green] });
    const home2 = await newEvent('Green home 2', { teams: [green], location: 2, daysAhead: 12 });
    const away = await newEvent('Green away', { teams: [green], location: 3 });
    const practice = await newEvent('Green practice', { teams: [green], type: 'practice' });
    const past = await newEvent('Green past', { teams: [green], daysAhead: -3 });
    const id = await newTemplate('admin', green);

    expect(await apply('admin', id, true)).toEqual({ games: 2, added: 4, existing: 0 });
    expect(await dutiesOn(home.id)).toEqual([]);
    expect(await apply('admin', id)).toEqual({ games: 2, added: 4, existing: 0 });
    // Again, and twice at once: nothing doubled.
    const again = await Promise.all([apply('admin', id), apply('admin', id)]);
    expect(again).toEqual([
      { games: 2, added: 0, existing: 4 },
      { games: 2, added: 0, existing: 4 },
    ]);
    const duties = await dutiesOn(home.id);
    expect(duties.map((d) => [d.name_en, d.slots])).toEqual([
      ['Snacks', 2],
      ['Scorekeeper', 1],
    ]);
    expect(duties[0]!.at?.toISOString()).toBe(
      new Date(home.date.getTime() - 30 * 60_000).toISOString(),
    );
    expect(duties[0]!.signup_closes_at?.toISOString()).toBe(
      new Date(home.date.getTime() - DAY).toISOString(),
    );
    expect(duties[1]!.at).toBeNull();
    expect((await dutiesOn(home2.id)).length).toBe(2);
    for (const e of [away, practice, past]) expect(await dutiesOn(e.id)).toEqual([]);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['entity_id', 'detail'])
      .where('action', '=', 'duty.template.apply')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(id));
    expect(audit.detail).toMatchObject({ label: 'Home duties', count: 0, games: 2 });

    // Edited, then applied again: the duties already there take the new wording.
    const edited = [{ ...ITEMS[0]!, nameEn: 'Snacks and water' }, ITEMS[1]!];
    expect(
      status(
        await call('admin', 'PUT', `/api/duty-templates/${id}`, {
          name: 'Home duties',
          items: edited,
        }),
      ),
    ).toBe(204);
    expect(await apply('admin', id)).toEqual({ games: 2, added: 0, existing: 4 });
    expect((await dutiesOn(home.id)).map((d) => d.name_en)).toEqual([
      'Snacks and water',
      'Scorekeeper',
    ]);
  });
});

describe('the unfilled list, "Ask families" and the CSV', () => {
  it('lists open duties to managers, asks the families not signed up, exports the season', async () => {
    const blue = await newTeam('Tmpl Blue', 'TB');
    const game = await newEvent('Blue home game', { teams: [blue] });
    const id = await newTemplate('admin', blue);
    await apply('admin', id);
    await family('Ana', blue, 'es', 'Anaspouse');
    const ben = await family('Ben', blue);
    const snacks = (await dutiesOn(game.id))[0]!.id;
    // Ben signs himself up: his family is not asked again.
    expect(
      status(
        await call(ben.guardian, 'POST', `/api/duties/${snacks}/signups`, {
          contactId: ben.guardian,
        }),
      ),
    ).toBe(201);

    const unfilled = async (who: string, query = `?team=${blue}`) => {
      const res = await call(who, 'GET', `/api/duties/unfilled${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<UnfilledDuties>();
    };
    expect((await unfilled('admin')).map((d) => [d.nameEn, d.taken, d.slots])).toEqual([
      ['Snacks', 1, 2],
      ['Scorekeeper', 0, 1],
    ]);
    // The manager of 12U does not manage Blue's events; a family is refused.
    expect(await unfilled('staff')).toEqual([]);
    expect((await unfilled('staff', '')).filter((d) => d.event.id === game.id)).toEqual([]);
    expect(status(await call('family', 'GET', '/api/duties/unfilled'))).toBe(403);

    expect(status(await call('family', 'POST', `/api/event/${game.id}/duties/ask`))).toBe(403);
    expect(status(await call('staff', 'POST', `/api/event/${game.id}/duties/ask`))).toBe(404);
    const asked = await call('admin', 'POST', `/api/event/${game.id}/duties/ask`);
    expect([status(asked), asked.json()]).toEqual([200, { recipients: 2 }]);
    const message = await db()
      .selectFrom('messages')
      .select(['id', 'created_by', 'body', 'body_es'])
      .where('kind', '=', 'duty_ask')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.created_by).toBe(await t.contactId('admin'));
    // The ledger's line in both languages, the duties by their names in each.
    expect([message.body, message.body_es]).toEqual([
      'Volunteers needed at Blue home game: Snacks, Scorekeeper',
      'Se necesitan voluntarios en Blue home game: Merienda, Anotador',
    ]);
    const deliveries = await db()
      .selectFrom('deliveries')
      .select(['recipient', 'channel', 'language', 'subject', 'text'])
      .where('message_id', '=', message.id)
      .where('channel', '=', 'email')
      .orderBy('recipient')
      .execute();
    // Ana and her co-guardian (the household has nobody signed up); not Ben's family.
    expect(deliveries.map((d) => [d.recipient, d.language])).toEqual([
      ['anaparent.tmpltest@families.riverhawks.test', 'es'],
      ['anaspouse.tmpltest@families.riverhawks.test', 'en'],
    ]);
    expect(deliveries[0]!.subject).toBe('Se necesitan voluntarios: Blue home game');
    expect(deliveries[0]!.text).toContain('- Merienda: 1 lugar libre\n- Anotador: 1 lugar libre');
    expect(deliveries[0]!.text).toContain(`/events/${game.id}`);
    expect(deliveries[1]!.text).toContain('- Snacks: 1 spot open');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['entity_id', 'detail'])
      .where('action', '=', 'duty.ask')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([audit.entity_id, audit.detail]).toEqual([
      game.id,
      expect.objectContaining({ count: 2 }),
    ]);

    const csv = async (who: string, language = 'en') => {
      const res = await call(who, 'GET', '/api/duties/csv', undefined, language);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${language === 'es' ? 'tareas' : 'duties'}.csv"`,
      );
      return res.body.split('\r\n');
    };
    const lines = await csv('admin');
    expect(lines[0]).toBe(
      '\uFEFFEvent Date (America/New_York),Event,Teams,Duty,Duty Time (America/New_York),Slots,Volunteer,Signed Up By,Signed Up At (America/New_York)',
    );
    const blueRows = lines.filter((l) => l.includes(',Blue home game,'));
    expect(blueRows.map((l) => l.split(',').slice(1, 8))).toEqual([
      [
        'Blue home game',
        'Tmpl Blue',
        'Snacks',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
        '2',
        'Benparent Tmpltest',
        'Benparent Tmpltest',
      ],
      ['Blue home game', 'Tmpl Blue', 'Scorekeeper', '', '1', '', ''],
    ]);
    // In the reader's language, as the attendance CSV: headers, duties and the event's name.
    await db()
      .insertInto('event_translations')
      .values({ event_id: game.id, language: 'es', field_name: 'Name', contents: 'Partido Blue' })
      .execute();
    const es = await csv('admin', 'es');
    expect(es[0]).toBe(
      '\uFEFFFecha del evento (America/New_York),Evento,Equipos,Tarea,Hora de la tarea (America/New_York),Lugares,Voluntario,Apuntado por,Apuntado el (America/New_York)',
    );
    expect(
      es.filter((l) => l.includes(',Partido Blue,')).map((l) => l.split(',').slice(3, 4)[0]),
    ).toEqual(['Merienda', 'Anotador']);
    expect((await csv('staff')).filter((l) => l.includes('Blue home game'))).toEqual([]);
    expect(status(await call('family', 'GET', '/api/duties/csv'))).toBe(403);
    expect(status(await call('admin', 'GET', '/api/duties/csv?season=999999'))).toBe(404);
  });
});

describe('step 1’s sign-ups: the household’s adults', () => {
  it('offers a guardian themself and the co-guardian, never their child; Spanish neutral wording', async () => {
    const gold = await newTeam('Tmpl Gold', 'TO');
    const game = await newEvent('Gold home game', { teams: [gold] });
    const id = await newTemplate('admin', gold);
    await apply('admin', id);
    const cara = await family('Cara', gold, 'en', 'Caraspouse');
    const page = await call(cara.guardian, 'GET', `/api/event/${game.id}/duties`);
    expect(page.json<{ forWhom: { name: string }[] }>().forWhom.map((p) => p.name)).toEqual([
      'Caraparent Tmpltest',
      'Caraspouse Tmpltest',
    ]);
    const snacks = (await dutiesOn(game.id))[0]!.id;
    const url = `/api/duties/${snacks}/signups`;
    expect(status(await call(cara.guardian, 'POST', url, { contactId: cara.player }))).toBe(400);
    expect(status(await call(cara.guardian, 'POST', url, { contactId: cara.other }))).toBe(201);
    const twice = await call(cara.guardian, 'POST', url, { contactId: cara.other }, 'es');
    expect([status(twice), message(twice)]).toEqual([
      409,
      'Caraspouse Tmpltest ya tiene un lugar en «Merienda».',
    ]);
  });
});
