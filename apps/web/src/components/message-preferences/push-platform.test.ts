import { describe, expect, it } from 'vitest';
import { pushPlatform, type BrowserTraits } from './push-platform';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // iPadOS Safari asks for desktop sites: the same words as a Mac's.
  macOrIPad:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
};

function traits(overrides: Partial<BrowserTraits>): BrowserTraits {
  return {
    userAgent: UA.android,
    maxTouchPoints: 5,
    standalone: undefined,
    hasServiceWorker: true,
    hasPushManager: true,
    hasNotification: true,
    ...overrides,
  };
}

/** Whether push can be offered here, and what to say when it cannot. */
describe('pushPlatform', () => {
  it('offers push where the browser has a service worker, PushManager and Notification', () => {
    expect(pushPlatform(traits({}))).toBe('supported');
    expect(pushPlatform(traits({ userAgent: UA.macOrIPad, maxTouchPoints: 0 }))).toBe('supported');
  });

  it('calls a browser without one of them unsupported', () => {
    expect(pushPlatform(traits({ hasPushManager: false }))).toBe('unsupported');
    expect(pushPlatform(traits({ hasServiceWorker: false }))).toBe('unsupported');
    expect(pushPlatform(traits({ hasNotification: false }))).toBe('unsupported');
  });

  it('asks iPhone and iPad users for the Home Screen when the portal is opened in the browser', () => {
    for (const userAgent of [UA.iPhone, UA.iPhoneChrome, UA.iPadOld])
      expect(pushPlatform(traits({ userAgent, hasPushManager: false }))).toBe('ios-home-screen');
    // Some versions expose PushManager in the browser too; it only works from the Home Screen.
    expect(pushPlatform(traits({ userAgent: UA.iPhone, standalone: false }))).toBe(
      'ios-home-screen',
    );
    expect(pushPlatform(traits({ userAgent: UA.macOrIPad, maxTouchPoints: 5 }))).toBe(
      'ios-home-screen',
    );
  });

  it('offers push on an iPhone opened from the Home Screen', () => {
    expect(pushPlatform(traits({ userAgent: UA.iPhone, standalone: true }))).toBe('supported');
  });

  it('calls an iPhone already on the Home Screen without PushManager unsupported (iOS too old)', () => {
    expect(
      pushPlatform(traits({ userAgent: UA.iPhone, standalone: true, hasPushManager: false })),
    ).toBe('unsupported');
  });
});
