/**
 * The authorization matrix: every /api endpoint × every kind of caller, with the status the
 * real app must answer. `authorization-matrix.test.ts` runs it and fails when a registered
 * /api route has no row here, or a row names a route that no longer exists.
 *
 * Callers (the columns of `expect`, in this order):
 *   none      no Authorization header
 *   bad       a well-formed RS256 token signed by a key the portal never issued
 *   newcomer  signed in, no permissions, no affiliation
 *   family    view:contacts + view:jerseyform, "Players' Families"
 *   staff     view:contacts, "Front Office" (another affiliation than family); manages the
 *             12U team, so the gate of a team manager's routes (`forTeams`) lets them in and
 *             each event or recipient is then checked (platform/access/team-managers.ts and its
 *             test: a club-wide event such as {openEvent} stays refused)
 *   admin     site:admin
 *   it        IT:admin
 *
 * Write requests carry a body that passes the gate but fails validation, or target an id that
 * does not exist, so an allowed caller gets 400/404 and nothing is written, and a refused caller
 * gets 401/403. The test checks the database is unchanged after the whole matrix.
 *
 * Placeholders in urls and bodies, filled in by the test:
 *   {missing}      a well-formed uuid that names nothing
 *   {itId}         the IT admin's contact id (not hidden)
 *   {openEvent}    an event every member may see
 *   {openContent}  a content item every member may see
 *   {familyEvent}  an event for Players' Families only (not newcomer's or staff's), its
 *                  conversation locked; {familyPost} a post there (no author)
 *   {pastEvent}    a past season's club-wide event (read-only); {pastPost} a post there
 *   {openPhoto}    a photo (not held, no uploader) in a club-wide event's album
 */
export const ROLES = ['none', 'bad', 'newcomer', 'family', 'staff', 'admin', 'it'] as const;
export type MatrixRole = (typeof ROLES)[number];

