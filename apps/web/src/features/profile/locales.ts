import { defineLocales } from '../../lib/i18n/define-locales';

export const profileLocales = defineLocales({
  en: {
    title: 'Profile',
  },
  es: {
    title: 'Perfil',
  },
});
