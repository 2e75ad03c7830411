import type { Db } from '../platform/db/database';
import { AWAY_VENUES, HOME_VENUE, seedVenues } from './venues-seed';

/** A small deterministic PRNG (mulberry32): the same season on every seed of the same day. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPPONENTS = [
  'Cedar City Comets',
  'Lakeview Loons',
  'Mesa Ridge Miners',
  'Harbor Town Herons',
  'Pine Hollow Pioneers',
  'Silver Falls Foxes',
];

/** Location ids: 1 home ballpark, 2 home special events (listed), 3 away. */
const HOME_PARK = 1;
const HOME_SPECIAL = 2;
const AWAY = 3;

interface SeedEvent {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  date: Date;
  location: number | null;
  tags: string[];
  image?: 'background' | null;
  linked?: boolean;
  affiliation?: string | null;
  /** The venue's English name (venues-seed.ts) and how early families should arrive. */
  venue?: string;
  arrivalMinutesBefore?: number;
  /** How long it lasts, when it has an end (calendar feeds and reminders show it). */
  durationMinutes?: number;
  /** Its type and, for a game, the opponent ("vs. …" / "at …" beside its name). */
  type?: 'game' | 'practice' | 'tournament' | 'meeting';
  opponent?: string;
}

const FAMILY_EVENTS: Omit<SeedEvent, 'date'>[] = [
  {
    name: 'Family Picnic',
    nameEs: 'Picnic familiar',
    description: 'Burgers, lawn games and a visit from the mascot. Bring a side dish to share.',
    descriptionEs:
      'Hamburguesas, juegos al aire libre y visita de la mascota. Trae un plato para compartir.',
    location: null,
    tags: ['family', 'food'],
    image: 'background',
    linked: true,
  },
  {
    name: 'Team Photo Day',
    nameEs: 'Día de la foto del equipo',
    description: 'Families are welcome on the field for the team photo. Wear team colours!',
    descriptionEs: 'Las familias pueden bajar al campo para la foto del equipo. ¡Usa los colores!',
    location: null,
    tags: ['family', 'photos'],
    venue: HOME_VENUE,
    image: 'background',
    affiliation: "Players' Families",
  },
  {
    name: 'Foundation Fundraiser Dinner',
    nameEs: 'Cena benéfica de la fundación',
    description: 'An evening for the foundation: silent auction and dinner in the club lounge.',
    descriptionEs: 'Una noche para la fundación: subasta silenciosa y cena en el salón del club.',
    location: null,
    tags: ['foundation'],
    linked: true,
  },
  {
    name: 'Kids Clinic',
    nameEs: 'Clínica para niños',
    description: 'Players teach hitting and fielding to kids aged 6 to 12. Gloves provided.',
    descriptionEs: 'Los jugadores enseñan bateo y fildeo a niños de 6 a 12 años. Hay guantes.',
    location: null,
    tags: ['kids', 'family'],
    image: 'background',
    venue: HOME_VENUE,
    arrivalMinutesBefore: 15,
  },
  {
    name: 'Front Office Planning Meeting',
    nameEs: 'Reunión de planificación de oficina',
    description: 'Monthly planning for travel, tickets and family events.',
    descriptionEs: 'Planificación mensual de viajes, boletos y eventos familiares.',
    location: null,
    tags: ['staff'],
    affiliation: 'Front Office',
    type: 'meeting',
  },
];

function atUtc(year: number, month: number, day: number, hour: number, minute: number) {
  return new Date(Date.UTC(year, month, day, hour, minute));
}

/**
 * A fictional season around the seed date: home and away games across the current and the next
 * two months, family events with images and linked content, es translations and RSVPs.
 */
