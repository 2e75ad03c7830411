import type { NewPageOptions } from './browser';

/** A phone's screen: 390 × 844, touch, the mobile viewport. */
const PHONE_SCREEN = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} satisfies NewPageOptions;

/** Safari on an iPhone, as it introduces itself, for what Apple's devices are offered. */
export const IPHONE: NewPageOptions = {
  ...PHONE_SCREEN,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** Chrome on an Android phone, as it introduces itself. */
export const ANDROID: NewPageOptions = {
  ...PHONE_SCREEN,
  userAgent:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};
