import type { Translation } from '@dugout/shared';
import type { layoutEn } from './locales';

/** The Spanish of `layoutEn` (locales.ts): fetched only for a Spanish reader. */
export const layoutEs: Translation<typeof layoutEn> = {
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
};
