/** The demo club's two teams, as GET /api/teams lists them. */
export const RIVERHAWKS = { id: 1, name: 'Riverhawks', shortName: 'RH', sortOrder: 0 };
export const U12 = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };
export const TWO_TEAMS = [RIVERHAWKS, U12];

/** GET /api/me of Sam Staff, a member without admin rights; with `managedTeams`, a team manager. */
export const samStaff = (managedTeams?: readonly number[]) => ({
  id: 'c-sam',
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'staff@riverhawks.test',
  permissions: ['view:contacts'],
  affiliationId: null,
  language: 'en',
  ...(managedTeams ? { managedTeams } : {}),
});
