import type { IncomingMessage } from 'node:http';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleModules } from './bundle-modules';

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

/**
 * Writes a .br and a .gz beside every text file of the build, served by the API's static
 * handler (preCompressed): a phone on one bar of signal gets ~4× fewer bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dugout-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Dot folders (the build's own lists) are not served.
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          if (name.startsWith('.')) return [];
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Puts the shell's stylesheet (≈ 3 KB compressed) inside index.html instead of linking it: a
 * linked stylesheet blocks the first paint for a round trip of its own, which on a phone with one
 * bar of signal is most of the wait. The CSP allows inline styles (react-hot-toast needs them).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'dugout-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      html.source = String(html.source).replace(
        /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
        (tag, file: string) => {
          const css = bundle[file];
          return css && css.type === 'asset' ? `<style>${String(css.source)}</style>` : tag;
        },
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), inlineEntryCss(), precompress(), bundleModules()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // zod schema builders (`z.object(...)`, chained) have no side effects: a schema that no
      // code of the first load uses is dropped, and zod with it (the 170 KB start-up budget).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The shell's libraries in long-cached chunks of their own. Only these are named: a library
        // that a lazy page alone uses must stay in that page's chunk (the Auth0 SDK too: guests
        // never load it, see lib/auth/session-provider.tsx).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // TanStack Query only: @tanstack/react-virtual is the directory page's alone.
              // react-hot-toast neither: the toast area loads it at the first action (toast-area.tsx).
              name: 'libs',
              test: /node_modules[\\/](@tanstack[\\/](react-query|query-core)|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
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