export interface MatrixRow {
  url: string;
  payload?: unknown;
  /** Seven statuses, one per role in ROLES order, e.g. '401 401 403 200 200 200 200'. */
  expect: string;
  note?: string;
}

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  //                                              none bad new fam stf adm it
  'GET /api/health': { url: '/api/health', expect: '200 200 200 200 200 200 200' },
  // A load balancer's readiness check: public, like the liveness one.
  'GET /api/ready': { url: '/api/ready', expect: '200 200 200 200 200 200 200' },
  'GET /api/config': { url: '/api/config', expect: '200 200 200 200 200 200 200' },
  'GET /api/config/terms': {
    url: '/api/config/terms?language=es',
    expect: '200 200 200 200 200 200 200',
  },
  // The API's contract: public like any API's docs; every call it lists needs its token.
  'GET /api/openapi.json': { url: '/api/openapi.json', expect: '200 200 200 200 200 200 200' },
  'GET /api/docs': { url: '/api/docs', expect: '200 200 200 200 200 200 200' },
  'GET /api/docs/json': { url: '/api/docs/json', expect: '200 200 200 200 200 200 200' },
  'GET /api/docs/yaml': { url: '/api/docs/yaml', expect: '200 200 200 200 200 200 200' },
  'GET /api/docs/static/*': {
    url: '/api/docs/static/swagger-ui.css',
    expect: '200 200 200 200 200 200 200',
  },
  'GET /api/docs/static/index.html': {
    url: '/api/docs/static/index.html',
    expect: '302 302 302 302 302 302 302',
    note: "swagger-ui's redirect to /api/docs",
  },
  'GET /api/docs/static/swagger-initializer.js': {
    url: '/api/docs/static/swagger-initializer.js',
    expect: '200 200 200 200 200 200 200',
  },
  'GET /api/me': { url: '/api/me', expect: '401 401 200 200 200 200 200' },
  // The language of your own emails and texts: yours only, no id to aim elsewhere.
  'PUT /api/me/language': {
    url: '/api/me/language',
    payload: { language: 'fr' },
    expect: '401 401 400 400 400 400 400',
  },
  // Message preferences: your own; admins read a contact's, nobody changes another's.
  'GET /api/me/preferences': { url: '/api/me/preferences', expect: '401 401 200 200 200 200 200' },
  'PUT /api/me/preferences': {
    url: '/api/me/preferences',
    payload: { changes: [] },
    expect: '401 401 400 400 400 400 400',
  },
  // Confirming a card's phone: whoever may edit the card, with the texted code.
  'POST /api/contacts/:id/phone/code': {
    url: '/api/contacts/{missing}/phone/code',
    expect: '401 401 404 404 404 404 404',
  },
  'POST /api/contacts/:id/phone/verify': {
    url: '/api/contacts/{missing}/phone/verify',
    payload: { code: 'abc' },
    expect: '401 401 400 400 400 400 400',
  },
  // Web Push: each member their own browsers; bodies here fail validation.
  'GET /api/push/key': { url: '/api/push/key', expect: '401 401 200 200 200 200 200' },
  'POST /api/push/subscribe': {
    url: '/api/push/subscribe',
    payload: { endpoint: 'ftp://push.example.test/x', keys: {} },
    expect: '401 401 400 400 400 400 400',
  },
  'DELETE /api/push/subscribe': {
    url: '/api/push/subscribe?endpoint=https%3A%2F%2Fpush.example.test%2Fnone',
    expect: '401 401 404 404 404 404 404',
  },
  'GET /api/contacts/:id/preferences': {
    url: '/api/contacts/{itId}/preferences',
    expect: '401 401 404 404 404 200 200',
  },
  'GET /api/blob/*': {
    url: '/api/blob/content/forged.pdf?exp=9999999999&sig=AAAA',
    expect: '403 403 403 403 403 403 403',
    note: 'the signature is the permission: a forged one is refused to everybody',
  },

  // Contacts
  'GET /api/contact/getall': { url: '/api/contact/getall', expect: '401 401 403 200 200 200 200' },
  'GET /api/contact/page': { url: '/api/contact/page', expect: '401 401 403 200 200 200 200' },
  'GET /api/contact/affiliations': {
    url: '/api/contact/affiliations',
    expect: '401 401 200 200 200 200 200',
  },
  'GET /api/contact/GetRiverhawksRoster': {
    url: '/api/contact/GetRiverhawksRoster',
    expect: '401 401 200 200 200 200 200',
  },
  'GET /api/contact/roster': { url: '/api/contact/roster', expect: '401 401 200 200 200 200 200' },
  'GET /api/contact/csv': { url: '/api/contact/csv', expect: '401 401 403 403 403 200 200' },
  'GET /api/contact/:id': {
    url: '/api/contact/{itId}',
    expect: '401 401 403 200 200 200 200',
    note: 'another member’s visible contact: needs view:contacts',
  },
  'POST /api/contact/create': {
    url: '/api/contact/create',
    payload: { firstName: '', lastName: '' },
    expect: '401 401 403 403 403 400 400',
  },
  'PUT /api/contact/update/:id': {
    url: '/api/contact/update/{itId}',
    payload: { email: 'changed@riverhawks.test' },
    expect: '401 401 403 403 403 400 400',
    note: 'someone else’s contact: only admins get past the gate (to a 400: email is fixed)',
  },
  'DELETE /api/contact/:id': {
    url: '/api/contact/{missing}',
    expect: '401 401 403 403 403 404 404',
  },
  // Invitations to sign in for contacts that exist: admins who manage contacts.
  'POST /api/contacts/:id/invite': {
    url: '/api/contacts/{missing}/invite',
    expect: '401 401 403 403 403 404 404',
  },
  'POST /api/contacts/invite': {
    url: '/api/contacts/invite',
    payload: { ids: [] },
    expect: '401 401 403 403 403 400 400',
  },
  // The CSV import: admins who manage contacts.
  'POST /api/contact/import/preview': {
    url: '/api/contact/import/preview',
    payload: {},
    expect: '401 401 403 403 403 415 415',
    note: 'a JSON body where the multipart file is required',
  },
  'POST /api/contact/import/confirm': {
    url: '/api/contact/import/confirm',
    payload: {},
    expect: '401 401 403 403 403 415 415',
    note: 'a JSON body where the multipart file is required',
  },

  // Messaging
  'POST /api/messaging/send': {
    url: '/api/messaging/send',
    payload: {},
    expect: '401 401 403 403 400 400 400',
  },
  'POST /api/messaging/preview': {
    url: '/api/messaging/preview',
    payload: {},
    expect: '401 401 403 403 400 400 400',
  },
  'GET /api/messaging/messages': {
    url: '/api/messaging/messages',
    expect: '401 401 403 403 403 200 200',
  },
  'GET /api/messaging/messages/:id': {
    url: '/api/messaging/messages/{missing}',
    expect: '401 401 403 403 403 404 404',
  },
  'POST /api/messaging/messages/:id/retry': {
    url: '/api/messaging/messages/{missing}/retry',
    expect: '401 401 403 403 403 404 404',
  },
  // The office's inbox of texts: who may send staff messages, nobody else.
  'GET /api/messaging/texts': {
    url: '/api/messaging/texts',
    expect: '401 401 403 403 403 200 200',
  },
  'GET /api/messaging/texts/:id': {
    url: '/api/messaging/texts/{missing}',
    expect: '401 401 403 403 403 404 404',
  },
  'POST /api/messaging/texts/:id/read': {
    url: '/api/messaging/texts/{missing}/read',
    payload: {},
    expect: '401 401 403 403 403 400 400',
  },
  'POST /api/messaging/texts/:id/answer': {
    url: '/api/messaging/texts/{missing}/answer',
    payload: {},
    expect: '401 401 403 403 403 400 400',
  },

  // Forms
  'POST /api/form/create': {
    url: '/api/form/create',
    payload: [],
    expect: '401 401 403 400 403 400 400',
  },
  'POST /api/form/creategift': {
    url: '/api/form/creategift',
    payload: [],
    expect: '401 401 403 400 403 400 400',
  },
  'GET /api/form/getall': { url: '/api/form/getall', expect: '401 401 403 403 403 200 200' },
  'GET /api/form/getallgifts': {
    url: '/api/form/getallgifts',
    expect: '401 401 403 403 403 200 200',
  },
  'GET /api/form/csv': { url: '/api/form/csv', expect: '401 401 403 403 403 200 200' },
  'GET /api/form/giftcsv': { url: '/api/form/giftcsv', expect: '401 401 403 403 403 200 200' },
  // Request history: one's own requests; admins set a request's status.
  'GET /api/form/mine': { url: '/api/form/mine', expect: '401 401 403 200 403 200 200' },
  'GET /api/form/minegifts': { url: '/api/form/minegifts', expect: '401 401 403 200 403 200 200' },
  // The household's children offered to fill a row, to those who may send requests.
  'GET /api/form/household': { url: '/api/form/household', expect: '401 401 403 200 403 200 200' },
  'PUT /api/form/status/:id': {
    url: '/api/form/status/{missing}',
    payload: { status: 'fulfilled' },
    expect: '401 401 403 403 403 404 404',
  },

  // Admin tools and search
  'POST /api/admin/ResetCache': {
    url: '/api/admin/ResetCache',
    expect: '401 401 403 403 403 403 200',
    note: 'IT:admin only, not site:admin',
  },
  'GET /api/admin/audit-log': {
    url: '/api/admin/audit-log?limit=5',
    expect: '401 401 403 403 403 200 200',
    note: 'who changed whose access: site and IT admins',
  },
  'GET /api/home/search': {
    url: '/api/home/search?searchText=river',
    expect: '401 401 200 200 200 200 200',
  },
  'GET /api/admin/links': { url: '/api/admin/links', expect: '401 401 403 403 403 200 200' },
  'POST /api/admin/links': {
    url: '/api/admin/links',
    payload: {},
    expect: '401 401 403 403 403 400 400',
  },
  'PUT /api/admin/links/:id': {
    url: '/api/admin/links/999999',
    payload: {},
    expect: '401 401 403 403 403 400 400',
  },
  'DELETE /api/admin/links/:id': {
    url: '/api/admin/links/999999',
    expect: '401 401 403 403 403 404 404',
  },

  // Events, calendar and RSVP
  'GET /api/event/getall': { url: '/api/event/getall', expect: '401 401 200 200 200 200 200' },
  'GET /api/event/:id': {
    url: '/api/event/{openEvent}',
    expect: '401 401 200 200 200 200 200',
  },
  'POST /api/event/new': {
    url: '/api/event/new',
    payload: {},
    expect: '401 401 403 403 400 400 400',
  },
  // The schedule import (CSV or .ics): who publishes events.
  'POST /api/event/import/preview': {
    url: '/api/event/import/preview',
    payload: {},
    expect: '401 401 403 403 403 415 415',
    note: 'a JSON body where the multipart file is required',
  },
  'POST /api/event/import/confirm': {
    url: '/api/event/import/confirm',
    payload: {},
    expect: '401 401 403 403 403 415 415',
    note: 'a JSON body where the multipart file is required',
  },
  'PUT /api/event/update/:id': {
    url: '/api/event/update/{missing}',
    payload: {},
    expect: '401 401 403 403 400 400 400',
  },
  'DELETE /api/event/:id': {
    url: '/api/event/{missing}',
    expect: '401 401 403 403 403 404 404',
  },
  'GET /api/calendar/feed': { url: '/api/calendar/feed', expect: '401 401 200 200 200 200 200' },
  'POST /api/calendar/feed': {
    url: '/api/calendar/feed',
    expect: '401 401 200 200 200 200 200',
    note: 'each member makes only their own feed link (the GET never does)',
  },
  'POST /api/calendar/feed/reset': {
    url: '/api/calendar/feed/reset',
    expect: '401 401 200 200 200 200 200',
    note: 'each member resets only their own feed token',
  },
  'GET /api/calendar/:file': {
    url: '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    expect: '404 404 404 404 404 404 404',
    note: 'public: the unguessable token in the URL is the credential',
  },
  'POST /api/rsvp/new': {
    url: '/api/rsvp/new',
    payload: {},
    expect: '401 401 400 400 400 400 400',
  },
  'PUT /api/rsvp/update/:rsvpID': {
    url: '/api/rsvp/update/{missing}',
    payload: { status: 'yes' },
    expect: '401 401 404 404 404 404 404',
  },
  'GET /api/rsvp/quick': {
    url: '/api/rsvp/quick?token=forged',
    expect: '400 400 400 400 400 400 400',
    note: 'public: the signed token is the permission',
  },
  'POST /api/rsvp/quick': {
    url: '/api/rsvp/quick',
    payload: { token: 'forged' },
    expect: '400 400 400 400 400 400 400',
    note: 'public: the signed token in the body is the permission (GET only shows the page)',
  },
  // Households
  'GET /api/rsvp/household': {
    url: '/api/rsvp/household',
    expect: '401 401 200 200 200 200 200',
  },
  'POST /api/rsvp/household': {
    url: '/api/rsvp/household',
    payload: { eventID: '00000000-0000-4000-8000-00000000e404', status: 'yes' },
    expect: '401 401 404 404 404 404 404',
    note: 'every member: "Yes for all of us" answers only whom they may answer for',
  },
  'GET /api/rsvp/event/:id/list': {
    url: '/api/rsvp/event/{openEvent}/list',
    expect: '401 401 403 403 403 200 200',
  },
  'GET /api/rsvp/event/:id/csv': {
    url: '/api/rsvp/event/{openEvent}/csv',
    expect: '401 401 403 403 403 200 200',
  },
  // Event reminders
  'GET /api/event/:id/reminders': {
    url: '/api/event/{openEvent}/reminders',
    expect: '401 401 403 403 403 200 200',
  },
  'PUT /api/event/:id/reminders': {
    url: '/api/event/{openEvent}/reminders',
    payload: { unansweredHours: 0, unansweredOn: true, goingHours: 3, goingOn: true },
    expect: '401 401 403 403 400 400 400',
  },
  'POST /api/rsvp/event/:id/remind': {
    url: '/api/rsvp/event/{missing}/remind',
    expect: '401 401 403 403 404 404 404',
  },
  'GET /api/household/getall': {
    url: '/api/household/getall',
    expect: '401 401 403 403 403 200 200',
  },
  'POST /api/household/new': {
    url: '/api/household/new',
    payload: { name: ' ' },
    expect: '401 401 403 403 403 400 400',
  },
  'PUT /api/household/update/:id': {
    url: '/api/household/update/999999',
    payload: { name: 'Nobody family' },
    expect: '401 401 403 403 403 404 404',
  },
  'DELETE /api/household/delete/:id': {
    url: '/api/household/delete/999999',
    expect: '401 401 403 403 403 404 404',
  },
  'PUT /api/household/:id/member': {
    url: '/api/household/999999/member',
    payload: { contactId: '{missing}', role: 'player' },
    expect: '401 401 403 403 403 404 404',
  },
  'DELETE /api/household/member/:contactId': {
    url: '/api/household/member/{missing}',
    expect: '401 401 403 403 403 404 404',
  },
  'GET /api/household/contact/:contactId': {
    url: '/api/household/contact/{itId}',
    expect: '401 401 404 200 200 200 200',
    note: 'as the card: without the directory only oneself and one’s household exist',
  },

  'POST /api/sms/inbound': {
    url: '/api/sms/inbound',
    payload: { From: '+15550100123', Body: 'STOP' },
    expect: '403 403 403 403 403 403 403',
    note: "public: Twilio's signature is the permission (none here, so nothing is written)",
  },
  // One-click unsubscribe
  'GET /api/unsubscribe/:token': {
    url: '/api/unsubscribe/forged.token',
    expect: '400 400 400 400 400 400 400',
    note: 'public: the signed token in the link is the permission; GET only shows the page',
  },
  'POST /api/unsubscribe/:token': {
    url: '/api/unsubscribe/forged.token',
    payload: { 'List-Unsubscribe': 'One-Click' },
    expect: '400 400 400 400 400 400 400',
    note: 'public (RFC 8058 one-click): the signed token in the link is the permission',
  },

  // Content
  'GET /api/content/getall': { url: '/api/content/getall', expect: '401 401 200 200 200 200 200' },
  'POST /api/content/new': {
    url: '/api/content/new',
    payload: {},
    expect: '401 401 403 403 403 415 415',
    note: 'a JSON body where multipart is required',
  },
  'PUT /api/content/update/:id': {
    url: '/api/content/update/{missing}',
    payload: {},
    expect: '401 401 403 403 403 415 415',
  },
  'PUT /api/content/updateSortOrder': {
    url: '/api/content/updateSortOrder',
    payload: [{ id: '{missing}', sortOrder: 1 }],
    expect: '401 401 403 403 403 404 404',
  },
  'GET /api/content/:id': {
    url: '/api/content/{openContent}',
    expect: '401 401 200 200 200 200 200',
  },
  'DELETE /api/content/:id': {
    url: '/api/content/{missing}',
    expect: '401 401 403 403 403 404 404',
  },
  'GET /api/pinnedpost/getall': {
    url: '/api/pinnedpost/getall',
    expect: '401 401 200 200 200 200 200',
  },
  // Pinned posts that admins manage
  'GET /api/pinnedpost/manage': {
    url: '/api/pinnedpost/manage',
    expect: '401 401 403 403 403 200 200',
  },
  'POST /api/pinnedpost/new': {
    url: '/api/pinnedpost/new',
    payload: { titleEn: '' },
    expect: '401 401 403 403 403 400 400',
  },
  'PUT /api/pinnedpost/update/:id': {
    url: '/api/pinnedpost/update/999999',
    payload: { titleEn: 'Nobody' },
    expect: '401 401 403 403 403 404 404',
  },
  'PUT /api/pinnedpost/updateSortOrder': {
    url: '/api/pinnedpost/updateSortOrder',
    payload: { ids: [999999] },
    expect: '401 401 403 403 403 404 404',
  },
  'DELETE /api/pinnedpost/:id': {
    url: '/api/pinnedpost/999999',
    expect: '401 401 403 403 403 404 404',
  },
  // Venues: read by members, managed by who publishes events
  'GET /api/venues': { url: '/api/venues', expect: '401 401 200 200 200 200 200' },
  'GET /api/venues/manage': {
    url: '/api/venues/manage',
    expect: '401 401 403 403 403 200 200',
  },
  'POST /api/venues': {
    url: '/api/venues',
    payload: { name: '' },
    expect: '401 401 403 403 403 400 400',
  },
  'PUT /api/venues/:id': {
    url: '/api/venues/999999',
    payload: { name: 'Nowhere Park' },
    expect: '401 401 403 403 403 404 404',
  },
  'DELETE /api/venues/:id': {
    url: '/api/venues/999999',
    expect: '401 401 403 403 403 404 404',
  },
  // Teams: names read by members, managed by the club's admins
  'GET /api/teams': { url: '/api/teams', expect: '401 401 200 200 200 200 200' },
  'GET /api/teams/all': { url: '/api/teams/all', expect: '401 401 200 200 200 200 200' },
  'GET /api/teams/mine': { url: '/api/teams/mine', expect: '401 401 200 200 200 200 200' },
  'POST /api/teams': {
    url: '/api/teams',
    payload: { name: '', shortName: '' },
    expect: '401 401 403 403 403 400 400',
  },
  'PUT /api/teams/:id': {
    url: '/api/teams/999999',
    payload: { name: 'Nobody', shortName: 'N' },
    expect: '401 401 403 403 403 404 404',
  },
  'GET /api/teams/:id/roster': {
    url: '/api/teams/1/roster',
    expect: '401 401 200 200 200 200 200',
    note: 'the first team reads the club’s default roster',
  },
  'GET /api/teams/:id/members': {
    url: '/api/teams/999999/members',
    expect: '401 401 403 403 403 404 404',
  },
  // A team's families: its manager (staff manages 12U, not this team: 403) and the admins.
  'GET /api/teams/:id/families': {
    url: '/api/teams/999999/families',
    expect: '401 401 403 403 403 404 404',
  },
  'PUT /api/teams/:id/members': {
    url: '/api/teams/999999/members',
    payload: { members: [] },
    expect: '401 401 403 403 403 404 404',
  },
  // Duties: read and taken by whoever sees the event; defined by admins and its teams' managers
  'GET /api/event/:id/duties': {
    url: '/api/event/{openEvent}/duties',
    expect: '401 401 200 200 200 200 200',
  },
  'POST /api/event/:id/duties': {
    url: '/api/event/{openEvent}/duties',
    payload: { nameEn: '', nameEs: '', slots: 0 },
    expect: '401 401 403 403 400 400 400',
  },
  'PUT /api/duties/:id': {
    url: '/api/duties/999999',
    payload: { nameEn: 'Snacks', nameEs: 'Merienda', slots: 1 },
    expect: '401 401 403 403 404 404 404',
  },
  'DELETE /api/duties/:id': {
    url: '/api/duties/999999',
    expect: '401 401 403 403 404 404 404',
  },
  'POST /api/duties/:id/signups': {
    url: '/api/duties/999999/signups',
    payload: { contactId: '{itId}' },
    expect: '401 401 404 404 404 404 404',
  },
  'DELETE /api/duties/signups/:id': {
    url: '/api/duties/signups/999999',
    expect: '401 401 404 404 404 404 404',
  },
  'GET /api/duties/mine': { url: '/api/duties/mine', expect: '401 401 200 200 200 200 200' },
  // Availability (players' RSVPs) read by whoever sees the event; attendance taken and a team's
  // season read by admins and its teams' managers ({openEvent} is club-wide: staff refused).
  'GET /api/event/:id/availability': {
    url: '/api/event/{openEvent}/availability',
    expect: '401 401 200 200 200 200 200',
  },
  'GET /api/event/:id/attendance': {
    url: '/api/event/{openEvent}/attendance',
    expect: '401 401 403 403 403 200 200',
  },
  'PUT /api/event/:id/attendance': {
    url: '/api/event/{openEvent}/attendance',
    payload: { present: ['not-an-id'] },
    expect: '401 401 403 403 400 400 400',
  },
  'GET /api/teams/:id/attendance': {
    url: '/api/teams/999999/attendance',
    expect: '401 401 403 403 403 404 404',
  },
  'GET /api/teams/:id/attendance/csv': {
    url: '/api/teams/999999/attendance/csv',
    expect: '401 401 403 403 403 404 404',
  },
  'GET /api/attendance/mine': {
    url: '/api/attendance/mine',
    expect: '401 401 200 200 200 200 200',
  },
  // Conversations: read and written by whoever sees the subject (its own rule); edited by the author
  'GET /api/conversations/:kind/:id': {
    url: '/api/conversations/event/{openEvent}',
    expect: '401 401 200 200 200 200 200',
  },
  'POST /api/conversations/:kind/:id/posts': {
    url: '/api/conversations/content/{openContent}/posts',
    payload: { body: '' },
    expect: '401 401 400 400 400 400 400',
  },
  // A subject nobody has: the stream answers as the read would, and never opens.
  'GET /api/conversations/:kind/:id/live': {
    url: '/api/conversations/event/{missing}/live',
    expect: '401 401 404 404 404 404 404',
  },
  'PUT /api/conversation-posts/:id': {
    url: '/api/conversation-posts/999999',
    payload: { body: 'Thanks!' },
    expect: '401 401 404 404 404 404 404',
  },
  'DELETE /api/conversation-posts/:id': {
    url: '/api/conversation-posts/999999',
    expect: '401 401 404 404 404 404 404',
  },
  // Moderation: the subject's managers and admins (platform/access/conversations.ts), checked per
  // post and subject; a post that does not exist is a 404 to everyone signed in.
  'PUT /api/conversation-posts/:id/hide': {
    url: '/api/conversation-posts/999999/hide',
    payload: { reason: 'Off topic' },
    expect: '401 401 404 404 404 404 404',
  },
  // A club-wide event: only admins moderate it (staff manages 12U only); an invalid body is 400.
  'PUT /api/conversations/:kind/:id/lock': {
    url: '/api/conversations/event/{openEvent}/lock',
    payload: { locked: 'yes' },
    expect: '401 401 400 400 400 400 400',
  },
  // Following and the "@" suggestions: whoever may read the conversation (its subject's rule)
  'GET /api/conversations/:kind/:id/follow': {
    url: '/api/conversations/event/{openEvent}/follow',
    expect: '401 401 200 200 200 200 200',
  },
  'PUT /api/conversations/:kind/:id/follow': {
    url: '/api/conversations/event/{missing}/follow',
    payload: { following: true },
    expect: '401 401 404 404 404 404 404',
  },
  'GET /api/conversations/:kind/:id/mentionable': {
    url: '/api/conversations/event/{openEvent}/mentionable?q=a',
    expect: '401 401 200 200 200 200 200',
  },
  // The rest of moderation (conversation-moderation.routes.ts): every member reads their own
  // standing; moderators also the mutes and open reports. Writes target a post or mute that
  // does not exist (404 to everyone signed in) or carry an invalid body (400).
  'GET /api/conversations/:kind/:id/moderation': {
    url: '/api/conversations/event/{openEvent}/moderation',
    expect: '401 401 200 200 200 200 200',
  },
  'PUT /api/conversation-posts/:id/unhide': {
    url: '/api/conversation-posts/999999/unhide',
    expect: '401 401 404 404 404 404 404',
  },
  'POST /api/conversation-posts/:id/mute': {
    url: '/api/conversation-posts/999999/mute',
    payload: { duration: 'hour' },
    expect: '401 401 404 404 404 404 404',
  },
  'DELETE /api/conversation-mutes/:id': {
    url: '/api/conversation-mutes/999999',
    expect: '401 401 404 404 404 404 404',
  },
  'POST /api/conversation-posts/:id/reports': {
    url: '/api/conversation-posts/999999/reports',
    payload: { reason: 'Spam' },
    expect: '401 401 404 404 404 404 404',
  },
  'PUT /api/conversation-posts/:id/reports': {
    url: '/api/conversation-posts/999999/reports',
    payload: { resolution: 'archived' },
    expect: '401 401 400 400 400 400 400',
  },
  // Unread counts: every member's own; marking read is refused as the read is (a subject nobody
  // sees: 404, before the post is looked at).
  'GET /api/conversations/unread': {
    url: '/api/conversations/unread',
    expect: '401 401 200 200 200 200 200',
  },
  'POST /api/conversations/:kind/:id/read': {
    url: '/api/conversations/event/{missing}/read',
    payload: { lastPostId: 1 },
    expect: '401 401 404 404 404 404 404',
  },
  // Duty templates, the unfilled list, "Ask families" and the CSV: admins and team managers
  // (staff manages 12U: in at the gate, then each template, game and event checked)
  'GET /api/duty-templates': { url: '/api/duty-templates', expect: '401 401 403 403 200 200 200' },
  'POST /api/duty-templates': {
    url: '/api/duty-templates',
    payload: { name: '', items: [] },
    expect: '401 401 403 403 400 400 400',
  },
  'PUT /api/duty-templates/:id': {
    url: '/api/duty-templates/999999',
    payload: { name: 'Home', items: [{ nameEn: 'Snacks', nameEs: 'Merienda', slots: 1 }] },
    expect: '401 401 403 403 404 404 404',
  },
  'DELETE /api/duty-templates/:id': {
    url: '/api/duty-templates/999999',
    expect: '401 401 403 403 404 404 404',
  },
  'GET /api/duty-templates/:id/preview': {
    url: '/api/duty-templates/999999/preview',
    expect: '401 401 403 403 404 404 404',
  },
  'POST /api/duty-templates/:id/apply': {
    url: '/api/duty-templates/999999/apply',
    expect: '401 401 403 403 404 404 404',
  },
  'GET /api/duties/unfilled': {
    url: '/api/duties/unfilled',
    expect: '401 401 403 403 200 200 200',
  },
  'POST /api/event/:id/duties/ask': {
    url: '/api/event/{missing}/duties/ask',
    expect: '401 401 403 403 404 404 404',
  },
  'GET /api/duties/csv': { url: '/api/duties/csv', expect: '401 401 403 403 200 200 200' },
  // Rides: seen by whoever sees the event; offers and requests changed by their family, removed
  // by admins and its teams' managers (each row checked in platform/access/rides.ts)
  'GET /api/event/:id/rides': {
    url: '/api/event/{openEvent}/rides',
    expect: '401 401 200 200 200 200 200',
  },
  'POST /api/event/:id/ride-offers': {
    url: '/api/event/{openEvent}/ride-offers',
    payload: { seats: 0, from: 'Maple St.', direction: 'both' },
    expect: '401 401 400 400 400 400 400',
  },
  'PUT /api/ride-offers/:id': {
    url: '/api/ride-offers/999999',
    payload: { seats: 2, from: 'Maple St.', direction: 'both' },
    expect: '401 401 404 404 404 404 404',
  },
  'DELETE /api/ride-offers/:id': {
    url: '/api/ride-offers/999999',
    expect: '401 401 404 404 404 404 404',
  },
  'POST /api/event/:id/ride-requests': {
    url: '/api/event/{openEvent}/ride-requests',
    payload: { seats: 9, from: 'Maple St.' },
    expect: '401 401 400 400 400 400 400',
  },
  'PUT /api/ride-requests/:id': {
    url: '/api/ride-requests/999999',
    payload: { seats: 1, from: 'Maple St.' },
    expect: '401 401 404 404 404 404 404',
  },
  'DELETE /api/ride-requests/:id': {
    url: '/api/ride-requests/999999',
    expect: '401 401 404 404 404 404 404',
  },
  'POST /api/ride-requests/:id/accept': {
    url: '/api/ride-requests/999999/accept',
    payload: { offerId: 999999 },
    expect: '401 401 404 404 404 404 404',
  },
  'DELETE /api/ride-requests/:id/match': {
    url: '/api/ride-requests/999999/match',
    expect: '401 401 404 404 404 404 404',
  },
  // An event's album: seen and added to by whoever sees the event; a photo removed by who added
  // it, admins and its teams' managers (each checked in platform/access/photos.ts)
  'GET /api/event/:id/photos': {
    url: '/api/event/{openEvent}/photos',
    expect: '401 401 200 200 200 200 200',
  },
  // The album as one zip: the same photos the list shows the caller (404 when none).
  'GET /api/event/:id/photos/zip': {
    url: '/api/event/{openEvent}/photos/zip',
    expect: '401 401 404 404 404 404 404',
    note: 'the open event has no photos: "No photos to download yet" (photos-zip.test.ts)',
  },
  'POST /api/event/:id/photos': {
    url: '/api/event/{openEvent}/photos',
    payload: { caption: 'Warm-ups' },
    expect: '401 401 415 415 415 415 415',
    note: 'a JSON body where the multipart photo is required',
  },
  'DELETE /api/event-photos/:id': {
    url: '/api/event-photos/999999',
    expect: '401 401 404 404 404 404 404',
  },
  // Tagging follows the directory and the event; approving is a manager's (checked per photo);
  // a photo's consent is set by a guardian of the child's household only.
  'GET /api/event/:id/photo-tag-candidates': {
    url: '/api/event/{openEvent}/photo-tag-candidates',
    expect: '401 401 200 200 200 200 200',
  },
  'POST /api/event-photos/:id/approve': {
    url: '/api/event-photos/999999/approve',
    expect: '401 401 404 404 404 404 404',
  },
  'POST /api/event-photos/:id/takedown': {
    url: '/api/event-photos/999999/takedown',
    payload: { reason: 'My family' },
    expect: '401 401 404 404 404 404 404',
  },
  // The managers' review list across albums (their teams' events; an admin's: all), and keeping
  // a photo by dismissing a take-down request (a manager of the photo's event: checked per row).
  'GET /api/photos/review': {
    url: '/api/photos/review',
    expect: '401 401 403 403 200 200 200',
  },
  'DELETE /api/photo-takedowns/:id': {
    url: '/api/photo-takedowns/999999',
    expect: '401 401 404 404 404 404 404',
  },
  // The albums' storage per season: the Admin Tools page's.
  'GET /api/admin/photo-storage': {
    url: '/api/admin/photo-storage',
    expect: '401 401 403 403 403 200 200',
  },
  'GET /api/me/photo-consent': {
    url: '/api/me/photo-consent',
    expect: '401 401 200 200 200 200 200',
  },
  'PUT /api/me/photo-consent/:contactId': {
    url: '/api/me/photo-consent/{itId}',
    payload: { consent: true },
    expect: '401 401 403 403 403 403 403',
    note: 'nobody is the IT admin’s guardian',
  },
  // Seasons: listed and browsed by members, a new one started by the club's admins
  'GET /api/seasons': { url: '/api/seasons', expect: '401 401 200 200 200 200 200' },
  'GET /api/seasons/:id/events': {
    url: '/api/seasons/999999/events',
    expect: '401 401 404 404 404 404 404',
  },
  'POST /api/seasons/preview': {
    url: '/api/seasons/preview',
    payload: { name: '', startsOn: '2099-01-01', endsOn: '2099-12-31' },
    expect: '401 401 403 403 403 400 400',
  },
  'POST /api/seasons': {
    url: '/api/seasons',
    payload: { name: '', startsOn: '2099-01-01', endsOn: '2099-12-31' },
    expect: '401 401 403 403 403 400 400',
  },
};

