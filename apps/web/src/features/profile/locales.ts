import { defineLocales } from '../../lib/i18n/define-locales';

export const profileLocales = defineLocales({
  en: {
    title: 'Profile',
    loading: 'Loading your profile',
    noMemberId: 'Your sign-in does not name a contact. Please sign out and in again.',
  },
  es: {
    title: 'Perfil',
    loading: 'Cargando tu perfil',
    noMemberId: 'Tu sesión no indica un contacto. Cierra sesión y vuelve a entrar.',
  },
});