export async function seedEvents(trx: Db, now: Date = new Date()): Promise<void> {
  const rnd = prng(20_260_401);
  const venues = await seedVenues(trx);
  const affiliations = await trx.selectFrom('affiliations').select(['id', 'name']).execute();
  const affiliationId = (name: string) => affiliations.find((a) => a.name === name)?.id;

  // Content for backgrounds and linked documents, when the content seed ran first.
  const openContent = await trx
    .selectFrom('content')
    .select(['id', 'file_type', 'blob_key'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('content_affiliations as ca')
            .select('ca.content_id')
            .whereRef('ca.content_id', '=', 'content.id'),
        ),
      ),
    )
    .orderBy('sort_order')
    .orderBy('description')
    .execute();
  const images = openContent.filter((c) => ['png', 'jpg', 'jpeg', 'webp'].includes(c.file_type));
  const documents = openContent.filter((c) => c.file_type === 'pdf');

  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const events: SeedEvent[] = [];

  for (let m = 0; m < 3; m++) {
    // A series of three games every week or so: home and away alternate.
    let day = 2 + Math.floor(rnd() * 3);
    let series = 0;
    while (day <= 27) {
      const away = series % 2 === 1;
      const opponent = OPPONENTS[(m * 4 + series) % OPPONENTS.length]!;
      for (let g = 0; g < 3 && day + g <= 28; g++) {
        const date = atUtc(year, month + m, day + g, g === 2 ? 17 : 23, 5);
        // The opponent is the event's own field: the page and schedule say "vs." or "at".
        events.push({
          name: `Game ${g + 1}`,
          nameEs: `Partido ${g + 1}`,
          type: 'game',
          opponent,
          description: away
            ? `Road game at the ${opponent}' ballpark.`
            : `Home game against the ${opponent}. Gates open an hour before first pitch.`,
          descriptionEs: away
            ? `Partido de visitante en el estadio de los ${opponent}.`
            : `Partido en casa contra los ${opponent}. Las puertas abren una hora antes.`,
          date,
          location: away ? AWAY : HOME_PARK,
          tags: ['game', away ? 'away' : 'home'],
          venue: away ? AWAY_VENUES[opponent] : HOME_VENUE,
          arrivalMinutesBefore: away ? 90 : 60,
        });
      }
      day += 7 + Math.floor(rnd() * 2);
      series++;
    }
    // One home special a month (listed in the day cell, location 2).
    events.push({
      name: m === 0 ? 'Fan Fest Night' : m === 1 ? 'Fireworks Night' : 'Family Fun Day Game',
      nameEs:
        m === 0 ? 'Noche de Fan Fest' : m === 1 ? 'Noche de fuegos artificiales' : 'Juego familiar',
      description: 'A home game with something extra for families after the last out.',
      descriptionEs: 'Un partido en casa con una sorpresa para las familias al final.',
      date: atUtc(year, month + m, 20 + m, 22, 35),
      location: HOME_SPECIAL,
      type: 'game',
      tags: ['game', 'home', 'family'],
      image: 'background',
      venue: HOME_VENUE,
      arrivalMinutesBefore: 45,
      // The game and what follows it: an end time, as calendar feeds and reminders show it.
      durationMinutes: 210,
    });
    // Family events spread over the month.
    for (let i = 0; i < 2; i++) {
      const template = FAMILY_EVENTS[(m * 2 + i) % FAMILY_EVENTS.length]!;
      events.push({
        ...template,
        date: atUtc(year, month + m, 6 + i * 9 + m, 16, 0),
      });
    }
  }

  let imageIndex = 0;
  let documentIndex = 0;
  const inserted: { id: string; date: Date; affiliation: number | undefined }[] = [];
  for (const e of events) {
    const image =
      e.image === 'background' && images.length
        ? `/api/blob/${images[imageIndex++ % images.length]!.blob_key}`
        : null;
    const linked =
      e.linked && documents.length ? documents[documentIndex++ % documents.length] : null;
    const row = await trx
      .insertInto('events')
      .values({
        name: e.name,
        description: e.description,
        date: e.date,
        tags: e.tags,
        location_id: e.location,
        image_url: image,
        linked_content_id: linked?.id ?? null,
        venue_id: e.venue ? (venues.get(e.venue) ?? null) : null,
        arrival_minutes_before: e.arrivalMinutesBefore ?? null,
        ends_at: e.durationMinutes ? new Date(e.date.getTime() + e.durationMinutes * 60_000) : null,
        event_type: e.type ?? null,
        opponent: e.opponent ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const affiliation = e.affiliation ? affiliationId(e.affiliation) : undefined;
    inserted.push({ id: row.id, date: e.date, affiliation });
    if (affiliation) {
      await trx
        .insertInto('event_affiliations')
        .values({ event_id: row.id, affiliation_id: affiliation })
        .execute();
    }
    await trx
      .insertInto('event_translations')
      .values([
        { event_id: row.id, language: 'es', field_name: 'Name', contents: e.nameEs },
        { event_id: row.id, language: 'es', field_name: 'Description', contents: e.descriptionEs },
      ])
      .execute();
  }

  // RSVPs: the demo users and a deterministic sample of seeded contacts with an email.
  const people = await trx
    .selectFrom('contacts')
    .select(['id', 'email', 'phone', 'language', 'affiliation_id', 'permissions'])
    .where('email', 'is not', null)
    .orderBy('email')
    .execute();
  const demo = people.filter((p) => p.email!.endsWith('@riverhawks.test'));
  const others = people.filter((p) => !p.email!.endsWith('@riverhawks.test')).slice(0, 40);
  const rows: {
    event_id: string;
    contact_id: string;
    status: 'yes' | 'no';
    phone: string | null;
    email: string | null;
    language: string;
    note: string | null;
  }[] = [];
  // Some answers carry a family's note (RSVP_NOTE_MAX), every seventh: no draw from `rnd`, so
  // the answers themselves stay as they were.
  const notes = ['Arriving late', 'Bringing two friends', 'Leaving at half time', 'Llegamos tarde'];
  for (const [i, e] of inserted.entries()) {
    const responders = [...demo.filter((p) => p.email !== 'newcomer@riverhawks.test'), ...others];
    for (const p of responders) {
      const admin = p.permissions.includes('site:admin') || p.permissions.includes('IT:admin');
      if (e.affiliation && !admin && p.affiliation_id !== e.affiliation) continue;
      const odds = p.email === 'family@riverhawks.test' ? (i % 3 === 0 ? 0 : 0.9) : 0.35;
      if (rnd() >= odds) continue;
      rows.push({
        event_id: e.id,
        contact_id: p.id,
        status: rnd() < 0.75 ? 'yes' : 'no',
        phone: p.phone,
        email: p.email,
        language: p.language,
        note: rows.length % 7 === 3 ? notes[rows.length % notes.length]! : null,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('rsvps')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
