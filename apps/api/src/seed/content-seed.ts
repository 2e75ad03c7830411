import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { loadSharp } from '../platform/native-images';
import {
  CONTENT_DISPLAY_WIDTH,
  CONTENT_THUMBNAIL_WIDTH,
  type ContentCategory,
} from '@dugout/shared';
import type { BlobStore } from '../platform/blob/blob-store';
import type { Db } from '../platform/db/database';

/**
 * The demo team's content library (about 30 items) and its 3 pinned posts. Files are real:
 * small PDFs drawn with pdf-lib and abstract images drawn with sharp, written under fixed keys
 * (`seed/content/...`) so that a store can be filled later with the same bytes
 * (`writeSeedContentFiles`). Without a blob store (the tests' template database) only the rows
 * are written.
 */

interface SeedItem {
  slug: string;
  description: string;
  category: ContentCategory;
  kind: 'pdf' | 'png' | 'jpg';
  tags: string[];
  featured?: boolean;
  banner?: boolean;
  /** Restricted to this affiliation; everyone otherwise. */
  only?: string;
  lines?: string[];
}

const EA: ContentCategory = 'Events & Announcements';
const RT: ContentCategory = 'Road Trip Information';
const KC: ContentCategory = 'Key Contacts';
const MR: ContentCategory = 'Medical Resources';

