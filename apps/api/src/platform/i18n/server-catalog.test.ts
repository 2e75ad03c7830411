import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { interpolationVariables, localeKeyPaths } from '@dugout/shared';
import { escapeHtml } from '../html';
import { defineServerCatalog, serverCatalogs } from './server-catalog';

const src = path.resolve(import.meta.dirname, '../..');

/** Every catalog file in the API (`*.locales.ts`), so that a new one cannot be missed. */
const catalogFiles = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.locales.ts'))
  .map((file) => path.join(src, file));

beforeAll(async () => {
  for (const file of catalogFiles) await import(pathToFileURL(file).href);
});

function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('server catalogs', () => {
  it('are found and each registers one namespace', () => {
    expect(catalogFiles.length).toBeGreaterThanOrEqual(3);
    expect(serverCatalogs().size).toBeGreaterThanOrEqual(catalogFiles.length);
  });

  it('have the same keys in es as in en', () => {
    for (const [namespace, { locales }] of serverCatalogs()) {
      expect(localeKeyPaths(locales.es).sort(), namespace).toEqual(
        localeKeyPaths(locales.en).sort(),
      );
    }
  });

  it('use the same variables in both languages and leave no text empty', () => {
    for (const [namespace, { locales }] of serverCatalogs()) {
      const es = new Map(leaves(locales.es));
      for (const [key, en] of leaves(locales.en)) {
        const translated = es.get(key);
        expect(typeof en === 'string' && en.trim() !== '', `${namespace}:${key}`).toBe(true);
        expect(typeof translated === 'string' && translated.trim() !== '').toBe(true);
        expect(interpolationVariables(String(translated)), `${namespace}:${key}`).toEqual(
          interpolationVariables(String(en)),
        );
      }
    }
  });

  it('refuses a second catalog under a name already taken', () => {
    defineServerCatalog('test-once', { en: { a: 'A' }, es: { a: 'A' } });
    expect(() => defineServerCatalog('test-once', { en: { a: 'A' }, es: { a: 'A' } })).toThrow(
      /test-once/,
    );
  });
});

describe('a catalog translator', () => {
  const catalog = defineServerCatalog('test-text', {
    en: {
      hello: 'Hello {{name}}, welcome to the {{team}} portal: see it at {{link}}',
      plain: "You're invited: no variables & no markup",
      wait: { minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes' },
    },
    es: {
      hello: 'Hola {{name}}, te damos la bienvenida al portal de {{team}}: míralo en {{link}}',
      plain: 'Estás invitado: sin variables ni marcas',
      wait: { minutes_one: '{{count}} minuto', minutes_other: '{{count}} minutos' },
    },
  });

  it('writes each message in the language asked for, whatever the others ask for meanwhile', () => {
    const en = catalog.in('en');
    const es = catalog.in('es');
    expect(es('wait.minutes', { count: 1 })).toBe('1 minuto');
    expect(en('wait.minutes', { count: 1 })).toBe('1 minute');
    expect(es('wait.minutes', { count: 7 })).toBe('7 minutos');
    expect(en('wait.minutes', { count: 7 })).toBe('7 minutes');
  });

  it('falls back to English for a language it does not have', () => {
    for (const language of ['fr', 'ES', '', null, undefined, 42]) {
      expect(catalog.in(language)('plain')).toBe("You're invited: no variables & no markup");
    }
  });

  it('puts values into plain text as they are: no HTML entities, no second interpolation', () => {
    const text = catalog.in('en')('hello', {
      name: `<b>Tom & "Jerry"</b> O'Brien`,
      team: '{{name}} $t(plain)',
      link: 'https://portal.test/a?b=1&c=2',
    });
    expect(text).toBe(
      `Hello <b>Tom & "Jerry"</b> O'Brien, welcome to the {{name}} $t(plain) portal: see it at https://portal.test/a?b=1&c=2`,
    );
  });

  it('is escaped exactly once when it goes into HTML (catalog text and values alike)', () => {
    const html = escapeHtml(
      catalog.in('en')('hello', { name: '<script>x</script>', team: 'A&B', link: '"q"' }),
    );
    expect(html).toBe(
      'Hello &lt;script&gt;x&lt;/script&gt;, welcome to the A&amp;B portal: see it at &quot;q&quot;',
    );
    expect(escapeHtml(catalog.in('en')('plain'))).toBe(
      'You&#39;re invited: no variables &amp; no markup',
    );
  });

  it('checks keys and variables at compile time', () => {
    const t = catalog.in('en');
    // @ts-expect-error -- no such key
    expect(t('missing')).toBe('missing');
    // @ts-expect-error -- `team` and `link` are missing
    expect(t('hello', { name: 'A' })).toContain('Hello A');
    // @ts-expect-error -- a plural needs its count
    expect(t('wait.minutes')).toBeTypeOf('string');
    expect(t('plain')).toBeTypeOf('string');
  });
});
