import type { IncomingMessage } from 'node:http';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * Two libraries resolve, in a production build too, to code the app does not need: React Router's
 * package sends every bundler to its development build (the same code with its dev warnings kept;
 * the production build sits beside it, unexported), and react-i18next asks for the
 * useSyncExternalStore shim of React 17, which the package's own main entry replaces with
 * React's built-in hook. Build only: `npm run dev` keeps React Router's warnings.
 */
function leanLibraryBuilds(): Plugin {
  const require = createRequire(import.meta.url);
  const reactRouter = path.dirname(require.resolve('react-router/package.json'));
  return {
    name: 'dugout-lean-library-builds',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: path.join(reactRouter, 'dist/production/index.mjs'),
          },
          { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [leanLibraryBuilds(), react(), inlineEntryCss(), precompress(), bundleModules()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the portal supports (es2022) knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // zod schema builders (`z.object(...)`, chained) have no side effects: a schema that no
      // code of the first load uses is dropped, and zod with it (the start-up budget).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // What the first screen needs, in three chunks: the libraries (long cached: they change
        // less often than the app), the app's shell, and the members' sections of the home page.
        // A library or module that only lazy pages import stays with them (the Auth0 SDK too:
        // guests never load it, see lib/auth/session-provider.tsx).
        codeSplitting: {
          groups: [
            {
              // Only what the entry imports ($initial): react-hot-toast, react-virtual, zod and
              // the other libraries of lazy pages are not in it.
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/]/,
            },
            {
              // The app's code that the entry (main.tsx) imports, in one chunk beside it: left to
              // itself the bundler cuts out every module a lazy chunk also imports, a dozen small
              // files that each cost a request and compress worse than one.
              name: 'shell',
              tags: ['$initial'],
              test: (id) =>
                /apps[\\/]web[\\/]src[\\/]|packages[\\/]shared[\\/]/.test(id) &&
                !id.endsWith('main.tsx'),
            },
            {
              // The home page's members' sections with what they import (the schedule's model, the
              // content tiles, their API calls): one chunk instead of a dozen. Guests load none.
              name: 'member-home',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]home[\\/]components[\\/]/,
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