export const SEED_CONTENT: readonly SeedItem[] = [
  {
    slug: 'welcome-banner',
    description: 'Welcome to the 2026 season',
    category: EA,
    kind: 'jpg',
    tags: ['season', 'welcome'],
    banner: true,
    featured: true,
  },
  {
    slug: 'opening-day-schedule',
    description: 'Opening Day schedule',
    category: EA,
    kind: 'pdf',
    tags: ['opening day', 'schedule'],
    featured: true,
    lines: ['Gates open 5:00 PM', 'Family photo on the field 5:45 PM', 'First pitch 7:05 PM'],
  },
  {
    slug: 'family-night-flyer',
    description: 'Family Night flyer',
    category: EA,
    kind: 'png',
    tags: ['family night'],
    featured: true,
  },
  {
    slug: 'season-calendar',
    description: '2026 season calendar',
    category: EA,
    kind: 'pdf',
    tags: ['schedule', 'calendar'],
    featured: true,
    lines: ['April: 14 home games', 'May: 12 home games', 'June: 13 home games'],
  },
  {
    slug: 'spring-banquet',
    description: 'Spring banquet invitation',
    category: EA,
    kind: 'pdf',
    tags: ['banquet'],
    lines: ['Saturday, April 25', 'Riverside Hall, 6:30 PM', 'Dress: smart casual'],
  },
  {
    slug: 'foundation-gala',
    description: 'Foundation gala save the date',
    category: EA,
    kind: 'png',
    tags: ['foundation', 'gala'],
    only: 'Foundation',
  },
  {
    slug: 'family-lounge-rules',
    description: 'Family lounge guidelines',
    category: EA,
    kind: 'pdf',
    tags: ['family lounge'],
    only: "Players' Families",
    lines: [
      'Open two hours before first pitch',
      'Wristbands at the front desk',
      'Children must be accompanied',
    ],
  },
  {
    slug: 'front-office-memo',
    description: 'Front office staffing memo',
    category: EA,
    kind: 'pdf',
    tags: ['staff', 'memo'],
    only: 'Front Office',
    lines: ['Game-day staffing rota attached', 'Radios at guest services', 'Sign in by 4:30 PM'],
  },
  {
    slug: 'team-photo-day',
    description: 'Team photo day',
    category: EA,
    kind: 'jpg',
    tags: ['photos'],
  },
  {
    slug: 'tacoma-trip',
    description: 'Road trip: Tacoma',
    category: RT,
    kind: 'pdf',
    tags: ['tacoma', 'hotel'],
    featured: true,
    lines: [
      'Hotel: Harbor Inn (family block)',
      'Bus departs 9:00 AM Friday',
      'Returns Sunday evening',
    ],
  },
  {
    slug: 'eugene-trip',
    description: 'Road trip: Eugene',
    category: RT,
    kind: 'pdf',
    tags: ['eugene', 'hotel'],
    lines: [
      'Hotel: Willamette Suites',
      'Parking validated at the front desk',
      'Family seats: section 104',
    ],
  },
  {
    slug: 'spokane-trip',
    description: 'Road trip: Spokane',
    category: RT,
    kind: 'pdf',
    tags: ['spokane'],
    lines: ['Hotel: Falls View Lodge', 'Team dinner Saturday 6 PM', 'Family seats: section 12'],
  },
  {
    slug: 'boise-trip',
    description: 'Road trip: Boise',
    category: RT,
    kind: 'pdf',
    tags: ['boise'],
    lines: ['Hotel: Capitol Plaza', 'Airport shuttle every 30 minutes', 'Family seats: section 8'],
  },
  {
    slug: 'travel-stipend',
    description: 'Family travel stipend form',
    category: RT,
    kind: 'pdf',
    tags: ['stipend', 'form'],
    only: "Players' Families",
    lines: [
      'Submit receipts within 30 days',
      'Mileage at the league rate',
      'Questions: travel@riverhawks.test',
    ],
  },
  {
    slug: 'packing-list',
    description: 'Road trip packing list',
    category: RT,
    kind: 'pdf',
    tags: ['packing'],
    lines: ['Rain jacket and layers', 'Photo ID for hotel check-in', 'Team cap for family photos'],
  },
  {
    slug: 'ballpark-map',
    description: 'Away ballparks map',
    category: RT,
    kind: 'png',
    tags: ['map'],
  },
  {
    slug: 'bus-schedule',
    description: 'Charter bus schedule',
    category: RT,
    kind: 'pdf',
    tags: ['bus', 'schedule'],
    lines: ['Depart home ballpark 8:30 AM', 'Rest stop 10:15 AM', 'Arrive 12:45 PM'],
  },
  {
    slug: 'family-liaison',
    description: 'Family liaison contacts',
    category: KC,
    kind: 'pdf',
    tags: ['liaison'],
    featured: true,
    lines: [
      'Family liaison: Rosa Delgado 555-0100-140',
      'Backup: Tom Becker 555-0100-141',
      'Email: families@riverhawks.test',
    ],
  },
  {
    slug: 'front-office-directory',
    description: 'Front office directory',
    category: KC,
    kind: 'pdf',
    tags: ['directory'],
    lines: [
      'Tickets: 555-0100-150',
      'Guest services: 555-0100-151',
      'Community relations: 555-0100-152',
    ],
  },
  {
    slug: 'coaching-staff',
    description: 'Coaching staff contacts',
    category: KC,
    kind: 'pdf',
    tags: ['coaches'],
    only: 'Coaches & Staff',
    lines: [
      'Manager: office 555-0100-160',
      'Pitching coach: 555-0100-161',
      'Clubhouse: 555-0100-162',
    ],
  },
  {
    slug: 'booster-club',
    description: 'Booster club board',
    category: KC,
    kind: 'pdf',
    tags: ['boosters'],
    lines: ['President: Dana Ruiz', 'Treasurer: Lee Park', 'Meetings: first Monday monthly'],
  },
  {
    slug: 'emergency-numbers',
    description: 'Game-day emergency numbers',
    category: KC,
    kind: 'pdf',
    tags: ['emergency'],
    lines: [
      'Ballpark security: 555-0100-170',
      'First aid station: 555-0100-171',
      'Lost child desk: 555-0100-172',
    ],
  },
  {
    slug: 'foundation-board',
    description: 'Foundation board members',
    category: KC,
    kind: 'pdf',
    tags: ['foundation'],
    only: 'Foundation',
    lines: ['Chair: Morgan Ellis', 'Vice chair: Priya Natarajan', 'Secretary: Joe Alvarez'],
  },
  {
    slug: 'team-physicians',
    description: 'Team physicians and clinics',
    category: MR,
    kind: 'pdf',
    tags: ['doctors'],
    featured: true,
    lines: [
      'Riverside Sports Clinic 555-0100-180',
      'After hours: 555-0100-181',
      'Walk-in: Mon-Sat 8 AM to 6 PM',
    ],
  },
  {
    slug: 'concussion-guide',
    description: 'Concussion awareness guide',
    category: MR,
    kind: 'pdf',
    tags: ['concussion', 'safety'],
    lines: ['Know the signs', 'When in doubt, sit them out', 'Return-to-play steps'],
  },
  {
    slug: 'heat-safety',
    description: 'Heat safety tips',
    category: MR,
    kind: 'png',
    tags: ['heat', 'safety'],
  },
  {
    slug: 'insurance-summary',
    description: 'Family insurance summary',
    category: MR,
    kind: 'pdf',
    tags: ['insurance'],
    only: "Players' Families",
    lines: [
      'Coverage for travelling family members',
      'Claims within 60 days',
      'Policy number on request',
    ],
  },
  {
    slug: 'pharmacy-list',
    description: 'Pharmacies near away ballparks',
    category: MR,
    kind: 'pdf',
    tags: ['pharmacy'],
    lines: ['Tacoma: Harbor Pharmacy', 'Eugene: Valley Drug', 'Spokane: Falls Pharmacy'],
  },
  {
    slug: 'nutrition-guide',
    description: 'Player nutrition guide',
    category: MR,
    kind: 'pdf',
    tags: ['nutrition'],
    lines: [
      'Hydrate before, during and after',
      'Balanced plate: protein, grains, greens',
      'Snacks for doubleheaders',
    ],
  },
  {
    slug: 'mental-health',
    description: 'Mental health resources',
    category: MR,
    kind: 'pdf',
    tags: ['wellbeing'],
    lines: [
      'Confidential counselling line 555-0100-190',
      'Team chaplain on game days',
      'Peer support group Thursdays',
    ],
  },
];

