import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// First: registers the namespaces and starts i18next before anything renders.
import { localesReady } from './app/locales';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app';
import { afterFirstPaint, preloadFirstScreen } from './app/preload';
import { registerServiceWorker } from './lib/offline/offline';

preloadFirstScreen();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// After the boot screen's first paint: with /api/config preloaded the app could otherwise draw
// before the browser paints anything, and the page would show nothing until then. And once the
// reader's language is there (at once in English; a Spanish reader's strings are fetched first,
// so the page never shows in English before). A transition: the first render yields to the
// browser every few milliseconds instead of holding the main thread for one long task (a slow
// phone stays responsive while the app draws).
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// localesReady always settles (a language that failed to load falls back to English): the app
// is drawn either way.
afterFirstPaint(() => {
  localesReady.then(render, render);
});
registerServiceWorker();
