import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Each field's column as the export (and the English error messages) name it. */
export const FIELD_COLUMNS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  language: 'Language',
  affiliation: 'Affiliation',
  relation: 'Relation To Player',
  player: 'Player',
  description: 'Description',
  hidden: 'Hidden From Others',
  twitter: 'Twitter',
  insta: 'Instagram',
  tiktok: 'TikTok',
  household: 'Household',
  householdRole: 'Household Role',
} as const;

/** The contact import's refusals: of the file as a whole, and of one row. */
export const importCatalog = defineServerCatalog('contact-import', {
  en: {
    file: {
      multipart: 'Send the file as a form upload (multipart/form-data) in the field "file".',
      missing: 'Choose a CSV file to import.',
      oneFile: 'Send one file at a time.',
      tooLarge: 'The file is too large: at most {{limit}} is accepted.',
      empty: 'The file is empty.',
      binary:
        'This is not a CSV text file. In your spreadsheet, use "Save as" and choose "CSV UTF-8 (comma delimited)".',
      notCsv: 'The file could not be read as CSV (near line {{line}}): check its quotes.',
      unknownColumns: 'Unknown column(s): {{names}}. The columns read are: {{expected}}.',
      duplicateColumn: 'Two columns fill the same field: {{names}}.',
      missingNames:
        'The first row must name the columns, with at least First Name and Last Name. The columns read are: {{expected}}.',
      noRows: 'The file has a header but no rows under it.',
      tooManyRows:
        'The file has {{count}} rows: at most {{max}} can be imported at once. Split it into smaller files.',
      fingerprint: 'Confirm with the file that was previewed.',
      changed: 'The file is not the one that was previewed. Preview it again before confirming.',
      writeFailed:
        'Row {{line}} could not be saved ({{name}}), so nothing was imported. Preview the file again.',
    },
    /** Each field's column as the page names it: the export's headers. */
    columnNames: FIELD_COLUMNS,
    row: {
      columnFromFile: '{{name}} (column "{{header}}")',
      extraCells: 'The row has more cells than the header has columns (a comma not in quotes?).',
      required: '{{column}} is required.',
      tooLong: '{{column}} is too long: at most {{max}} characters.',
      emailInvalid: '{{column}} is not a valid email address.',
      phoneInvalid: '{{column}} is not a valid phone number.',
      phoneTooShort: '{{column}} is too short: write the whole number, with the area code.',
      invalid: '{{column}} is not valid.',
      language: '{{column}} must be en (English) or es (Spanish), not "{{value}}".',
      yesNo: '{{column}} must be Yes or No, not "{{value}}".',
      notOnRoster: 'No player named "{{value}}" is on the team roster.',
      notOnRosterOrHousehold:
        'No player named "{{value}}" is on the team roster or among the children of household "{{household}}" in this file (a row with that name, Household role player or empty).',
      cannotClear:
        '{{column}} cannot be cleared by an import: write a value, or leave the cell empty to keep it.',
      relationNeedsPlayer: 'A relation to a player needs the player ({{column}}).',
      relationUnknown: '"{{value}}" is not a relation the portal knows (Mother, Father, Aunt…).',
      noAffiliation: 'No affiliation is named "{{value}}".',
      householdRole: '{{column}} must be guardian, player or sibling, not "{{value}}".',
      roleNeedsHousehold: 'A household role needs a household ({{column}}).',
      roleNeeded:
        'Say the household role in {{column}} (guardian, player or sibling): it does not follow from the row.',
      duplicateEmail: 'The email address is also on row {{line}}.',
    },
  },
  es: {
    file: {
      multipart: 'Envía el archivo como formulario (multipart/form-data) en el campo "file".',
      missing: 'Elige un archivo CSV para importar.',
      oneFile: 'Envía un solo archivo a la vez.',
      tooLarge: 'El archivo es demasiado grande: se aceptan como máximo {{limit}}.',
      empty: 'El archivo está vacío.',
      binary:
        'Este no es un archivo de texto CSV. En tu hoja de cálculo, usa "Guardar como" y elige "CSV UTF-8 (delimitado por comas)".',
      notCsv:
        'No se pudo leer el archivo como CSV (cerca de la línea {{line}}): revisa sus comillas.',
      unknownColumns:
        'Columnas desconocidas: {{names}}. Las columnas que se leen son: {{expected}}.',
      duplicateColumn: 'Dos columnas llenan el mismo campo: {{names}}.',
      missingNames:
        'La primera fila debe nombrar las columnas, al menos First Name y Last Name (o Nombre y Apellido). Las columnas que se leen son: {{expected}}.',
      noRows: 'El archivo tiene encabezado pero ninguna fila debajo.',
      tooManyRows:
        'El archivo tiene {{count}} filas: se pueden importar como máximo {{max}} a la vez. Divídelo en archivos más pequeños.',
      fingerprint: 'Confirma con el archivo que se previsualizó.',
      changed:
        'El archivo no es el que se previsualizó. Vuelve a previsualizarlo antes de confirmar.',
      writeFailed:
        'La fila {{line}} no se pudo guardar ({{name}}), así que no se importó nada. Vuelve a previsualizar el archivo.',
    },
    columnNames: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      language: 'Idioma',
      affiliation: 'Afiliación',
      relation: 'Relación con el jugador',
      player: 'Jugador',
      description: 'Descripción',
      hidden: 'Oculto para los demás',
      twitter: 'Twitter',
      insta: 'Instagram',
      tiktok: 'TikTok',
      household: 'Hogar',
      householdRole: 'Rol en el hogar',
    },
    row: {
      columnFromFile: '{{name}} (columna «{{header}}»)',
      extraCells: 'La fila tiene más celdas que columnas el encabezado (¿una coma sin comillas?).',
      required: '{{column}} es obligatorio.',
      tooLong: '{{column}} es demasiado largo: como máximo {{max}} caracteres.',
      emailInvalid: '{{column}} no es un correo electrónico válido.',
      phoneInvalid: '{{column}} no es un número de teléfono válido.',
      phoneTooShort:
        '{{column}} es demasiado corto: escribe el número completo, con el código de área.',
      invalid: '{{column}} no es válido.',
      language: '{{column}} debe ser en (inglés) o es (español), no "{{value}}".',
      yesNo: '{{column}} debe ser Sí o No, no "{{value}}".',
      notOnRoster: 'Ningún jugador llamado "{{value}}" está en la plantilla del equipo.',
      notOnRosterOrHousehold:
        'Ningún jugador llamado "{{value}}" está en la plantilla del equipo ni entre los hijos del hogar "{{household}}" en este archivo (una fila con ese nombre y Household role player o vacío).',
      cannotClear:
        '{{column}} no se puede borrar con una importación: escribe un valor, o deja la celda vacía para conservarlo.',
      relationNeedsPlayer: 'Una relación con un jugador necesita el jugador ({{column}}).',
      relationUnknown: '"{{value}}" no es una relación que el portal conozca (Madre, Padre, Tía…).',
      noAffiliation: 'Ninguna afiliación se llama "{{value}}".',
      householdRole:
        '{{column}} debe ser guardian (tutor), player (jugador) o sibling (hermano), no "{{value}}".',
      roleNeedsHousehold: 'Un rol en el hogar necesita un hogar ({{column}}).',
      roleNeeded:
        'Indica el rol en el hogar en {{column}} (tutor, jugador o hermano): no se deduce de la fila.',
      duplicateEmail: 'El correo electrónico también está en la fila {{line}}.',
    },
  },
});