/** The home page's banners, in English and Spanish (admins edit them). */
export const SEED_PINNED_POSTS = [
  {
    post_name: '2027 family season seats',
    post_sub_name: 'Renewals are open: the form and the seat map are in the content library',
    title_es: 'Asientos de temporada 2027 para familias',
    text_es: 'Ya puedes renovar: el formulario y el mapa de asientos están en la biblioteca',
    post_link: '/content/all',
  },
  {
    post_name: 'Holiday toy drive',
    post_sub_name: 'Bring a new, unwrapped toy to the team office in December',
    title_es: 'Colecta de juguetes navideños',
    text_es: 'Trae un juguete nuevo, sin envolver, a la oficina del equipo en diciembre',
    post_link: '/events/all',
  },
  {
    post_name: 'Winter family newsletter',
    post_sub_name: 'Off-season news, camps and dates from the front office',
    title_es: 'Boletín de invierno para familias',
    text_es: 'Noticias de la pretemporada, campamentos y fechas de la oficina',
    post_link: 'https://news.riverhawks.test/winter',
  },
] as const;

const PALETTE = ['#8b1e2d', '#1f3a5f', '#2f6f4e', '#6b4c9a', '#b5651d', '#333d47'];

const keyOf = (item: SeedItem) => `seed/content/${item.slug}.${item.kind}`;
const thumbKeyOf = (item: SeedItem) => `seed/thumbs/${item.slug}.jpg`;
const displayKeyOf = (item: SeedItem) =>
  item.kind === 'pdf' ? null : `seed/display/${item.slug}.webp`;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An abstract picture: stripes, a diamond and the item's title. */
