import { sql } from 'kysely';
import { loadSharp } from '../platform/native-images';
import { relationFromInput, toE164 } from '@dugout/shared';
import { toProfileThumb } from '../modules/contacts/contacts.images';
import type { BlobStore } from '../platform/blob/blob-store';
import type { Db } from '../platform/db/database';
import type { NewContact } from '../platform/db/schema';
import roster from '../modules/contacts/default-roster.json' with { type: 'json' };
import { DEMO_PARENTS, type AFFILIATIONS } from './demo-users';

/**
 * About 150 fictional family members and staff of the demo Riverhawks: the families of the 26
 * rostered players and 6 coaches (some Spanish-speaking, with accented names so that search must
 * match 'Perez' to 'Pérez'), the front office, coaches' staff and the foundation. A few are
 * hidden from other members; some have generated avatars (initials on a colour, never a photo of
 * a person) when a blob store is at hand. Deterministic: a seeded PRNG, no Math.random.
 */

type Affiliation = (typeof AFFILIATIONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a tiny deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const SPANISH_SURNAMES = new Set([
  'Pérez',
  'Núñez',
  'Alvarado',
  'Ibáñez',
  'Saldaña',
  'Quintero',
  'Montaño',
  'Villalobos',
  'Ruiz',
]);

const EN_FEMALE = [
  'Karen',
  'Megan',
  'Rachel',
  'Brooke',
  'Dana',
  'Holly',
  'Tessa',
  'Paige',
  'Lauren',
  'Jenna',
  'Carol',
  'Nora',
  'Avery',
  'Claire',
  'Shannon',
  'Emily',
];
const EN_MALE = [
  'Greg',
  'Doug',
  'Brian',
  'Curtis',
  'Wade',
  'Trent',
  'Kevin',
  'Scott',
  'Russell',
  'Dale',
  'Mitch',
  'Gavin',
  'Ryan',
  'Tom',
];
const ES_FEMALE = [
  'María',
  'Lucía',
  'Sofía',
  'Carmen',
  'Ana',
  'Ximena',
  'Valentina',
  'Gabriela',
  'Inés',
  'Mónica',
  'Raquel',
  'Paola',
];
const ES_MALE = [
  'José',
  'Julián',
  'Ramón',
  'Héctor',
  'Andrés',
  'Joaquín',
  'Tomás',
  'Rubén',
  'Óscar',
  'Emilio',
  'Martín',
];
const EN_SURNAMES = [
  'Hargrove',
  'Whitcombe',
  'Pendleton',
  'Ostrander',
  'Calloway',
  'Birchwood',
  'Lockhart',
  'Featherstone',
  'Dunmore',
  'Ainsley',
  'Brightwater',
  'Kincaid',
  'Merriweather',
  'Stanhope',
  'Tolliver',
  'Vance',
  'Yardley',
  'Quimby',
  'Rowntree',
  'Sable',
];
const ES_SURNAMES = ['Castañeda', 'Echeverría', 'Fuentes', 'Galíndez', 'Ordóñez', 'Peña', 'Zúñiga'];

const FAMILY_RELATIONS = [
  { relation: 'Mother', sex: 'f' },
  { relation: 'Father', sex: 'm' },
  { relation: 'Wife', sex: 'f' },
  { relation: 'Sister', sex: 'f' },
  { relation: 'Brother', sex: 'm' },
  { relation: 'Grandmother', sex: 'f' },
  { relation: 'Grandfather', sex: 'm' },
  { relation: 'Aunt', sex: 'f' },
  { relation: 'Uncle', sex: 'm' },
] as const;

const STAFF: { affiliation: Affiliation; titles: string[] }[] = [
  {
    affiliation: 'Front Office',
    titles: [
      'General Manager',
      'Assistant General Manager',
      'Director of Baseball Operations',
      'Director of Community Relations',
      'Ticket Operations Manager',
      'Media Relations Coordinator',
      'Director of Player Development',
      'Travel Coordinator',
      'Family Liaison',
      'Director of Finance',
      'Merchandise Manager',
      'Stadium Operations Manager',
      'Video Coordinator',
      'Promotions Manager',
    ],
  },
  {
    affiliation: 'Coaches & Staff',
    titles: [
      'Head Athletic Trainer',
      'Assistant Athletic Trainer',
      'Strength & Conditioning Coach',
      'Clubhouse Manager',
      'Team Chaplain',
      'Bullpen Catcher',
      'Team Physician',
      'Mental Performance Coach',
      'Nutritionist',
      'Equipment Manager',
    ],
  },
  {
    affiliation: 'Foundation',
    titles: [
      'Foundation Executive Director',
      'Foundation Board Chair',
      'Foundation Board Member',
      'Foundation Board Member',
      'Scholarship Program Lead',
      'Youth Clinics Coordinator',
      'Volunteer Coordinator',
      'Foundation Volunteer',
      'Foundation Volunteer',
      'Gala Committee Chair',
      'Community Outreach Lead',
      'Grants Manager',
    ],
  },
];

/** Names the search tests rely on ('Perez' must find 'José Pérez'). */
const NAMED: Record<string, string> = { '900001:Father': 'José', '900003:Mother': 'María' };

const PARENTS = new Set<string>(['Mother', 'Father', 'Grandmother', 'Grandfather']);

const AVATAR_COLOURS = [
  '#a4161a',
  '#2a6f97',
  '#386641',
  '#7b2cbf',
  '#bc6c25',
  '#3d405b',
  '#006d77',
  '#9d0208',
];

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** An abstract avatar: the initials on a coloured background with two soft circles. */
export async function renderAvatar(initials: string, colour: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">` +
    `<rect width="512" height="512" fill="${colour}"/>` +
    `<circle cx="430" cy="70" r="170" fill="#fff" fill-opacity="0.12"/>` +
    `<circle cx="60" cy="470" r="130" fill="#000" fill-opacity="0.10"/>` +
    `<text x="256" y="262" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="190" ` +
    `font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

interface SeedPerson {
  first: string;
  last: string;
  language: 'en' | 'es';
  affiliation: Affiliation;
  relation?: string;
  player?: { id: number; name: string; isCoach: boolean };
  description?: string;
}

export function buildSeedContacts(): NewContact[] {
  const rnd = prng(20240401);
  const people: SeedPerson[] = [];
  const entries = roster.roster;
  for (const entry of entries) {
    const isCoach = !('position' in entry);
    const fullName = entry.person.fullName;
    const parts = fullName.split(' ');
    const surname = parts.slice(1).join(' ');
    const familyName = parts[parts.length - 1]!;
    const spanish = parts.slice(1).some((p) => SPANISH_SURNAMES.has(p)) || rnd.chance(0.05);
    const player = { id: entry.person.id, name: fullName, isCoach };
    const size = isCoach ? 1 + rnd.int(2) : 3 + rnd.int(3);
    const used = new Set<string>();
    for (let k = 0; k < size; k++) {
      let rel =
        k === 0 ? FAMILY_RELATIONS[0] : k === 1 ? FAMILY_RELATIONS[1] : rnd.pick(FAMILY_RELATIONS);
      if (isCoach) rel = k === 0 ? FAMILY_RELATIONS[2] : rnd.pick(FAMILY_RELATIONS.slice(3, 5));
      if (
        used.has(rel.relation) &&
        !['Sister', 'Brother', 'Aunt', 'Uncle'].includes(rel.relation)
      ) {
        rel = FAMILY_RELATIONS[3];
      }
      used.add(rel.relation);
      const names = spanish
        ? rel.sex === 'f'
          ? ES_FEMALE
          : ES_MALE
        : rel.sex === 'f'
          ? EN_FEMALE
          : EN_MALE;
      // Mothers and wives sometimes keep their own surname.
      const last =
        (rel.relation === 'Mother' || rel.relation === 'Wife' || rel.relation === 'Aunt') &&
        rnd.chance(0.3)
          ? rnd.pick(spanish ? ES_SURNAMES : EN_SURNAMES)
          : rel.relation === 'Grandmother' || rel.relation === 'Grandfather'
            ? familyName
            : surname;
      let first = rnd.pick(names);
      // Never the player's own first name ('Andrés, brother of Andrés' reads like a mistake).
      if (first === parts[0]) first = names[(names.indexOf(first) + 1) % names.length]!;
      people.push({
        first: NAMED[`${entry.person.id}:${rel.relation}`] ?? first,
        last,
        // Parents and grandparents of Spanish-speaking families read Spanish; siblings vary.
        language: spanish && (PARENTS.has(rel.relation) || rnd.chance(0.5)) ? 'es' : 'en',
        affiliation: isCoach ? 'Coaches & Staff' : "Players' Families",
        relation: rel.relation,
        player,
      });
    }
  }
  for (const group of STAFF) {
    for (const title of group.titles) {
      const spanish = rnd.chance(0.2);
      const female = rnd.chance(0.5);
      people.push({
        first: rnd.pick(spanish ? (female ? ES_FEMALE : ES_MALE) : female ? EN_FEMALE : EN_MALE),
        last: rnd.pick(spanish ? ES_SURNAMES : EN_SURNAMES),
        language: spanish && rnd.chance(0.6) ? 'es' : 'en',
        affiliation: group.affiliation,
        description: title,
      });
    }
  }

  const emails = new Set<string>();
  return people.map((p, i): NewContact => {
    let email: string | null = null;
    if (p.relation !== 'Grandmother' && p.relation !== 'Grandfather' && !rnd.chance(0.1)) {
      const base = `${slug(p.first)}.${slug(p.last)}`;
      let candidate = `${base}@families.riverhawks.test`;
      for (let n = 2; emails.has(candidate); n++)
        candidate = `${base}${n}@families.riverhawks.test`;
      emails.add(candidate);
      email = candidate;
    }
    const phoneRoll = rnd.next();
    // Fictional numbers, stored as E.164 like every phone: most shown as
    // (555) 010-0xxx, some in the 555-01xx range set aside for fiction, under area code 555.
    const phone =
      phoneRoll < 0.8
        ? toE164(`+1 55501${String(i + 100).padStart(5, '0')}`)
        : phoneRoll < 0.9
          ? toE164(`+1 555-555-01${String(i % 100).padStart(2, '0')}`)
          : null;
    const handle = `${slug(p.first)}${slug(p.last).slice(0, 6)}`;
    const twitter = rnd.chance(0.3) ? `@${handle}` : null;
    const insta = rnd.chance(0.45) ? `@${handle}${rnd.int(90) + 10}` : null;
    const tiktok = rnd.chance(0.2) ? `@${handle}_fam` : null;
    const siteUser = !!email && rnd.chance(0.6);
    const permissions = email && rnd.chance(0.7) ? ['view:contacts', 'view:jerseyform'] : [];
    return {
      first_name: p.first,
      last_name: p.last,
      email,
      phone,
      language: p.language,
      twitter,
      insta,
      tiktok,
      is_connected_to_player: !!p.player,
      related_player_id: p.player?.id ?? null,
      related_player_name: p.player?.name ?? null,
      related_player_is_coach: p.player?.isCoach ?? false,
      // Stored as a code ('mother'), shown in the reader's language.
      relation_to_player: relationFromInput(p.relation),
      alternate_description: p.description ?? null,
      // A few family members asked not to be listed; staff are always listed.
      hide_contact_from_others: !!p.player && i % 29 === 12,
      is_site_user: siteUser,
      // The demo's site users were invited a few weeks back, a day apart (no PRNG draw: the
      // draws above decide the rest of the team); seedSignIns signs most of them in.
      invited_at: siteUser ? new Date(Date.now() - (5 + (i % 25)) * DAY_MS) : null,
      permissions,
      language_affiliation: p.affiliation,
    } as NewContact & { language_affiliation: Affiliation };
  });
}

const DEMO_DESCRIPTIONS: Record<string, string> = {
  'admin@riverhawks.test': 'Portal administrator',
  'it@riverhawks.test': 'IT administrator',
  'staff@riverhawks.test': 'Front office staff',
};
const AVATAR_COUNT = 15;

export async function seedContacts(
  trx: Db,
  opts: { blobs?: BlobStore | null } = {},
): Promise<void> {
  const affiliations = await trx.selectFrom('affiliations').select(['id', 'name']).execute();
  const affiliationId = (name: string) => affiliations.find((a) => a.name === name)?.id ?? null;
  const seeded = buildSeedContacts() as (NewContact & { language_affiliation: Affiliation })[];

  // Avatars for every tenth contact, rendered before the insert (keys are stored with the rows).
  if (opts.blobs) {
    const blobs = opts.blobs;
    const chosen = seeded.filter((_, i) => i % 10 === 3).slice(0, AVATAR_COUNT);
    await Promise.all(
      chosen.map(async (c, n) => {
        const initials = `${c.first_name[0] ?? ''}${c.last_name[0] ?? ''}`.toUpperCase();
        const key = `avatars/seed-${String(n + 1).padStart(3, '0')}`;
        const photo = await renderAvatar(initials, AVATAR_COLOURS[n % AVATAR_COLOURS.length]!);
        await blobs.put(`${key}.jpg`, photo, 'image/jpeg');
        await blobs.put(`${key}-thumb.jpg`, await toProfileThumb(photo), 'image/jpeg');
        c.profile_image_key = `${key}.jpg`;
        c.profile_thumb_key = `${key}-thumb.jpg`;
      }),
    );
  }

  const rows: NewContact[] = seeded.map(({ language_affiliation, ...c }) => ({
    ...c,
    affiliation_id: affiliationId(language_affiliation),
  }));
  await trx.insertInto('contacts').values(rows).execute();

  for (const parent of DEMO_PARENTS) {
    const { person } = roster.roster.find((e) => e.person.id === parent.playerId)!;
    await trx
      .updateTable('contacts')
      .set({
        is_connected_to_player: true,
        related_player_id: person.id,
        related_player_name: person.fullName,
        relation_to_player: relationFromInput(parent.relation),
        insta: parent.insta,
      })
      .where('email', '=', parent.email)
      .execute();
  }
  for (const [email, description] of Object.entries(DEMO_DESCRIPTIONS)) {
    await trx
      .updateTable('contacts')
      .set({ alternate_description: description })
      .where('email', '=', email)
      .execute();
  }
}

/**
 * Who has signed in (migration 0084), so the admins' directory shows every stage: the demo
 * accounts but Nico Newcomer (invited, not signed in yet), and two in three of the invited
 * families, a day after their invitation. Families never invited stay "Not yet invited".
 */
export async function seedSignIns(trx: Db): Promise<void> {
  await sql`insert into contact_sign_ins (contact_id, first_at, last_at)
    select id, invited_at + interval '1 day', invited_at + interval '2 days'
      from (select id, email, invited_at, row_number() over (order by lower(email)) as n
              from contacts where invited_at is not null) c
     where (email like '%@families.riverhawks.test' and n % 3 <> 0)
        or (email not like '%@families.riverhawks.test' and email <> 'newcomer@riverhawks.test')
    on conflict (contact_id) do nothing`.execute(trx);
}
