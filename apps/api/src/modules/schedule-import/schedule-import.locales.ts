import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The schedule import's refusals: of the file as a whole, and of one row or calendar event. */
export const scheduleImportCatalog = defineServerCatalog('schedule-import', {
  en: {
    file: {
      multipart: 'Send the file as a form upload (multipart/form-data) in the field "file".',
      missing: 'Choose a CSV or iCalendar (.ics) file to import.',
      oneFile: 'Send one file at a time.',
      tooLarge: 'The file is too large: at most {{limit}} is accepted.',
      empty: 'The file is empty.',
      binary:
        'This is not a CSV or iCalendar text file. In your spreadsheet, use "Save as" and choose "CSV UTF-8 (comma delimited)".',
      notCsv: 'The file could not be read as CSV (near line {{line}}): check its quotes.',
      notIcs: 'The file could not be read as an iCalendar (.ics) file.',
      noIcsEvents: 'The calendar file holds no events.',
      unknownColumns: 'Unknown column(s): {{names}}. The columns read are: {{expected}}.',
      duplicateColumn: 'Two columns fill the same field: {{names}}.',
      missingColumns:
        'The first row must name the columns, with at least Name, Date and Start time. The columns read are: {{expected}}.',
      noRows: 'The file has a header but no rows under it.',
      tooManyRows:
        'The file has {{count}} rows: at most {{max}} can be imported at once. Split it into smaller files.',
      tooManyEvents:
        'The file makes {{count}} events: at most {{max}} can be imported at once. Split it into smaller files.',
      fingerprint: 'Confirm with the file that was previewed.',
      changed: 'The file is not the one that was previewed. Preview it again before confirming.',
      writeFailed:
        'Row {{line}} could not be saved ({{name}}), so nothing was imported. Preview the file again.',
    },
    row: {
      extraCells: 'The row has more cells than the header has columns (a comma not in quotes?).',
      required: '{{column}} is required.',
      tooLong: '{{column}} is too long: at most {{max}} characters.',
      date: '{{column}} must be a date written YYYY-MM-DD (2027-04-10), not "{{value}}".',
      time: '{{column}} must be a time such as 18:00 or 6:00 PM, not "{{value}}".',
      type: '{{column}} must be game, practice, tournament or meeting, not "{{value}}".',
      homeAway: '{{column}} must be Home or Away, not "{{value}}".',
      endBeforeStart: 'The end time must be after the start time.',
      opponentNotGame: 'Only a game has an opponent ({{column}}).',
      noVenue: 'No venue is named "{{value}}". Add it under Admin Tools → Venues first.',
      noTeam: 'No team is named "{{value}}".',
      untilBeforeStart: '{{column}} must be after the first date.',
      tooManyWeeks: 'The weekly series makes more than {{max}} events.',
      noWeeks: 'Every week of the series is skipped.',
      skipNotInSeries: '{{column}} needs {{until}}: only a weekly series skips dates.',
      duplicateKey:
        'The same event is also on row {{line}} (same key, or same name, date and time).',

      icsNoStart: 'The event has no start (DTSTART).',
      icsUnreadable: 'The event could not be read (its dates or its repeat rule).',
      icsAllDay: 'All-day events are not imported: the event needs a start time.',
      icsRepeat:
        'Only weekly repeats with an end (RRULE FREQ=WEEKLY with UNTIL or COUNT) are imported.',
    },
  },
  es: {
    file: {
      multipart: 'Envía el archivo como formulario (multipart/form-data) en el campo "file".',
      missing: 'Elige un archivo CSV o iCalendar (.ics) para importar.',
      oneFile: 'Envía un solo archivo a la vez.',
      tooLarge: 'El archivo es demasiado grande: se aceptan como máximo {{limit}}.',
      empty: 'El archivo está vacío.',
      binary:
        'Este no es un archivo de texto CSV ni iCalendar. En tu hoja de cálculo, usa "Guardar como" y elige "CSV UTF-8 (delimitado por comas)".',
      notCsv:
        'No se pudo leer el archivo como CSV (cerca de la línea {{line}}): revisa sus comillas.',
      notIcs: 'No se pudo leer el archivo como calendario iCalendar (.ics).',
      noIcsEvents: 'El archivo de calendario no tiene eventos.',
      unknownColumns:
        'Columnas desconocidas: {{names}}. Las columnas que se leen son: {{expected}}.',
      duplicateColumn: 'Dos columnas llenan el mismo campo: {{names}}.',
      missingColumns:
        'La primera fila debe nombrar las columnas, al menos Name, Date y Start time (o Nombre, Fecha y Hora de inicio). Las columnas que se leen son: {{expected}}.',
      noRows: 'El archivo tiene encabezado pero ninguna fila debajo.',
      tooManyRows:
        'El archivo tiene {{count}} filas: se pueden importar como máximo {{max}} a la vez. Divídelo en archivos más pequeños.',
      tooManyEvents:
        'El archivo crea {{count}} eventos: se pueden importar como máximo {{max}} a la vez. Divídelo en archivos más pequeños.',
      fingerprint: 'Confirma con el archivo que se previsualizó.',
      changed:
        'El archivo no es el que se previsualizó. Vuelve a previsualizarlo antes de confirmar.',
      writeFailed:
        'La fila {{line}} no se pudo guardar ({{name}}), así que no se importó nada. Vuelve a previsualizar el archivo.',
    },
    row: {
      extraCells:
        'La fila tiene más celdas que columnas el encabezado (¿una coma fuera de comillas?).',
      required: '{{column}} es obligatorio.',
      tooLong: '{{column}} es demasiado largo: como máximo {{max}} caracteres.',
      date: '{{column}} debe ser una fecha escrita AAAA-MM-DD (2027-04-10), no "{{value}}".',
      time: '{{column}} debe ser una hora como 18:00 o 6:00 PM, no "{{value}}".',
      type: '{{column}} debe ser partido, entrenamiento, torneo o reunión, no "{{value}}".',
      homeAway: '{{column}} debe ser Local o Visitante, no "{{value}}".',
      endBeforeStart: 'La hora de fin debe ser posterior a la de inicio.',
      opponentNotGame: 'Solo un partido tiene rival ({{column}}).',
      noVenue:
        'Ningún lugar se llama "{{value}}". Agrégalo primero en Herramientas de administración → Lugares.',
      noTeam: 'Ningún equipo se llama "{{value}}".',
      untilBeforeStart: '{{column}} debe ser posterior a la primera fecha.',
      tooManyWeeks: 'La serie semanal crea más de {{max}} eventos.',
      noWeeks: 'Todas las semanas de la serie se saltan.',
      skipNotInSeries: '{{column}} necesita {{until}}: solo una serie semanal salta fechas.',
      duplicateKey:
        'El mismo evento está también en la fila {{line}} (misma clave, o mismo nombre, fecha y hora).',

      icsNoStart: 'El evento no tiene inicio (DTSTART).',
      icsUnreadable: 'No se pudo leer el evento (sus fechas o su regla de repetición).',
      icsAllDay:
        'Los eventos de todo el día no se importan: el evento necesita una hora de inicio.',
      icsRepeat:
        'Solo se importan repeticiones semanales con fin (RRULE FREQ=WEEKLY con UNTIL o COUNT).',
    },
  },
});
