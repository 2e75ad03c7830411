import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import type { Ability, TeamAbility } from '@dugout/shared';
import { AppLayout } from '../components/layout/app-layout';
import { paths } from '../lib/paths';
import { RequireAbility, RequireAuth, RequireTeamAbility } from './guards';
import { NameGate } from './name-gate';

// Every page is its own chunk, so the first load carries only the shell.
const Home = lazy(() => import('../features/home/routes/home'));
const Profile = lazy(() => import('../features/profile/routes/profile'));
const AdminTools = lazy(() => import('../features/admin/routes/admin-tools'));
const AuditLog = lazy(() => import('../features/admin/routes/audit-log'));
const PinnedPosts = lazy(() => import('../features/admin/routes/pinned-posts'));
const Venues = lazy(() => import('../features/admin/routes/venues'));
const DutyTemplates = lazy(() => import('../features/duties/routes/duty-templates'));
const UnfilledDuties = lazy(() => import('../features/duties/routes/unfilled-duties'));
const PhotoReview = lazy(() => import('../features/photos/routes/photo-review'));
const Teams = lazy(() => import('../features/teams/routes/teams'));
const ImportContacts = lazy(() => import('../features/admin/routes/import-contacts'));
const StartSeason = lazy(() => import('../features/seasons/routes/start-season'));
const PastSeasons = lazy(() => import('../features/seasons/routes/past-seasons'));
const ImportSchedule = lazy(() => import('../features/schedule-import/routes/import-schedule'));
const ContentList = lazy(() => import('../features/content/routes/content-list'));
const ContentNew = lazy(() => import('../features/content/routes/content-new'));
const ContentEdit = lazy(() => import('../features/content/routes/content-edit'));
const ContactsList = lazy(() => import('../features/contacts/routes/contacts-list'));
const ContactDetail = lazy(() => import('../features/contacts/routes/contact-detail'));
const ContactNew = lazy(() => import('../features/contacts/routes/contact-new'));
const ContactEdit = lazy(() => import('../features/contacts/routes/contact-edit'));
const EventsList = lazy(() => import('../features/events/routes/events-list'));
const EventNew = lazy(() => import('../features/events/routes/event-new'));
const EventDetail = lazy(() => import('../features/events/routes/event-detail'));
const EventEdit = lazy(() => import('../features/events/routes/event-edit'));
const JerseyForm = lazy(() => import('../features/forms/routes/jersey-form'));
const GiftForm = lazy(() => import('../features/forms/routes/gift-form'));
const JerseyAdmin = lazy(() => import('../features/forms/routes/jersey-admin'));
const GiftAdmin = lazy(() => import('../features/forms/routes/gift-admin'));
const SendMessage = lazy(() => import('../features/messages/routes/send-message'));
const MessageLedger = lazy(() => import('../features/messages/routes/message-ledger'));
const MessageDetail = lazy(() => import('../features/messages/routes/message-detail'));
const TextsInbox = lazy(() => import('../features/messages/routes/texts-inbox'));
const TextConversation = lazy(() => import('../features/messages/routes/text-conversation'));
const Login = lazy(() => import('../features/auth/routes/login'));
const Callback = lazy(() => import('../features/auth/routes/callback'));
const SignIn = lazy(() => import('../features/auth/routes/sign-in'));
const Terms = lazy(() => import('../features/terms/routes/terms'));
const NotFound = lazy(() => import('../components/errors/not-found-page'));

/** `{ forTeams }`: the ability's holders and team managers (for their teams only). */
type Access = 'public' | 'member' | Ability | { forTeams: TeamAbility };

interface PageRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  access: Access;
  /** The page works without knowing the sign-in state (the IdP's sign-in page). */
  authIndependent?: true;
}

/**
 * The SPA's route table. `access`: 'public' pages render for everyone, 'member' pages need
 * a sign-in, an Ability also needs that permission (the server enforces it too).
 */
