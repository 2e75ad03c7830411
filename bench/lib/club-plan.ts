/**
 * The bench's club, as rows (issue 27, "Scale it is for"): teams, families (households), their
 * contacts, team rosters, a season of events for teams or the whole club, and the families'
 * answers. Pure and deterministic (no clock, no randomness): the same size and day give the same
 * rows, so two runs measure the same club. Fictional throughout: `@bench.test` addresses and
 * phones in the 555-01xx range. club-seed.ts writes it to a database in bulk.
 */

export interface ClubSize {
  teams: number;
  /** Households: a family each. */
  households: number;
  contacts: number;
  /** The season's events. */
  events: number;
}

/** The club of the issue: 12 teams, 700 families, 3,000 contacts, a season of 600 events. */
export const CLUB: ClubSize = { teams: 12, households: 700, contacts: 3000, events: 600 };
/** The league-sized run: the same 12 teams grown to 20,000 contacts. */
export const LEAGUE: ClubSize = { teams: 12, households: 4700, contacts: 20_000, events: 1200 };

/** Room for the demo's own people, which the plan counts among the club's contacts. */
const DEMO_ROOM = 200;

/** A smaller club of the same shape (BENCH_CLUB_SCALE), for quick runs while working. */
export function scaledSize(size: ClubSize, factor: number): ClubSize {
  if (factor >= 1) return size;
  const households = Math.max(size.teams, Math.round(size.households * factor));
  return {
    teams: size.teams,
    households,
    contacts: Math.max(
      households * 4 + size.teams * 3 + DEMO_ROOM,
      Math.round(size.contacts * factor),
    ),
    events: Math.max(size.teams * 2, Math.round(size.events * factor)),
  };
}

/** What the database holds already (the demo's people and events): the plan adds the rest. */
export interface Existing {
  teams: number;
  households: number;
  contacts: number;
  events: number;
}

export interface PlanContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: 'en' | 'es';
  /** Adults sign in and read the directory; children are on it only. */
  siteUser: boolean;
  relation: 'mother' | 'father' | null;
  relatedPlayerName: string | null;
}

export interface PlanEvent {
  id: string;
  name: string;
  date: Date;
  eventType: 'game' | 'practice' | 'meeting';
  opponent: string | null;
  /** Indexes into the club's teams (the existing ones first, by id); none: club-wide. */
  teams: number[];
}

export interface ClubPlan {
  /** Names of the teams to create, after the existing ones. */
  newTeams: { name: string; shortName: string }[];
  households: { name: string }[];
  contacts: PlanContact[];
  /** Household index, contact, role. */
  householdMembers: { household: number; contactId: string; role: 'guardian' | 'player' }[];
  /** Team index, contact, role. */
  teamMembers: { team: number; contactId: string; role: 'player' | 'coach' | 'manager' }[];
  events: PlanEvent[];
  rsvps: { eventId: string; contactId: string; status: 'yes' | 'no' }[];
  /** Guardians (site users) of a family with children on two teams. */
  twoTeamGuardians: string[];
  /** Every guardian once, with the team of their first child: who the spike signs in. */
  guardians: { contactId: string; team: number }[];
}

const FIRST = ['Ana', 'Luis', 'María', 'José', 'Carmen', 'Diego', 'Sofía', 'Mateo', 'Lucía'];
const FIRST_2 = ['Pedro', 'Emma', 'Noah', 'Olivia', 'Liam', 'Ava', 'Mason', 'Mia', 'Ethan'];
const LAST = ['García', 'Martínez', 'Rodríguez', 'López', 'Hernández', 'Pérez', 'Sánchez'];
const LAST_2 = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson'];
const AGES = ['8U', '9U', '10U', '11U', '12U', '13U', '14U', '15U', '16U', '17U', '18U'];
const NICKNAMES = ['Hawks', 'Owls', 'Falcons', 'Kestrels', 'Eagles', 'Ospreys', 'Herons'];
const OPPONENTS = ['Cedar Hill', 'Maple Grove', 'Pine Ridge', 'Oak Park', 'Lakeside', 'Brookfield'];
const DAY_MS = 86_400_000;
/** The season around the day of the run: 90 days back, 90 ahead. */
const SEASON_DAYS = 180;
/** Answers are given for events up to two weeks ahead (later ones are not answered yet). */
const ANSWERED_AHEAD_DAYS = 14;

