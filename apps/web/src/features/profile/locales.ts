import { defineLocales } from '../../lib/i18n/define-locales';

export const profileLocales = defineLocales({
  en: {
    title: 'Profile',
    loading: 'Loading your profile',
    noMemberId: 'Your sign-in does not name a contact. Please sign out and in again.',
    phone: {
      title: 'Texts to your phone',
      verified: 'Team texts go to {{phone}}, and your replies to them count.',
      unverified:
        'Team texts do not go to {{phone}} until you confirm it is yours: we text it a code to enter here.',
      send: 'Send code',
      sent: 'We texted a code to {{phone}}. It works for {{minutes}} minutes.',
      code: 'Code from the text',
      confirm: 'Confirm number',
      sendAgain: 'Send a new code',
    },
  },
  es: {
    title: 'Perfil',
    loading: 'Cargando tu perfil',
    noMemberId: 'Tu sesión no indica un contacto. Cierra sesión y vuelve a entrar.',
    phone: {
      title: 'SMS a tu teléfono',
      verified: 'Los SMS del equipo van al número {{phone}} y tus respuestas cuentan.',
      unverified:
        'Los SMS del equipo no van al número {{phone}} hasta que confirmes que es tuyo: le enviamos un código para que lo escribas aquí.',
      send: 'Enviar código',
      sent: 'Enviamos un código al número {{phone}}. Sirve durante {{minutes}} minutos.',
      code: 'Código del SMS',
      confirm: 'Confirmar número',
      sendAgain: 'Enviar un código nuevo',
    },
  },
});
