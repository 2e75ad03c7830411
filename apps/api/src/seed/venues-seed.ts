import type { Db } from '../platform/db/database';

/**
 * The home park and the away parks: fictional names, addresses and coordinates.
 * One away park has no coordinates, so its map link searches by address.
 */
export const HOME_VENUE = 'Riverside Park';

const VENUES = [
  {
    name: HOME_VENUE,
    name_es: 'Parque Riverside',
    address: '100 Riverhawk Way, Riverton',
    latitude: 41.5872,
    longitude: -88.1204,
    notes: 'Free parking in the north lot. Families enter by Gate B behind home plate.',
    notes_es:
      'Estacionamiento gratis en el lote norte. Las familias entran por la puerta B, detrás del home.',
  },
  {
    name: 'Comet Field',
    name_es: 'Campo Comet',
    address: '2200 Orbit Ave, Cedar City',
    latitude: 41.6311,
    longitude: -88.2467,
    notes: 'Visitor parking on Orbit Ave; the visitors’ stands are along the third-base line.',
    notes_es:
      'Estacionamiento de visitantes en Orbit Ave; las gradas visitantes están junto a la tercera base.',
  },
  {
    name: 'Loon Lake Ballpark',
    name_es: 'Estadio Loon Lake',
    address: '45 Shoreline Dr, Lakeview',
    latitude: 41.7024,
    longitude: -88.0519,
    notes: 'Lot C is closest. Bring cash for parking ($5).',
    notes_es: 'El lote C es el más cercano. Trae efectivo para el estacionamiento (5 $).',
  },
  {
    name: 'Miners Stadium',
    name_es: 'Estadio Miners',
    address: '9 Quarry Rd, Mesa Ridge',
    latitude: 41.5403,
    longitude: -88.3391,
    notes: 'Enter by the Quarry Rd gate; the main gate opens only on weekends.',
    notes_es:
      'Entra por la puerta de Quarry Rd; la entrada principal solo abre los fines de semana.',
  },
  {
    name: 'Heron Bay Park',
    name_es: 'Parque Heron Bay',
    address: '310 Harbor St, Harbor Town',
    latitude: null,
    longitude: null,
    notes: 'Street parking only on Harbor St and Pier Ln.',
    notes_es: 'Solo hay estacionamiento en la calle, en Harbor St y Pier Ln.',
  },
  {
    name: 'Pioneer Diamond',
    name_es: 'Diamante Pioneer',
    address: '77 Trailhead Rd, Pine Hollow',
    latitude: 41.4688,
    longitude: -88.1833,
    notes: '',
    notes_es: '',
  },
  {
    name: 'Foxglove Field',
    name_es: 'Campo Foxglove',
    address: '1500 Falls Pkwy, Silver Falls',
    latitude: 41.6655,
    longitude: -88.4102,
    notes: 'Gate 2 is the visitors’ entrance.',
    notes_es: 'La puerta 2 es la entrada de visitantes.',
  },
] as const;

/** Each opponent's home park, for the away games. */
export const AWAY_VENUES: Readonly<Record<string, string>> = {
  'Cedar City Comets': 'Comet Field',
  'Lakeview Loons': 'Loon Lake Ballpark',
  'Mesa Ridge Miners': 'Miners Stadium',
  'Harbor Town Herons': 'Heron Bay Park',
  'Pine Hollow Pioneers': 'Pioneer Diamond',
  'Silver Falls Foxes': 'Foxglove Field',
};

/** Inserts the venues; returns their ids by English name. */
export async function seedVenues(trx: Db): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('venues')
    .values(VENUES.map((v) => ({ ...v })))
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}