/** A version-4-shaped uuid from a kind and a number: deterministic, distinct per kind. */
const uuid = (kind: string, n: number) =>
  `${kind}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
/** Fictional phones: 555-01xx, under area code 555, as E.164 (how contacts store them). */
const phoneOf = (n: number) => `+155555501${String(n % 100).padStart(2, '0')}`;
/** A small deterministic mix of two numbers (answers yes / no / none). */
const mix = (a: number, b: number) => ((a * 2_654_435_761 + b * 40_503) >>> 0) % 1000;

function teamNames(existing: number, total: number) {
  return Array.from({ length: Math.max(0, total - existing) }, (_, i) => {
    const n = existing + i;
    const age = AGES[n % AGES.length]!;
    const nick = NICKNAMES[Math.floor(n / AGES.length) % NICKNAMES.length]!;
    return { name: `${age} ${nick} (bench ${n})`, shortName: `${age}${n}` };
  });
}

/**
 * The rows that make the club `size` on top of what `existing` counts. Every new household has
 * one or two guardians and one or two players (every other family two, on two different teams);
 * each team has two coaches and a manager; the rest of the contacts are relatives outside any
 * household. Events: nine in ten for one team (every fifteenth a game between two of the club's
 * teams), one in ten club-wide.
 */
export function clubPlan(size: ClubSize, existing: Existing, today: Date): ClubPlan {
  const t = size.teams;
  if (t < 2) throw new Error('a club of teams has two or more');
  const newTeams = teamNames(existing.teams, t);
  const households = Math.max(0, size.households - existing.households);
  const budget = Math.max(0, size.contacts - existing.contacts);
  if (budget < households * 3 + t * 3) {
    throw new Error(`${budget} contacts are too few for ${households} families and ${t} teams`);
  }
  const plan: ClubPlan = {
    newTeams,
    households: [],
    contacts: [],
    householdMembers: [],
    teamMembers: [],
    events: [],
    rsvps: [],
    twoTeamGuardians: [],
    guardians: [],
  };
  // Two guardians where the contacts allow it (3,000 for 700 families do).
  const secondGuardians = Math.min(households, budget - households * 2.5 - t * 3);
  const add = (c: Omit<PlanContact, 'id' | 'firstName' | 'phone' | 'language' | 'email'>) => {
    const n = plan.contacts.length;
    const contact: PlanContact = {
      id: uuid('c1ab0000', n),
      firstName: (n % 2 ? FIRST_2 : FIRST)[Math.floor(n / 2) % 9]!,
      email: c.siteUser ? `club${n}@bench.test` : null,
      phone: c.siteUser ? phoneOf(n) : null,
      language: n % 3 === 0 ? 'es' : 'en',
      ...c,
    };
    plan.contacts.push(contact);
    return contact;
  };
  const playersOf: string[][] = Array.from({ length: t }, () => []);
  for (let h = 0; h < households; h++) {
    const lastName = `${LAST[h % LAST.length]!} ${LAST_2[Math.floor(h / LAST.length) % LAST_2.length]!}`;
    plan.households.push({ name: `${lastName} family (bench ${h})` });
    const teams = h % 2 ? [h % t, (h + Math.floor(t / 2)) % t] : [h % t];
    const players = teams.map((team) => {
      const p = add({ lastName, siteUser: false, relation: null, relatedPlayerName: null });
      plan.householdMembers.push({ household: h, contactId: p.id, role: 'player' });
      plan.teamMembers.push({ team, contactId: p.id, role: 'player' });
      playersOf[team]!.push(p.id);
      return p;
    });
    const child = `${players[0]!.firstName} ${lastName}`;
    const relations = h < secondGuardians ? (['mother', 'father'] as const) : (['mother'] as const);
    for (const relation of relations) {
      const g = add({ lastName, siteUser: true, relation, relatedPlayerName: child });
      plan.householdMembers.push({ household: h, contactId: g.id, role: 'guardian' });
      plan.guardians.push({ contactId: g.id, team: teams[0]! });
      if (teams.length === 2) plan.twoTeamGuardians.push(g.id);
    }
  }
  for (let team = 0; team < t; team++) {
    for (const role of ['coach', 'coach', 'manager'] as const) {
      const c = add({ lastName: 'Coach', siteUser: true, relation: null, relatedPlayerName: null });
      plan.teamMembers.push({ team, contactId: c.id, role });
    }
  }
  while (plan.contacts.length < budget) {
    add({ lastName: 'Relative', siteUser: false, relation: null, relatedPlayerName: null });
  }

  const events = Math.max(0, size.events - existing.events);
  const start =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 90 * DAY_MS;
  for (let i = 0; i < events; i++) {
    const day = Math.floor((i * SEASON_DAYS) / events);
    const date = new Date(start + day * DAY_MS + (14 + (i % 9)) * 3_600_000);
    const clubWide = i % 10 === 0;
    const team = i % t;
    const teams = clubWide ? [] : i % 15 === 1 ? [team, (team + 1) % t] : [team];
    const eventType = clubWide ? 'meeting' : i % 3 === 0 ? 'practice' : 'game';
    const opponent = eventType === 'game' ? OPPONENTS[i % OPPONENTS.length]! : null;
    const name = clubWide
      ? `Club meeting ${i}`
      : eventType === 'game'
        ? `Game vs. ${opponent!} ${i}`
        : `Practice ${i}`;
    const id = uuid('e0e00000', i);
    plan.events.push({ id, name, date, eventType, opponent, teams });
    if (date.getTime() > today.getTime() + ANSWERED_AHEAD_DAYS * DAY_MS) continue;
    // Half the players of the event's teams answered, three in four of them yes.
    for (const tm of teams) {
      playersOf[tm]!.forEach((contactId, k) => {
        const m = mix(i, k);
        if (m >= 500) return;
        plan.rsvps.push({ eventId: id, contactId, status: m % 4 === 0 ? 'no' : 'yes' });
      });
    }
  }
  return plan;
}
