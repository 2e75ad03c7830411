import { defineLocales } from '../../lib/i18n/define-locales';

export const layoutLocales = defineLocales({
  en: {
    skipToContent: 'Skip to main content',
    offline: {
      title: 'You are offline.',
      body: 'Showing the schedule, game pages and documents as you last saw them; changes cannot be saved until the connection is back.',
    },
    brandHome: '{{team}}, home page',
    nav: {
      label: 'Main',
      home: 'Home',
      profile: 'Profile',
      contacts: 'Contacts',
      content: 'Content',
      events: 'Events',
      admin: 'Admin',
    },
    menu: {
      open: 'Open menu',
      close: 'Close menu',
      label: 'Menu',
    },
    language: {
      label: 'Language',
      en: 'English',
      es: 'Español',
    },
    memberLanguage: {
      question: 'Would you also like your emails and texts in {{language}}?',
      yes: 'Yes, in {{language}}',
      no: 'No, thanks',
      saved: 'Your emails and texts will now come in {{language}}.',
    },
    footer: {
      label: 'Footer',
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
      home: 'Home',
      contact: 'Contact Us',
      copyright: '© {{year}} {{team}}',
    },
  },
  es: {
    skipToContent: 'Saltar al contenido principal',
    offline: {
      title: 'Sin conexión.',
      body: 'Se muestran el calendario, los partidos y los documentos tal como los vio por última vez; no se pueden guardar cambios hasta que vuelva la conexión.',
    },
    brandHome: '{{team}}, página de inicio',
    nav: {
      label: 'Principal',
      home: 'Inicio',
      profile: 'Perfil',
      contacts: 'Contactos',
      content: 'Contenido',
      events: 'Eventos',
      admin: 'Administración',
    },
    menu: {
      open: 'Abrir menú',
      close: 'Cerrar menú',
      label: 'Menú',
    },
    language: {
      label: 'Idioma',
      en: 'English',
      es: 'Español',
    },
    memberLanguage: {
      question: '¿Quiere recibir también sus correos y mensajes de texto en {{language}}?',
      yes: 'Sí, en {{language}}',
      no: 'No, gracias',
      saved: 'Sus correos y mensajes de texto llegarán ahora en {{language}}.',
    },
    footer: {
      label: 'Pie de página',
      terms: 'Términos del servicio',
      privacy: 'Política de privacidad',
      home: 'Inicio',
      contact: 'Contáctanos',
      copyright: '© {{year}} {{team}}',
    },
  },
});
