import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { startI18next, type LocaleRegistry } from './i18n';

// A key the app's types know (`common:loading`), with the test's own words.
const english = { common: { loading: 'Loading (test)' } };
const spanish = { common: { loading: 'Cargando (prueba)' } };

/** A registry like the app's: one shell namespace, its Spanish fetched by `loadSpanish`. */
function registry(loadSpanish: () => Promise<Record<string, object>>): LocaleRegistry {
  return {
    shell: english,
    shellTranslations: { es: loadSpanish },
    lazy: {},
    defaultNS: 'common',
  };
}

/** A promise settled by hand, to see what happens before a chunk arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('startI18next', () => {
  it('shows English at once, without fetching any chunk', async () => {
    const instance = createInstance();
    const loadSpanish = vi.fn(() => Promise.resolve(spanish));
    const ready = startI18next(instance, registry(loadSpanish), 'en');
    // Synchronously: the first render of an English page needs no wait.
    expect(instance.t('loading')).toBe('Loading (test)');
    await ready;
    expect(loadSpanish).not.toHaveBeenCalled();
  });

  it('is ready for a Spanish reader only once the Spanish chunk has come', async () => {
    const instance = createInstance();
    const chunk = deferred<Record<string, object>>();
    let settled = false;
    const ready = startI18next(
      instance,
      registry(() => chunk.promise),
      'es',
    ).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    chunk.resolve(spanish);
    await ready;
    expect(instance.t('loading')).toBe('Cargando (prueba)');
    expect(instance.resolvedLanguage).toBe('es');
  });

  it('falls back to English when the Spanish chunk cannot be fetched', async () => {
    const instance = createInstance();
    await startI18next(
      instance,
      registry(() => Promise.reject(new Error('offline'))),
      'es',
    );
    expect(instance.t('loading')).toBe('Loading (test)');
  });

  it('fetches the Spanish chunk when the reader switches to Spanish', async () => {
    const instance = createInstance();
    const loadSpanish = vi.fn(() => Promise.resolve(spanish));
    await startI18next(instance, registry(loadSpanish), 'en');
    await instance.changeLanguage('es');
    expect(loadSpanish).toHaveBeenCalledTimes(1);
    expect(instance.t('loading')).toBe('Cargando (prueba)');
  });
});
