/** The demo team's sign-in accounts (DEMO=1 lists them on the sign-in page). All fictional. */
export const DEMO_USERS = [
  {
    email: 'admin@riverhawks.test',
    firstName: 'Alex',
    lastName: 'Admin',
    permissions: ['site:admin'],
    affiliation: 'Front Office',
    description: 'Site admin',
  },
  {
    email: 'it@riverhawks.test',
    firstName: 'Ivy',
    lastName: 'Tech',
    permissions: ['IT:admin'],
    affiliation: 'Front Office',
    description: 'IT admin',
  },
  {
    email: 'family@riverhawks.test',
    firstName: 'Fiona',
    lastName: 'Family',
    permissions: ['view:contacts', 'view:jerseyform'],
    affiliation: "Players' Families",
    description: 'Family member: mother of a rostered player',
  },
  {
    email: 'staff@riverhawks.test',
    firstName: 'Sam',
    lastName: 'Staff',
    permissions: ['view:contacts'],
    affiliation: 'Front Office',
    description: 'Front office staff',
  },
  {
    email: 'newcomer@riverhawks.test',
    firstName: 'Nico',
    lastName: 'Newcomer',
    permissions: [],
    affiliation: null,
    description: 'Newcomer: no permissions yet',
  },
  {
    // A second family, another household of the same team: two families talk to each other.
    // Last, so the accounts before keep their seeded phone numbers (555-010-00NN by place).
    email: 'parent@riverhawks.test',
    firstName: 'Paula',
    lastName: 'Parent',
    permissions: ['view:contacts', 'view:jerseyform'],
    affiliation: "Players' Families",
    description: 'Family member: stepmother in another household',
  },
] as const;

/**
 * The family demo users' places on the roster (contacts-seed.ts): Fiona Family is the mother of a
 * rostered player; Paula Parent the stepmother of another, so she keeps house with the
 * Brookhavens (two children on 12U, as Fiona's Mia).
 */
export const DEMO_PARENTS = [
  { email: 'family@riverhawks.test', playerId: 900016, relation: 'Mother', insta: '@fionafamily' },
  { email: 'parent@riverhawks.test', playerId: 900008, relation: 'Stepmother', insta: null },
] as const;

export const AFFILIATIONS = [
  "Players' Families",
  'Front Office',
  'Coaches & Staff',
  'Foundation',
] as const;
