import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n/i18n';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app';
import { registerServiceWorker } from './lib/offline/offline';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
