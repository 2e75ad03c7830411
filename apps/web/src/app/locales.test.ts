import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@dugout/shared';
import { i18n } from '../lib/i18n/i18n';
import { lazyLocales, loadAllLocales, shellEnglish, type AllLocales } from './locales';

function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

let all: AllLocales;
let resources: { en: Record<string, unknown>; es: Record<string, unknown> };
beforeAll(async () => {
  all = await loadAllLocales();
  const pick = (language: 'en' | 'es') =>
    Object.fromEntries(Object.entries(all).map(([ns, locales]) => [ns, locales[language]]));
  resources = { en: pick('en'), es: pick('es') };
});

describe('i18n resources', () => {
  const namespaces = [...Object.keys(shellEnglish), ...Object.keys(lazyLocales)];

  it.each(namespaces)('namespace %s has the same keys in en and es', (ns) => {
    const locales = all[ns as keyof AllLocales];
    expect(keyPaths(locales.es).sort()).toEqual(keyPaths(locales.en).sort());
  });

  it('has the same keys in en and es across all merged resources', () => {
    expect(keyPaths(resources.es).sort()).toEqual(keyPaths(resources.en).sort());
  });

  it('has no empty strings', () => {
    const leaves = (tree: unknown): unknown[] =>
      typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(leaves) : [tree];
    for (const value of [...leaves(resources.en), ...leaves(resources.es)]) {
      expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const walk = (en: unknown, es: unknown, path: string) => {
      if (typeof en === 'string') {
        expect(vars(String(es)), path).toEqual(vars(en));
        return;
      }
      for (const [k, v] of Object.entries(en as object)) {
        walk(v, (es as Record<string, unknown>)[k], `${path}.${k}`);
      }
    };
    walk(resources.en, resources.es, '');
  });
});

describe('plurals', () => {
  /** Every string of a tree with its key path. */
  const strings = (tree: unknown, path = ''): [string, string][] =>
    typeof tree === 'string'
      ? [[path, tree]]
      : Object.entries(tree as object).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));

  it('gives every text that counts something ("{{count}} entregas") its plural forms', () => {
    // A count beside a word agrees with it ("1 entrega", "2 entregas"): i18next picks the form
    // by Intl.PluralRules when the key has one. A count in brackets ("(3)") needs none.
    const counting = /\{\{count\}\}\s+\p{L}|\p{L}\s+\{\{count\}\}(?!\s*\))/u;
    const single = [...strings(resources.en), ...strings(resources.es)]
      .filter(
        ([path, text]) => counting.test(text) && !/_(zero|one|two|few|many|other)$/.test(path),
      )
      .map(([path]) => path);
    expect(single).toEqual([]);
  });

  it('agree in Spanish with one and with several', async () => {
    await i18n.loadNamespaces(['recipientPicker', 'messages']);
    const picker = i18n.getFixedT('es', 'recipientPicker');
    const messages = i18n.getFixedT('es', 'messages');
    expect(picker('nSelected', { count: 1 })).toBe('1 seleccionado');
    expect(picker('nSelected', { count: 3 })).toBe('3 seleccionados');
    expect(messages('toasts.requeued', { count: 1 })).toBe(
      'Se volvió a poner en cola 1 entrega fallida',
    );
    expect(messages('toasts.requeued', { count: 2 })).toBe(
      'Se volvieron a poner en cola 2 entregas fallidas',
    );
  });
});

describe('lazy namespaces', () => {
  it('are fetched when first asked for, in the current language', async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('events');
    expect(i18n.t('events:calendar.next')).toBe(all.events.es.calendar.next);
    await i18n.changeLanguage('en');
    expect(i18n.t('events:calendar.next')).toBe(all.events.en.calendar.next);
  });
});

describe('language choice', () => {
  it('stores the language under "language" and keeps <html lang> in sync', async () => {
    await i18n.changeLanguage('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('layout:nav.home')).toBe('Inicio');
    await i18n.changeLanguage('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
