import { defineLocales } from '../../lib/i18n/define-locales';

export const messagesLocales = defineLocales({
  en: {
    send: { title: 'Send a Message' },
  },
  es: {
    send: { title: 'Enviar un mensaje' },
  },
});
