import { defineLocales } from '../../lib/i18n/define-locales';

export const homeLocales = defineLocales({
  en: {
    title: 'Home',
    guest: {
      heading: 'Welcome to the {{team}} family portal',
      text: 'This is the members-only home of our players’ families and our foundation. Log in to see team news and documents, the members directory, the season calendar and your request forms.',
    },
    member: {
      heading: 'Welcome, {{name}}!',
      headingNoName: 'Welcome!',
    },
    pinned: { heading: 'Pinned posts' },
    nextEvents: {
      heading: 'Next events',
      all: 'All events',
      loading: 'Loading events...',
      none: 'No upcoming events.',
    },
    featured: {
      heading: 'Featured Items',
      viewAll: 'View All',
      loading: 'Loading content',
      empty: 'No content to display',
    },
    links: {
      heading: 'Helpful Links',
      members: 'Members',
      membersHint: 'Find families, players and staff',
      profile: 'Profile',
      profileHint: 'Keep your contact card up to date',
      content: 'Content',
      contentHint: 'Documents, schedules and announcements',
      giftForm: 'Season Gift Form',
      giftFormHint: 'Request your season gift jacket',
    },
  },
  es: {
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
  },
});
