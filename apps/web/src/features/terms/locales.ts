import { defineLocales } from '../../lib/i18n/define-locales';

export const termsLocales = defineLocales({
  en: {
    title: 'Terms of Service',
    loading: 'Loading the terms…',
    failed: 'We could not load the Terms of Service: {{message}}',
    englishOnly: 'These terms are available in English only.',
  },
  es: {
    title: 'Condiciones de uso',
    loading: 'Cargando las condiciones…',
    failed: 'No pudimos cargar las condiciones de uso: {{message}}',
    englishOnly: 'Estas condiciones solo están disponibles en inglés.',
  },
});
