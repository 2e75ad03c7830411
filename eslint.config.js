import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const api = path.join(root, 'apps/api/src');
const web = path.join(root, 'apps/web/src');
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** The folders directly under `dir` (each API module, each web feature). */
const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A workspace's code imports another workspace only as a package, and apps only `@dugout/shared`. */
const workspaceZones = [
  {
    target: path.join(root, 'apps/web'),
    from: ['apps/api', 'bench', 'e2e', 'scripts'].map((dir) => path.join(root, dir)),
    message: 'The web app imports only @dugout/shared from other workspaces.',
  },
  {
    target: path.join(root, 'apps/api'),
    from: ['apps/web', 'bench', 'e2e', 'scripts'].map((dir) => path.join(root, dir)),
    message: 'The API imports only @dugout/shared from other workspaces.',
  },
  {
    target: path.join(root, 'packages/shared'),
    from: ['apps', 'bench', 'e2e', 'scripts'].map((dir) => path.join(root, dir)),
    message: '@dugout/shared depends on no app.',
  },
];

/**
 * A module reaches another only through its public entry, `modules/<name>/index.ts`: a short list
 * of what others may use, chosen by hand (not a barrel re-exporting the folder).
 */
const apiModuleZones = foldersIn(path.join(api, 'modules')).map((name) => ({
  target: `${api}/modules/${name}/**`,
  from: `${api}/modules/**`,
  except: [`${api}/modules/${name}/**`, `${api}/modules/*/index.ts`],
  message:
    'Import another module through its modules/<name>/index.ts, or move what is shared into platform.',
}));

/** platform is the layer below the modules; seed is demo data the app's wiring applies. */
const apiLayerZones = [
  {
    target: `${api}/platform/**`,
    from: [`${api}/modules/**`, `${api}/seed/**`, `${api}/{app,server,main}.ts`],
    message:
      'platform imports nothing from modules, seed or the app wiring: have app.ts pass it in.',
  },
  {
    target: [`${api}/modules/**`, `${api}/main.ts`],
    from: `${api}/seed/**`,
    message: 'Only the app wiring (app.ts, server.ts) imports seed.',
  },
];

/** Features stand alone; lib and components are below them; only app wires them together. */
const webZones = [
  ...foldersIn(path.join(web, 'features')).map((name) => ({
    target: `${web}/features/${name}/**`,
    from: `${web}/features/**`,
    except: [`${web}/features/${name}/**`],
    message: 'A feature imports no other feature: move what both need into components or lib.',
  })),
  {
    target: [`${web}/lib/**`, `${web}/components/**`],
    from: [`${web}/features/**`, `${web}/app/**`],
    message: 'lib and components know no feature and not the app: have app/ hand it in.',
  },
  {
    target: `${web}/features/**`,
    from: `${web}/app/**`,
    message: 'Features do not import the app; the app imports them.',
  },
];

/** Modules ask platform/access what an admin may do; the refusal says where the answer is. */
const ADMIN_CHECK_MESSAGE =
  'Whether an admin sees or edits everything is decided in platform/access: call its named rule (e.g. seesEveryContact, canChangeLockedContactFields, canGrantItAdmin) or declare a route ability.';

/**
 * Every package a file imports is declared by its workspace (the closest package.json).
 * Production source takes only that workspace's `dependencies`: they alone are installed where
 * the server runs and are what the licence check reads. Tests, test helpers, build configs,
 * scripts, e2e and benchmarks may also use devDependencies, their workspace's or the root's
 * (vitest and fast-check are declared once, at the root).
 */
