import { defineLocales } from '../../lib/i18n/define-locales';

/** The Import schedule page (Admin Tools): a season's CSV or a league's .ics. */
export const scheduleImportLocales = defineLocales({
  en: {
    link: 'Import schedule',
    title: 'Import schedule',
    intro:
      'Bring a season’s schedule in from a spreadsheet saved as CSV, or from a league’s calendar file (.ics). Nothing is saved until you confirm the preview.',
    rules: {
      columns:
        'CSV columns (a header row first): {{columns}}. Only Name, Date and Start time are required.',
      values:
        'Type is game, practice, tournament or meeting; Date is YYYY-MM-DD; times like 18:00 or 6:00 PM, in the team’s time zone; Home/Away is Home or Away; Location is a venue’s name.',
      series:
        'Repeats weekly until makes a weekly series up to that date; Skip dates lists the weeks off, separated by semicolons.',
      teams:
        'Teams names the teams an event is for (semicolons between names); empty: the whole club.',
      ics: 'From a .ics file: each event’s title, start, end and place; weekly repeats with their skipped dates; “vs.” or “at” in a title makes a game.',
      match:
        'Importing the same file again updates the events it made instead of adding them twice: a row is matched by its Key, or else by its name, date and start time; a calendar event by its UID.',
      limits: 'At most {{size}}, {{rows}} rows and {{events}} events per file.',
    },
    example: 'Download an example file',
    file: 'Schedule file (CSV or .ics)',
    preview: 'Preview',
    previewing: 'Reading the file…',
    chooseFile: 'Choose a CSV or .ics file first.',
    tooLarge: 'This file is larger than {{size}}. Split it into smaller files.',
    summary: {
      heading: 'Preview of {{file}}',
      nothingSaved: 'Nothing has been saved yet. Check the lists below, then confirm or cancel.',
      create: 'To create: {{count}}',
      update: 'To update: {{count}}',
      unchanged: 'Unchanged: {{count}}',
      refused: 'Refused (left out): {{count}}',
    },
    sections: {
      create: 'Events to create',
      update: 'Events to update',
      refused: 'Rows refused',
      refusedIntro:
        'These rows will be left out. Fix them in the file and preview it again to include them.',
      unchanged: 'Unchanged',
      unchangedIntro: 'These events were imported before and the file changes nothing in them.',
    },
    columns: {
      row: 'Row',
      name: 'Name',
      when: 'When',
      details: 'Details',
      changes: 'Changes',
      reasons: 'Why',
    },
    weekly: 'weekly',
    home: 'Home',
    away: 'Away',
    none: '—',
    types: { game: 'Game', practice: 'Practice', tournament: 'Tournament', meeting: 'Meeting' },
    fields: {
      name: 'name',
      description: 'description',
      date: 'date and time',
      endDate: 'end time',
      eventType: 'type',
      opponent: 'opponent',
      eventLocationID: 'home or away',
      venue: 'location',
      teams: 'teams',
    },
    nothingToDo: 'The file changes nothing: every event is already as it says.',
    cancel: 'Cancel',
    confirm: 'Confirm import',
    confirming: 'Importing…',
    done: 'Schedule imported: {{created}} created, {{updated}} updated, {{unchanged}} unchanged.',
    doneRefused: '{{refused}} rows were left out.',
    seeSchedule: 'See the schedule',
  },
  es: {
    link: 'Importar calendario',
    title: 'Importar calendario',
    intro:
      'Trae el calendario de la temporada desde una hoja de cálculo guardada como CSV, o desde el archivo de calendario de una liga (.ics). No se guarda nada hasta que confirmes la vista previa.',
    rules: {
      columns:
        'Columnas del CSV (primero una fila de encabezado): {{columns}}. Solo Name, Date y Start time son obligatorias (también se leen en español: Nombre, Fecha, Hora de inicio…).',
      values:
        'Type es game, practice, tournament o meeting (o partido, entrenamiento, torneo, reunión); Date es AAAA-MM-DD; las horas como 18:00 o 6:00 PM, en la zona horaria del equipo; Home/Away es Home o Away (Local o Visitante); Location es el nombre de un lugar.',
      series:
        'Repeats weekly until crea una serie semanal hasta esa fecha; Skip dates indica las semanas libres, separadas por punto y coma.',
      teams:
        'Teams nombra los equipos a los que va dirigido un evento (punto y coma entre nombres); vacío: todo el club.',
      ics: 'Desde un archivo .ics: el título, inicio, fin y lugar de cada evento; las repeticiones semanales con sus fechas saltadas; “vs.” o “at” en un título lo hace un partido.',
      match:
        'Importar el mismo archivo otra vez actualiza los eventos que creó en lugar de duplicarlos: una fila se reconoce por su Key, o si no por su nombre, fecha y hora de inicio; un evento de calendario por su UID.',
      limits: 'Como máximo {{size}}, {{rows}} filas y {{events}} eventos por archivo.',
    },
    example: 'Descargar un archivo de ejemplo',
    file: 'Archivo del calendario (CSV o .ics)',
    preview: 'Vista previa',
    previewing: 'Leyendo el archivo…',
    chooseFile: 'Primero elige un archivo CSV o .ics.',
    tooLarge: 'Este archivo pesa más de {{size}}. Divídelo en archivos más pequeños.',
    summary: {
      heading: 'Vista previa de {{file}}',
      nothingSaved:
        'Todavía no se ha guardado nada. Revisa las listas de abajo y luego confirma o cancela.',
      create: 'Por crear: {{count}}',
      update: 'Por actualizar: {{count}}',
      unchanged: 'Sin cambios: {{count}}',
      refused: 'Rechazadas (se omiten): {{count}}',
    },
    sections: {
      create: 'Eventos por crear',
      update: 'Eventos por actualizar',
      refused: 'Filas rechazadas',
      refusedIntro:
        'Estas filas se omitirán. Corrígelas en el archivo y vuelve a previsualizarlo para incluirlas.',
      unchanged: 'Sin cambios',
      unchangedIntro: 'Estos eventos ya se importaron y el archivo no cambia nada en ellos.',
    },
    columns: {
      row: 'Fila',
      name: 'Nombre',
      when: 'Cuándo',
      details: 'Detalles',
      changes: 'Cambios',
      reasons: 'Por qué',
    },
    weekly: 'semanal',
    home: 'Local',
    away: 'Visitante',
    none: '—',
    types: { game: 'Partido', practice: 'Entrenamiento', tournament: 'Torneo', meeting: 'Reunión' },
    fields: {
      name: 'nombre',
      description: 'descripción',
      date: 'fecha y hora',
      endDate: 'hora de fin',
      eventType: 'tipo',
      opponent: 'rival',
      eventLocationID: 'local o visitante',
      venue: 'lugar',
      teams: 'equipos',
    },
    nothingToDo: 'El archivo no cambia nada: cada evento ya está como dice.',
    cancel: 'Cancelar',
    confirm: 'Confirmar importación',
    confirming: 'Importando…',
    done: 'Calendario importado: {{created}} creados, {{updated}} actualizados, {{unchanged}} sin cambios.',
    doneRefused: 'Se omitieron {{refused}} filas.',
    seeSchedule: 'Ver el calendario',
  },
});
