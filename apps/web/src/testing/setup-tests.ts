// DOM matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled…) so tests state what a person sees.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
// The app's namespaces, registered with i18next as main.tsx does.
import { lazyLocales } from '../app/locales';

// findBy*/waitFor give up after 1 s by default: too short when the machine's cores are busy.
// 20 s: a CI run puts the unit tests beside the e2e suite on two cores, where a jsdom render of
// a long form can take seconds.
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no scrolling; the layout's scroll restoration calls it on every navigation.
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

// The pages' own strings come in lazily in the app; components under test get them up front.
beforeAll(async () => {
  await i18n.loadNamespaces(Object.keys(lazyLocales));
  // The shell's Spanish is a chunk of its own in the app, fetched before a Spanish first render;
  // tests switch languages at will without waiting for it.
  await i18n.loadLanguages('es');
});

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module store: one test's toast (an 8 s "Event
  // created!") would otherwise still be on screen, and count against the limit, in the next.
  toast.remove();
  document.body.style.overflow = '';
});
