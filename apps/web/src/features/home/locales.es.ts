import type { Translation } from '@dugout/shared';
import type { homeEn } from './locales';

/** The Spanish of `homeEn` (locales.ts): fetched only for a Spanish reader. */
export const homeEs: Translation<typeof homeEn> = {
  title: 'Inicio',
  guest: {
    heading: 'Bienvenidos al portal de familias de {{team}}',
    text: 'Este es el espacio exclusivo para las familias de nuestros jugadores y nuestra fundación. Inicia sesión para ver las noticias y documentos del equipo, el directorio de miembros, el calendario de la temporada y tus formularios de solicitud.',
  },
  member: {
    heading: '¡Te damos la bienvenida, {{name}}!',
    headingNoName: '¡Te damos la bienvenida!',
  },
  pinned: { heading: 'Publicaciones fijadas' },
  nextEvents: {
    heading: 'Próximos eventos',
    all: 'Todos los eventos',
    loading: 'Cargando eventos...',
    none: 'No hay próximos eventos.',
  },
  unread: {
    line_one: '{{count}} publicación nueva en las conversaciones',
    line_other: '{{count}} publicaciones nuevas en las conversaciones',
  },
  featured: {
    heading: 'Destacados',
    viewAll: 'Ver todo',
    loading: 'Cargando contenido',
    empty: 'No hay contenido para mostrar',
  },
  links: {
    heading: 'Enlaces útiles',
    members: 'Miembros',
    membersHint: 'Encuentra a familias, jugadores y personal',
    profile: 'Perfil',
    profileHint: 'Mantén al día tu tarjeta de contacto',
    content: 'Contenido',
    contentHint: 'Documentos, calendarios y avisos',
    giftForm: 'Formulario de regalo de temporada',
    giftFormHint: 'Solicita tu chaqueta de regalo de la temporada',
  },
};
