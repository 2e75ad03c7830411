import { defineLocales } from '../../lib/i18n/define-locales';

export const profileLocales = defineLocales({
  en: {
    title: 'Profile',
    loading: 'Loading your profile',
    noMemberId: 'Your sign-in does not name a contact. Please sign out and in again.',
    requests: {
      title: 'Your requests',
      intro: 'Order jerseys and season gift jackets for your family, and see which are ready.',
      jersey: 'Jersey Request Form',
      gift: 'Jacket Request Form',
      jerseyHint: 'Order jerseys for your family',
      giftHint: 'Order season gift jackets',
      none: 'Nothing asked for yet',
      counts: 'Open: {{open}} · Ready: {{fulfilled}}',
    },
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
    nameRequest: {
      title: 'What should families call you?',
      intro:
        'Your name shows on the home page, in the team directory and on the messages you send.',
      firstName: 'First name',
      lastName: 'Last name',
      save: 'Save and continue',
      saving: 'Saving…',
      checking: 'Loading your card',
    },
  },
  es: {
    title: 'Perfil',
    loading: 'Cargando tu perfil',
    noMemberId: 'Tu sesión no indica un contacto. Cierra sesión y vuelve a entrar.',
    requests: {
      title: 'Tus solicitudes',
      intro:
        'Pide camisetas y chaquetas de regalo de la temporada para tu familia, y mira cuáles están listas.',
      jersey: 'Formulario de solicitud de camisetas',
      gift: 'Formulario de solicitud de chaquetas',
      jerseyHint: 'Pide camisetas para tu familia',
      giftHint: 'Pide las chaquetas de regalo de la temporada',
      none: 'Todavía no has pedido nada',
      counts: 'Pendientes: {{open}} · Listas: {{fulfilled}}',
    },
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
    nameRequest: {
      title: '¿Cómo deben llamarte las familias?',
      intro:
        'Tu nombre aparece en la página de inicio, en el directorio del equipo y en los mensajes que envías.',
      firstName: 'Nombre',
      lastName: 'Apellido',
      save: 'Guardar y continuar',
      saving: 'Guardando…',
      checking: 'Cargando tu ficha',
    },
  },
});
