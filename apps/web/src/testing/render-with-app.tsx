import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import type { Language, PublicConfig } from '@dugout/shared';
import { appRoutes } from '../app/routes';
import { SessionContext, type Session, type SessionError } from '../lib/auth/session';
import type { Member } from '../lib/auth/member';
import { ConfigContext } from '../lib/config';
import { i18n } from '../lib/i18n/i18n';

export const testConfig: PublicConfig = {
  teamName: 'River Hawks',
  auth: {
    mode: 'embedded',
    domain: 'http://localhost:3000/idp',
    clientId: 'dugout-web',
    audience: 'https://api.dugout.test',
    permissionsClaim: 'permissions',
    memberIdClaim: 'https://dugout.test/member_id',
  },
  demo: true,
  links: {
    termsOfService: 'https://example.org/terms',
    privacyPolicy: 'https://league.example.org/privacy',
    contactEmail: 'families@riverhawks.test',
    playerUrlTemplate: 'https://example.org/player/{id}',
  },
};

function member(name: string, email: string, permissions: string[]): Member {
  return { id: `id-${email}`, name, email, permissions };
}

/** Fake members for component tests, one per role. */
export const testMembers = {
  /** Signed in, no permissions. */
  member: member('Nico Newcomer', 'newcomer@riverhawks.test', []),
  /** view:contacts + view:jerseyform: may submit the request forms. */
  family: member('Fiona Family', 'family@riverhawks.test', ['view:contacts', 'view:jerseyform']),
  admin: member('Alex Admin', 'admin@riverhawks.test', ['site:admin']),
  itAdmin: member('Ivy Tech', 'it@riverhawks.test', ['IT:admin']),
} satisfies Record<string, Member>;

export interface RenderWithAppOptions {
  /** The signed-in member; null or omitted renders as a guest. */
  member?: Member | null;
  /** The URL to start at. Default '/'. */
  route?: string;
  /** Overrides of the run-time config. */
  config?: Partial<PublicConfig>;
  /** Render while the sign-in state is still loading. */
  authLoading?: boolean;
  authError?: SessionError | null;
  language?: Language;
  /**
   * Render this element (at `path`, default '*') instead of the app's route table; it still gets
   * i18n, the router, the query client, the config and the session.
   */
  ui?: ReactElement;
  path?: string;
  /** Extra routes next to `ui` (e.g. a target page to assert a navigation). */
  routes?: RouteObject[];
}

/** What the router shows, read by the test after a click or a redirect. */
interface RouterProbe {
  location: Location | null;
  navigate: NavigateFunction | null;
}

/** The routes as the app renders them (useRoutes), and the probe kept up to date. */
function ProbedRoutes({ routes, probe }: { routes: RouteObject[]; probe: RouterProbe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return useRoutes(routes);
}

/**
 * Renders with everything the app provides, without Auth0: a fake session whose `login`,
 * `logout` and `getAccessToken` are vi.fn() spies (getAccessToken resolves 'test-token').
 * `currentLocation()` is where the router is now; `navigate(to)` moves it.
 */
export function renderWithApp(options: RenderWithAppOptions = {}) {
  const signedIn = options.member ?? null;
  const session: Session = {
    status: options.authLoading ? 'loading' : signedIn ? 'member' : 'guest',
    member: options.authLoading ? null : signedIn,
    error: options.authError ?? null,
    login: vi.fn(),
    logout: vi.fn(),
    getAccessToken: vi.fn(async () => 'test-token'),
    refreshMember: vi.fn(async () => {}),
  };
  const config: PublicConfig = { ...testConfig, ...options.config };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes: RouteObject[] = options.ui
    ? [{ path: options.path ?? '*', element: options.ui }, ...(options.routes ?? [])]
    : appRoutes;
  const probe: RouterProbe = { location: null, navigate: null };
  i18n.changeLanguage(options.language ?? 'en');

  const result = render(
    <ConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <ProbedRoutes routes={routes} probe={probe} />
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </ConfigContext>,
  );
  const currentLocation = (): Location => {
    if (!probe.location) throw new Error('The router has not rendered');
    return probe.location;
  };
  /** A path as a link would open it, or a number of steps back (-1) or forward in history. */
  const navigate = async (to: string | number): Promise<void> => {
    if (!probe.navigate) throw new Error('The router has not rendered');
    await (typeof to === 'number' ? probe.navigate(to) : probe.navigate(to));
  };
  return { ...result, currentLocation, navigate, session, queryClient, config };
}
