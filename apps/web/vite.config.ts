import type { IncomingMessage } from 'node:http';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API in development (`npm run dev` starts it on 3001). */
const API_URL = process.env.DUGOUT_API_URL ?? 'http://localhost:3001';

/**
 * A browser opening the embedded IdP's sign-in page (GET /idp/interaction/<uid>, HTML) gets the
 * SPA, which renders that page; everything else under /idp (authorize, token, the sign-in page's
 * JSON calls) goes to the API.
 */
function isSignInPageNavigation(req: IncomingMessage): boolean {
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  return (
    req.method === 'GET' &&
    /^\/idp\/interaction\/[^/]+\/?$/.test(pathname) &&
    (req.headers.accept ?? '').includes('text/html')
  );
}

// The Host header is kept (no changeOrigin), so the IdP builds its URLs for this dev server.
const apiProxy = { target: API_URL };

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The shell's libraries in long-cached chunks of their own. Only these are named: a library
        // that a lazy page alone uses must stay in that page's chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'libs',
              test: /node_modules[\\/](@auth0|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|zod|react-hot-toast|goober)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiProxy,
      '/idp': {
        ...apiProxy,
        bypass: (req) => (isSignInPageNavigation(req) ? '/index.html' : undefined),
      },
      '^/dev(/|$)': apiProxy,
    },
  },
  preview: {
    port: 4173,
  },
});
