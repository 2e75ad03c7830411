/*
 * Whether this browser can take web push, and why not. iPhone and iPad are their own case: Safari
 * there offers push only to a portal added to the Home Screen and opened from it, so the member
 * needs the steps to get there, not a control that cannot work.
 */

export type PushPlatform = 'supported' | 'ios-home-screen' | 'unsupported';

/** What the browser tells about itself, read by `browserTraits`. */
export interface BrowserTraits {
  userAgent: string;
  /** iPadOS Safari says "Macintosh"; a touch screen tells it from a Mac. */
  maxTouchPoints: number;
  /** Safari's `navigator.standalone`: true only when opened from the Home Screen. */
  standalone: boolean | undefined;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

function isIPhoneOrIPad({
  userAgent,
  maxTouchPoints,
}: Pick<BrowserTraits, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function pushPlatform(traits: BrowserTraits): PushPlatform {
  // Opened from the Home Screen without PushManager: an iOS before 16.4, which the steps cannot help.
  if (isIPhoneOrIPad(traits) && traits.standalone !== true) return 'ios-home-screen';
  return traits.hasServiceWorker && traits.hasPushManager && traits.hasNotification
    ? 'supported'
    : 'unsupported';
}

export function browserTraits(): BrowserTraits {
  if (typeof window === 'undefined')
    return {
      userAgent: '',
      maxTouchPoints: 0,
      standalone: undefined,
      hasServiceWorker: false,
      hasPushManager: false,
      hasNotification: false,
    };
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}
