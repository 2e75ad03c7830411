import { defineServerCatalog } from '../i18n/server-catalog';

/** The access layer's refusals, answered in the reader's language. */
export const accessCatalog = defineServerCatalog('access', {
  en: {
    noView: 'You do not have permission to view this content',
    contactNotFound: 'Contact was not found',
    editOwnContact: "You can only edit your own contact and your household's children's",
    rsvpForYourself: "You can only RSVP for yourself and your household's children",
    eventNotFound: 'The event was not found',
    contentNotFound: 'The content item was not found',
    signInsAdminOnly: 'Only an administrator can see who was invited and who has signed in',
    clubWideEvent: 'Only an administrator can change a club-wide event',
    otherTeamsEvent: 'You can only manage the events of the teams you manage',
    managerTeamsOnly: 'Choose one or more of the teams you manage for this event',
    notYourTeamsFamilies: "You can only message your team's families. Not on your team: {{names}}",
    managersOnly: "Only an administrator or a team's manager can send messages",
    notYourTeam: 'Only an administrator or the team’s manager can see its families',
    dutiesManagersOnly: "Only an administrator or the event's team manager can change its duties",
    dutiesForYourHousehold: 'You can only sign up yourself and people in your household',
    dutiesChildVolunteer: '{{name}} is a child: duty volunteers are the household’s adults.',
    dutiesByAdults: 'Only the household’s adults sign up for duties.',
    dutyTemplatesClub: 'Only an administrator can manage the club’s duty templates',
    dutyTemplatesTeam: 'You can only manage the duty templates of the teams you manage',
  },
  es: {
    noView: 'No tienes permiso para ver este contenido',
    contactNotFound: 'No se encontró el contacto',
    editOwnContact: 'Solo puedes editar tu propio contacto y los de los niños de tu hogar',
    rsvpForYourself: 'Solo puedes confirmar tu asistencia y la de los niños de tu hogar',
    eventNotFound: 'No se encontró el evento',
    contentNotFound: 'No se encontró el elemento de contenido',
    signInsAdminOnly: 'Solo un administrador puede ver a quién se invitó y quién ha entrado',
    clubWideEvent: 'Solo un administrador puede cambiar un evento de todo el club',
    otherTeamsEvent: 'Solo puedes administrar los eventos de los equipos que administras',
    managerTeamsOnly: 'Elige uno o más de los equipos que administras para este evento',
    notYourTeamsFamilies:
      'Solo puedes enviar mensajes a las familias de tu equipo. No son de tu equipo: {{names}}',
    managersOnly: 'Solo un administrador o el administrador de un equipo puede enviar mensajes',
    notYourTeam: 'Solo un administrador o el administrador del equipo puede ver sus familias',
    dutiesManagersOnly:
      'Solo un administrador o el administrador del equipo del evento puede cambiar sus tareas',
    dutiesForYourHousehold: 'Solo puedes apuntarte a ti y a las personas de tu hogar',
    dutiesChildVolunteer: '{{name}} es menor: las tareas las hacen los adultos del hogar.',
    dutiesByAdults: 'Solo los adultos del hogar se apuntan a las tareas.',
    dutyTemplatesClub: 'Solo un administrador puede gestionar las plantillas de tareas del club',
    dutyTemplatesTeam:
      'Solo puedes gestionar las plantillas de tareas de los equipos que administras',
  },
});
