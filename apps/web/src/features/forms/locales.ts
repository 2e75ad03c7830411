import { defineLocales } from '../../lib/i18n/define-locales';

export const formsLocales = defineLocales({
  en: {
    jersey: { title: 'Jersey Request Form' },
    gift: { title: 'Jacket Request Form' },
    jerseyAdmin: { title: 'Jersey Request Admin' },
    giftAdmin: { title: 'Gift Request Admin' },
  },
  es: {
    jersey: { title: 'Formulario de solicitud de camisetas' },
    gift: { title: 'Formulario de solicitud de chaquetas' },
    jerseyAdmin: { title: 'Administración de solicitudes de camisetas' },
    giftAdmin: { title: 'Administración de solicitudes de regalos' },
  },
});
