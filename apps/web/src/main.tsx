import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// First: registers the namespaces and starts i18next before anything renders.
import './app/locales';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app';
import { preloadFirstScreen } from './app/preload';
import { registerServiceWorker } from './lib/offline/offline';

preloadFirstScreen();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition: the first render yields to the browser every few milliseconds instead of holding
// the main thread for one long task (a slow phone stays responsive while the app draws).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