const declaredDependencies = [
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: [root] }] },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: [...TESTS, 'apps/*/src/testing/**'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
];

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Layers and boundaries (README "Architecture"): import-x resolves the TypeScript sources
  // (extensionless relative imports, @dugout/shared's exports) to check where an import lands.
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
  },
  {
    files: ['{apps,bench,e2e,scripts}/**/*.{ts,tsx,mts,js,mjs}'],
    ignores: ['apps/*/src/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(workspaceZones) },
  },
  {
    files: ['packages/shared/**/*.{ts,tsx,mts,js,mjs}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(workspaceZones) },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...workspaceZones,
        ...apiModuleZones,
        ...apiLayerZones,
      ]),
    },
  },
  {
    // Tests start the whole app, so they may reach past the layers (not across modules).
    files: TESTS.map((glob) => `apps/api/src/${glob}`),
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...workspaceZones, ...apiModuleZones]),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...workspaceZones, ...webZones]) },
  },
  {
    // One query-key factory per endpoint: a key written out where it is used is a
    // key typed twice, and an invalidation that misses it leaves stale data on screen.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          message:
            'Take the query key from its factory (e.g. contactKeys.list(), in the api/ file of the endpoint or lib/api/), not an inline array.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/] > ArrayExpression, CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/] > TSAsExpression > ArrayExpression',
          message:
            'Take the query key from its factory (e.g. contactKeys.detail(id)), not an inline array.',
        },
      ],
    },
  },
  {
    // Services hold no SQL: every statement is a function of a `*.queries.ts` file
    // taking `db | trx` first, so that what a module reads and writes is in one place. Platform
    // plumbing (db, outbox, idp), seed data and migrations are outside this rule.
    files: ['apps/api/src/**/*.{service,routes}.ts', 'apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.queries.ts', ...TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive)$/]',
          message:
            'Build Kysely queries only in a *.queries.ts file (a function taking db | trx first) and call it from here.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              message: 'Raw SQL lives in a *.queries.ts file: call a function from there.',
            },
          ],
        },
      ],
    },
  },
  ...declaredDependencies,
  {
    // What admins may see or do is decided by the access layer alone: a module asks it by name
    // (seesEveryContact, canChangeLockedContactFields…), never tests for an admin itself. The
    // import, a property read or destructuring, and a home-made twin of the name are all refused.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@dugout/shared',
              importNames: ['isAdmin', 'isItAdmin'],
              message: ADMIN_CHECK_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { property: 'isAdmin', message: ADMIN_CHECK_MESSAGE },
        { property: 'isItAdmin', message: ADMIN_CHECK_MESSAGE },
      ],
      'id-denylist': ['error', 'isAdmin', 'isItAdmin'],
    },
  },
  {
    // Type-only imports are left out (they vanish at run time).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests that assert: getBy*/findBy* already throw when nothing matches, so
    // wrapping them in toBeTruthy or counting them above 0 checks nothing.
    files: ['apps/**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/][callee.object.callee.name='expect'] CallExpression[callee.property.name=/^(get|find)(All)?By/]",
          message:
            "getBy*/findBy* throw when nothing matches, so toBeTruthy/toBeDefined asserts nothing: state what a person sees (toBeVisible, toHaveTextContent, toHaveAttribute('href', …), toBeDisabled…).",
        },
        {
          selector:
            "CallExpression[callee.property.name='toBeGreaterThan'][arguments.0.value=0][callee.object.callee.name='expect'] MemberExpression[property.name='length'] CallExpression[callee.property.name=/^(get|find)AllBy/]",
          message:
            'getAllBy*/findAllBy* throw when nothing matches, so .length > 0 asserts nothing: use toHaveLength(n) or assert what the items show.',
        },
        {
          selector: "ExpressionStatement > CallExpression[callee.name='expect']",
          message: 'An expect() without a matcher asserts nothing.',
        },
        {
          // expect(list.some(…)).toBe(true) fails with "expected false to be true": say what was
          // wanted, so a failure shows the list.
          selector:
            "CallExpression[callee.name='expect'] > CallExpression.arguments:first-child[callee.property.name=/^(some|every|includes)$/]",
          message:
            'Assert on the values, not a boolean made of them: toContain / toContainEqual for some or includes, filter(…) toEqual([]) for every or "none", toMatch for a pattern.',
        },
      ],
    },
  },
);
