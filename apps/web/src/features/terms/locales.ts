import { defineLocales } from '../../lib/i18n/define-locales';

export const termsLocales = defineLocales({
  en: {
    title: 'Terms of Service',
    loading: 'Loading the terms…',
    failed: 'We could not load the Terms of Service: {{message}}',
    englishOnly: 'These terms are available in English only.',
  },
  es: {
    title: 'Términos del servicio',
    loading: 'Cargando los términos…',
    failed: 'No pudimos cargar los términos del servicio: {{message}}',
    englishOnly: 'Estos términos solo están disponibles en inglés.',
  },
});
