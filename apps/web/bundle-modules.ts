import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the list goes, inside the build output: a dot folder, which the API does not serve. */
export const BUNDLE_MODULES_FILE = '.vite/bundle-modules.json';

/**
 * Lists the files whose code the build put into its output (relative to the web root), plus the
 * source files of its assets: the licence check (scripts/check-licences.mjs) reads which
 * packages the browser is sent from it. A module tree-shaken to nothing is left out.
 */
export function bundleModules(): Plugin {
  let root = '';
  return {
    name: 'dugout-bundle-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const files = new Set<string>();
      for (const item of Object.values(bundle)) {
        const sources =
          item.type === 'chunk'
            ? Object.entries(item.modules)
                .filter(([, module]) => module.renderedLength > 0)
                .map(([id]) => id)
            : item.originalFileNames;
        for (const id of sources) {
          // A leading \0 marks a module a plugin made up, a ?query a variant of a file.
          const file = id.replace(/^\0/, '').replace(/\?.*$/, '');
          files.add(
            path.isAbsolute(file) ? path.relative(root, file).replaceAll(path.sep, '/') : id,
          );
        }
      }
      const out = path.join(options.dir ?? path.join(root, 'dist'), BUNDLE_MODULES_FILE);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify({ files: [...files].sort() }, null, 1)}\n`);
    },
  };
}
