import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { PushDeviceControl } from './push-device-control';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
// A P-256 public key's length (65 bytes), base64url: what GET /api/push/key answers.
const VAPID_KEY = 'B' + 'A'.repeat(86);

/** Own properties on jsdom's navigator, removed after each test. */
const navigatorOverrides: string[] = [];
function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
  navigatorOverrides.push(name);
}

afterEach(() => {
  for (const name of navigatorOverrides.splice(0))
    delete (navigator as unknown as Record<string, unknown>)[name];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * A browser with push (service worker, PushManager, Notification), its permission prompt
 * answered by `answer`: a promise the test resolves holds the prompt open.
 */
function fakePushBrowser(answer: () => Promise<NotificationPermission>) {
  let subscribed = false;
  const subscription = {
    endpoint: 'https://push.example.test/this-browser',
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example.test/this-browser',
      expirationTime: null,
      keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' },
    }),
    unsubscribe: async () => {
      subscribed = false;
      return true;
    },
  };
  const registration = {
    pushManager: {
      getSubscription: async () => (subscribed ? subscription : null),
      subscribe: vi.fn(async () => {
        subscribed = true;
        return subscription;
      }),
    },
  };
  const notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => {
      notification.permission = await answer();
      return notification.permission;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  setNavigator('serviceWorker', {
    getRegistration: async () => registration,
    ready: Promise.resolve(registration),
  });
  return { registration, notification };
}

/** The API: the VAPID key, and POST /api/push/subscribe answered by `subscribe`. */
function stubApi(subscribe: () => Response = () => Response.json({ browsers: 1 })) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (path === '/api/push/key') return Response.json({ publicKey: VAPID_KEY });
    if (path === '/api/push/subscribe' && method === 'POST') return subscribe();
    return Response.json({ message: 'not faked' }, { status: 404 });
  });
  return calls;
}

function renderControl(language: Language = 'en') {
  renderWithApp({ member: testMembers.family, language, ui: <PushDeviceControl /> });
}

/** Turning notifications on for this device: progress, then how it went. */
describe('the push device control', () => {
  it('shows progress while turning on, then that notifications are on', async () => {
    let allow!: (answer: NotificationPermission) => void;
    const { registration } = fakePushBrowser(
      () => new Promise<NotificationPermission>((resolve) => (allow = resolve)),
    );
    const calls = stubApi();
    renderControl();
    const group = await screen.findByRole('group', { name: 'Notifications on this device' });
    expect(within(group).getByRole('status')).toHaveTextContent('Off on this device.');
    const button = within(group).getByRole('button', { name: 'Turn on notifications' });
    fireEvent.click(button);

    // The browser's prompt is open: the control says it is working and cannot be pressed twice.
    await vi.waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent('Turning on…'),
    );
    expect(button).toBeDisabled();
    expect(group).toHaveAttribute('aria-busy', 'true');

    allow('granted');
    await vi.waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent(
        'Notifications are on for this device.',
      ),
    );
    expect(group).toHaveAttribute('aria-busy', 'false');
    expect(within(group).getByRole('button', { name: 'Turn off notifications' })).toBeEnabled();
    expect(within(group).queryByRole('alert')).toBeNull();
    expect(registration.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(calls).toContain('POST /api/push/subscribe');
  });

  it('tells how to allow notifications again when the member blocks them, in Spanish', async () => {
    fakePushBrowser(async () => 'denied');
    const calls = stubApi();
    renderControl('es');
    const group = await screen.findByRole('group', { name: 'Notificaciones en este dispositivo' });
    fireEvent.click(within(group).getByRole('button', { name: 'Activar notificaciones' }));
    await vi.waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent(
        /bloqueadas para este sitio.*configuración del sitio en el navegador.*Permitir/,
      ),
    );
    expect(within(group).queryByRole('button')).toBeNull();
    expect(calls).not.toContain('POST /api/push/subscribe');
  });

  it('asks again when the prompt is closed without an answer', async () => {
    fakePushBrowser(async () => 'default');
    stubApi();
    renderControl();
    const button = await screen.findByRole('button', { name: 'Turn on notifications' });
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications were not allowed. To turn them on, press the button again and choose Allow.',
    );
    expect(button).toBeEnabled();
  });

  it('shows the server’s reason when it refuses this device', async () => {
    fakePushBrowser(async () => 'granted');
    stubApi(() =>
      Response.json(
        {
          code: 'push_endpoint_taken',
          message: 'This browser already gets notifications for another member.',
        },
        { status: 409 },
      ),
    );
    renderControl();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal did not accept this device. This browser already gets notifications for another member.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Off on this device.');
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
  });

  it('says so when the browser has no push', async () => {
    // jsdom, like an old browser, has no service worker, PushManager or Notification.
    stubApi();
    renderControl();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This browser cannot show notifications from the portal.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives iPhone users the Home Screen steps instead of a control', async () => {
    setNavigator('userAgent', IPHONE_SAFARI);
    stubApi();
    renderControl();
    expect(
      await screen.findByText(
        'On iPhone and iPad, notifications work once the portal is on your Home Screen: tap Share, then Add to Home Screen, then open the portal from there.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives the Home Screen steps in Spanish, also where Safari shows PushManager in the browser', async () => {
    setNavigator('userAgent', IPHONE_SAFARI);
    setNavigator('standalone', false);
    fakePushBrowser(async () => 'granted');
    stubApi();
    renderControl('es');
    expect(
      await screen.findByText(
        /^En iPhone y iPad, las notificaciones funcionan cuando el portal está en tu pantalla de inicio: toca Compartir/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