function artSvg(item: SeedItem, i: number, width: number, height: number): string {
  const a = PALETTE[i % PALETTE.length]!;
  const b = PALETTE[(i + 2) % PALETTE.length]!;
  const title = item.banner ? 'Riverhawks' : item.description;
  const sub = item.banner ? 'Family portal' : item.category;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${Array.from({ length: 6 }, (_, k) => `<rect x="${k * (width / 6)}" y="0" width="${width / 24}" height="${height}" fill="#ffffff" opacity="0.06"/>`).join('')}
  <polygon points="${width * 0.78},${height * 0.2} ${width * 0.93},${height * 0.5} ${width * 0.78},${height * 0.8} ${width * 0.63},${height * 0.5}" fill="#ffffff" opacity="0.15"/>
  <text x="${width * 0.06}" y="${height * 0.5}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height * 0.14)}" font-weight="700" fill="#ffffff">${esc(title)}</text>
  <text x="${width * 0.06}" y="${height * 0.66}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height * 0.06)}" fill="#ffffff" opacity="0.85">${esc(sub)}</text>
</svg>`;
}

/** A picture of a document's first page (the thumbnail of a seeded PDF). */
function pageSvg(item: SeedItem, i: number): string {
  const a = PALETTE[i % PALETTE.length]!;
  const lines = (item.lines ?? []).map(
    (l, k) =>
      `<text x="36" y="${190 + k * 34}" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#222">${esc(l)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="620">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect width="480" height="110" fill="${a}"/>
  <text x="36" y="70" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${esc(item.description)}</text>
  <text x="36" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" fill="#666">${esc(item.category)}</text>
  ${lines.join('')}
</svg>`;
}

async function makePdf(item: SeedItem, i: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(item.description);
  doc.setCreator('Riverhawks family portal (demo data)');
  // Fixed dates: the same bytes on every run.
  doc.setCreationDate(new Date('2026-01-15T12:00:00Z'));
  doc.setModificationDate(new Date('2026-01-15T12:00:00Z'));
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const hex = PALETTE[i % PALETTE.length]!;
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  page.drawRectangle({ x: 0, y: 652, width: 612, height: 140, color: rgb(r, g, b) });
  page.drawText(item.description, { x: 48, y: 705, size: 26, font: bold, color: rgb(1, 1, 1) });
  page.drawText(item.category, { x: 48, y: 610, size: 14, font, color: rgb(0.4, 0.4, 0.4) });
  (item.lines ?? []).forEach((line, k) => {
    page.drawText(line, { x: 48, y: 560 - k * 28, size: 16, font, color: rgb(0.13, 0.13, 0.13) });
  });
  page.drawText('Riverhawks family portal - demo document', {
    x: 48,
    y: 48,
    size: 10,
    font,
    color: rgb(0.5, 0.5, 0.5),
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

interface SeedFile {
  key: string;
  data: Buffer;
  contentType: string;
}

async function renderSeedFiles(
  item: SeedItem,
  i: number,
): Promise<{ file: SeedFile; thumb: SeedFile; display?: SeedFile }> {
  const sharp = await loadSharp();
  if (item.kind === 'pdf') {
    const [data, thumb] = await Promise.all([
      makePdf(item, i),
      sharp(Buffer.from(pageSvg(item, i)))
        .jpeg({ quality: 80 })
        .toBuffer(),
    ]);
    return {
      file: { key: keyOf(item), data, contentType: 'application/pdf' },
      thumb: { key: thumbKeyOf(item), data: thumb, contentType: 'image/jpeg' },
    };
  }
  const [w, h] = item.banner ? [1600, 500] : [1200, 800];
  const base = sharp(Buffer.from(artSvg(item, i, w, h)));
  const data =
    item.kind === 'png'
      ? await base.clone().png({ compressionLevel: 6 }).toBuffer()
      : await base.clone().jpeg({ quality: 82 }).toBuffer();
  const thumb = await base
    .clone()
    .resize({ width: CONTENT_THUMBNAIL_WIDTH })
    .jpeg({ quality: 80 })
    .toBuffer();
  const display = await base
    .clone()
    .resize({ width: CONTENT_DISPLAY_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return {
    file: {
      key: keyOf(item),
      data,
      contentType: item.kind === 'png' ? 'image/png' : 'image/jpeg',
    },
    thumb: { key: thumbKeyOf(item), data: thumb, contentType: 'image/jpeg' },
    display: { key: displayKeyOf(item)!, data: display, contentType: 'image/webp' },
  };
}

/** Writes the seeded items' files (and thumbnails) into a blob store; returns their sizes. */
export async function writeSeedContentFiles(blobs: BlobStore): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  await Promise.all(
    SEED_CONTENT.map(async (item, i) => {
      const { file, thumb, display } = await renderSeedFiles(item, i);
      await blobs.put(file.key, file.data, file.contentType);
      await blobs.put(thumb.key, thumb.data, thumb.contentType);
      if (display) await blobs.put(display.key, display.data, display.contentType);
      sizes.set(item.slug, file.data.length);
    }),
  );
  return sizes;
}

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' } as const;

export async function seedContent(trx: Db, opts: { blobs?: BlobStore | null } = {}): Promise<void> {
  const sizes = opts.blobs ? await writeSeedContentFiles(opts.blobs) : new Map<string, number>();
  const affiliations = await trx.selectFrom('affiliations').select(['id', 'name']).execute();
  const admin = await trx
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'admin@riverhawks.test')
    .executeTakeFirst();
  const sortInCategory = new Map<string, number>();
  const rows = SEED_CONTENT.map((item, i) => {
    const sortOrder = (sortInCategory.get(item.category) ?? 0) + 1;
    sortInCategory.set(item.category, sortOrder);
    return {
      description: item.description,
      file_name: `${item.slug}.${item.kind}`,
      file_type: item.kind,
      content_type: CONTENT_TYPES[item.kind],
      blob_key: keyOf(item),
      thumbnail_key: thumbKeyOf(item),
      display_key: displayKeyOf(item),
      size_bytes: sizes.get(item.slug) ?? 0,
      tags: item.tags,
      category: item.category,
      is_featured: !!item.featured,
      is_banner: !!item.banner,
      sort_order: sortOrder,
      created_by: admin?.id ?? null,
      // Spread a minute apart so "newest" orderings are stable.
      created_at: new Date(Date.UTC(2026, 0, 15, 12, i)),
      updated_at: new Date(Date.UTC(2026, 0, 15, 12, i)),
    };
  });
  const inserted = await trx
    .insertInto('content')
    .values(rows)
    .returning(['id', 'blob_key'])
    .execute();
  const links = SEED_CONTENT.flatMap((item) => {
    if (!item.only) return [];
    const contentId = inserted.find((r) => r.blob_key === keyOf(item))!.id;
    const aff = affiliations.find((a) => a.name === item.only);
    return aff ? [{ content_id: contentId, affiliation_id: aff.id }] : [];
  });
  if (links.length) await trx.insertInto('content_affiliations').values(links).execute();
  await trx
    .insertInto('pinned_posts')
    .values(SEED_PINNED_POSTS.map((p, i) => ({ ...p, sort_order: i + 1 })))
    .execute();
}