const pages: PageRoute[] = [
  { path: paths.home.path, Component: Home, access: 'public' },
  { path: paths.profile.path, Component: Profile, access: 'member' },
  { path: paths.terms.path, Component: Terms, access: 'public' },
  { path: paths.admin.path, Component: AdminTools, access: 'admin:tools' },
  { path: paths.auditLog.path, Component: AuditLog, access: 'audit:read' },
  { path: paths.pinnedPosts.path, Component: PinnedPosts, access: 'content:publish' },
  { path: paths.venues.path, Component: Venues, access: 'events:publish' },
  { path: paths.teams.path, Component: Teams, access: 'teams:manage' },
  { path: paths.importContacts.path, Component: ImportContacts, access: 'contacts:manage' },
  { path: paths.seasons.start.path, Component: StartSeason, access: 'seasons:manage' },
  { path: paths.seasons.past.path, Component: PastSeasons, access: 'member' },
  { path: paths.importSchedule.path, Component: ImportSchedule, access: 'events:publish' },
  {
    path: paths.duties.templates.path,
    Component: DutyTemplates,
    access: { forTeams: 'events:publish' },
  },
  {
    path: paths.duties.unfilled.path,
    Component: UnfilledDuties,
    access: { forTeams: 'events:publish' },
  },
  {
    path: paths.photos.review.path,
    Component: PhotoReview,
    access: { forTeams: 'events:publish' },
  },

  { path: paths.content.all.path, Component: ContentList, access: 'member' },
  { path: paths.content.new.path, Component: ContentNew, access: 'content:publish' },
  { path: paths.content.edit.path, Component: ContentEdit, access: 'content:publish' },
  { path: paths.contacts.all.path, Component: ContactsList, access: 'member' },
  { path: paths.contacts.new.path, Component: ContactNew, access: 'contacts:manage' },
  // Admins or the contact's owner: the page itself (and the server) decides.
  { path: paths.contacts.edit.path, Component: ContactEdit, access: 'member' },
  { path: paths.contacts.detail.path, Component: ContactDetail, access: 'member' },
  { path: paths.events.all.path, Component: EventsList, access: 'member' },
  { path: paths.events.new.path, Component: EventNew, access: { forTeams: 'events:publish' } },
  { path: paths.events.edit.path, Component: EventEdit, access: { forTeams: 'events:publish' } },
  { path: paths.events.detail.path, Component: EventDetail, access: 'member' },
  { path: paths.forms.jersey.path, Component: JerseyForm, access: 'forms:submit' },
  { path: paths.forms.gift.path, Component: GiftForm, access: 'forms:submit' },
  { path: paths.forms.jerseyAdmin.path, Component: JerseyAdmin, access: 'forms:admin' },
  { path: paths.forms.giftAdmin.path, Component: GiftAdmin, access: 'forms:admin' },
  // A team manager too: to their team's families (the server checks each recipient).
  {
    path: paths.messages.send.path,
    Component: SendMessage,
    access: { forTeams: 'messaging:send' },
  },
  { path: paths.messages.ledger.path, Component: MessageLedger, access: 'messaging:send' },
  { path: paths.messages.detail.path, Component: MessageDetail, access: 'messaging:send' },
  { path: paths.messages.texts.path, Component: TextsInbox, access: 'messaging:send' },
  { path: paths.messages.text.path, Component: TextConversation, access: 'messaging:send' },
  { path: paths.auth.login.path, Component: Login, access: 'public' },
  { path: paths.auth.callback.path, Component: Callback, access: 'public' },
  {
    path: paths.auth.signIn.path,
    Component: SignIn,
    access: 'public',
    authIndependent: true,
  },
  { path: paths.notFound.path, Component: NotFound, access: 'public' },
];

function guarded({ Component, access }: PageRoute) {
  if (access === 'public') return <Component />;
  if (access === 'member') {
    return (
      <RequireAuth>
        <Component />
      </RequireAuth>
    );
  }
  if (typeof access === 'object') {
    return (
      <RequireTeamAbility ability={access.forTeams}>
        <Component />
      </RequireTeamAbility>
    );
  }
  return (
    <RequireAbility ability={access}>
      <Component />
    </RequireAbility>
  );
}

const authIndependentPaths = pages.filter((page) => page.authIndependent).map((page) => page.path);

/**
 * Rendered with `useRoutes` under a BrowserRouter in the app and a MemoryRouter in tests: the
 * declarative router, without the data router's loaders and actions (which no page uses), keeps
 * the first load small. The layout catches what a page throws (PageErrorBoundary), so a page
 * that fails still has the navigation around it.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout authIndependentPaths={authIndependentPaths} />,
    // The sign-in pages stay as they are: the member is not signed in to the portal there yet.
    children: pages.map((page) => ({
      path: page.path,
      element: page.authIndependent ? guarded(page) : <NameGate>{guarded(page)}</NameGate>,
    })),
  },
];
