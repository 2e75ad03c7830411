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

export const AFFILIATIONS = [
  "Players' Families",
  'Front Office',
  'Coaches & Staff',
  'Foundation',
] as const;
