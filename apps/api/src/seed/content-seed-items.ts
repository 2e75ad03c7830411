import type { ContentCategory } from '@dugout/shared';

/** The demo team's content library (about 30 items) and its 3 pinned posts, as data. */

export interface SeedItem {
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