/**
 * Rows on restricted subjects and real ids, beside the one row per route above (whose subjects
 * are open or missing): what the roles are refused. Each answer writes nothing — a locked
 * conversation (409), a past season (409), a post with no author to mute (409), a photo not
 * held (409) — so a member's 403 or 404 is the rule at work, not a missing id.
 */
export const RESTRICTED_ROWS: Record<string, MatrixRow> = {
  // Another affiliation's event: newcomer and staff (Front Office) may neither read nor post.
  'GET /api/conversations/:kind/:id (another affiliation)': {
    url: '/api/conversations/event/{familyEvent}',
    expect: '401 401 404 200 404 200 200',
  },
  'POST /api/conversations/:kind/:id/posts (another affiliation)': {
    url: '/api/conversations/event/{familyEvent}/posts',
    payload: { body: 'Matrix post' },
    expect: '401 401 404 409 404 409 409',
  },
  // Moderation by a plain member: 403 (admins reach the past season's 409).
  'PUT /api/conversations/:kind/:id/lock (a member)': {
    url: '/api/conversations/event/{pastEvent}/lock',
    payload: { locked: true },
    expect: '401 401 403 403 403 409 409',
  },
  'PUT /api/conversation-posts/:id/hide (a member)': {
    url: '/api/conversation-posts/{pastPost}/hide',
    payload: { reason: 'Off topic' },
    expect: '401 401 403 403 403 409 409',
  },
  'POST /api/conversation-posts/:id/mute (a member)': {
    url: '/api/conversation-posts/{familyPost}/mute',
    payload: { duration: 'hour' },
    expect: '401 401 404 403 404 409 409',
  },
  'POST /api/event-photos/:id/approve (a member)': {
    url: '/api/event-photos/{openPhoto}/approve',
    expect: '401 401 403 403 403 409 409',
  },
};
