import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../lib/i18n/i18n';

// jsdom has no scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
// jsdom has no media queries (react-hot-toast asks about reduced motion); nothing ever matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});
