/**
 * The Import contacts page's texts, in the admin namespace under `importContacts`
 * (locales.ts includes them): in a file of their own so the admin catalog stays readable.
 */
export const importContactsEn = {
  title: 'Import Contacts',
  link: 'Import Contacts',
  intro:
    'Bring a team in from a spreadsheet. Use the columns of the contact export (Download Contact CSV on Admin Tools), plus Household and Household role to group families. Only First Name and Last Name are required.',
  rules: {
    match:
      'A row whose email matches a contact (in any case) updates that contact; every other row creates one.',
    blank:
      'On an update, an empty cell leaves that field as it is, and so does a column left out of the file.',
    clear:
      'To empty a field on purpose, write {{markers}} in its cell (Phone, Affiliation, Player, Relation To Player, Description, Twitter, Instagram, TikTok). The preview shows every change as old value → new value.',
    access: 'Site User and Permissions are not imported: give access on the contact’s form.',
    household:
      'Household role is guardian, player or sibling. Left empty: player for a player on the roster, guardian for a parent, grandparent or guardian, sibling for a brother or sister; anyone else must have it.',
    family:
      'Parents and children can come in the same file: give them the same Household. A child who is not on the roster joins as the household’s player when its row says player, or when a parent’s row names the child as its Player. The household’s guardians then edit the child’s card and answer invitations for them.',
    limits: 'At most {{size}} and {{rows}} rows per file, saved as CSV (UTF-8).',
  },
  example: 'Download an example file',
  file: 'CSV file',
  preview: 'Preview',
  previewing: 'Reading the file…',
  chooseFile: 'Choose a CSV file first.',
  tooLarge: 'This file is larger than {{size}}. Split it into smaller files.',
  summary: {
    heading: 'Preview of {{file}}',
    nothingSaved: 'Nothing has been saved yet. Check the lists below, then confirm or cancel.',
    create: 'To create: {{count}}',
    update: 'To update: {{count}}',
    unchanged: 'Already up to date: {{count}}',
    refused: 'Refused (left out): {{count}}',
    households: 'Households to form: {{count}}',
    ignored: 'Columns read but not imported: {{columns}}',
  },
  sections: {
    create: 'Contacts to create',
    update: 'Contacts to update',
    refused: 'Rows refused',
    refusedIntro:
      'These rows will be left out. Fix them in the file and preview it again to include them.',
    households: 'Households to form',
    unchanged: 'Already up to date',
    unchangedIntro: 'These rows match a contact and change nothing: they stay as they are.',
  },
  columns: {
    row: 'Row',
    name: 'Name',
    email: 'Email',
    household: 'Household',
    changes: 'Changes',
    reasons: 'Why',
    members: 'Members',
  },
  noEmail: 'No email',
  none: '—',
  roles: { guardian: 'Guardian', player: 'Player', sibling: 'Sibling' },
  notOnRoster: 'Player, not on the roster',
  links:
    '{{guardians}} will be the guardians of {{children}}: they edit their cards and answer invitations for them.',
  change: {
    empty: '(empty)',
    cleared: '(cleared)',
    yes: 'Yes',
    no: 'No',
    languages: { en: 'English', es: 'Spanish' },
    /**
     * Each changed field by its column, as this page names the columns: the export's English
     * headers here, in words in Spanish (the file's header may be either).
     */
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      phone: 'Phone',
      language: 'Language',
      affiliation: 'Affiliation',
      player: 'Player',
      relation: 'Relation To Player',
      description: 'Description',
      hidden: 'Hidden From Others',
      twitter: 'Twitter',
      insta: 'Instagram',
      tiktok: 'TikTok',
    },
  },
  confirm: 'Confirm import',
  confirming: 'Importing…',
  nothingToDo: 'There is nothing to import in this file.',
  cancel: 'Cancel',
  done: 'Import done: {{created}} created, {{updated}} updated, {{households}} households formed.',
};

export const importContactsEs: typeof importContactsEn = {
  title: 'Importar contactos',
  link: 'Importar contactos',
  intro:
    'Trae un equipo desde una hoja de cálculo. Usa las columnas de la exportación de contactos (Descargar CSV de contactos en Herramientas de administración), más Household y Household role para agrupar familias. Solo First Name y Last Name son obligatorias.',
  rules: {
    match:
      'Una fila cuyo correo coincide con un contacto (sin importar mayúsculas) actualiza ese contacto; cada una de las demás crea uno.',
    blank:
      'En una actualización, una celda vacía deja ese dato como está, igual que una columna que no está en el archivo.',
    clear:
      'Para vaciar un dato a propósito, escribe {{markers}} en su celda (Phone, Affiliation, Player, Relation To Player, Description, Twitter, Instagram, TikTok). La vista previa muestra cada cambio como valor anterior → valor nuevo.',
    access: 'Site User y Permissions no se importan: da acceso en el formulario del contacto.',
    household:
      'Household role es guardian (tutor), player (jugador) o sibling (hermano). Si está vacío: player para un jugador de la plantilla, guardian para madre, padre, abuelos o tutor, sibling para hermano o hermana; los demás deben indicarlo.',
    family:
      'Padres e hijos pueden venir en el mismo archivo: dales el mismo Household. Un hijo que no está en la plantilla entra como jugador del hogar cuando su fila dice player, o cuando la fila de un padre lo nombra en Player. Los tutores del hogar editan entonces su ficha y responden las invitaciones por él.',
    limits: 'Como máximo {{size}} y {{rows}} filas por archivo, guardado como CSV (UTF-8).',
  },
  example: 'Descargar un archivo de ejemplo',
  file: 'Archivo CSV',
  preview: 'Previsualizar',
  previewing: 'Leyendo el archivo…',
  chooseFile: 'Primero elige un archivo CSV.',
  tooLarge: 'Este archivo pesa más de {{size}}. Divídelo en archivos más pequeños.',
  summary: {
    heading: 'Vista previa de {{file}}',
    nothingSaved:
      'Todavía no se ha guardado nada. Revisa las listas de abajo y luego confirma o cancela.',
    create: 'Por crear: {{count}}',
    update: 'Por actualizar: {{count}}',
    unchanged: 'Ya al día: {{count}}',
    refused: 'Rechazadas (se omiten): {{count}}',
    households: 'Hogares por formar: {{count}}',
    ignored: 'Columnas leídas pero no importadas: {{columns}}',
  },
  sections: {
    create: 'Contactos por crear',
    update: 'Contactos por actualizar',
    refused: 'Filas rechazadas',
    refusedIntro:
      'Estas filas se omitirán. Corrígelas en el archivo y vuelve a previsualizarlo para incluirlas.',
    households: 'Hogares por formar',
    unchanged: 'Ya al día',
    unchangedIntro:
      'Estas filas coinciden con un contacto y no cambian nada: se quedan como están.',
  },
  columns: {
    row: 'Fila',
    name: 'Nombre',
    email: 'Correo',
    household: 'Hogar',
    changes: 'Cambios',
    reasons: 'Motivo',
    members: 'Miembros',
  },
  noEmail: 'Sin correo',
  none: '—',
  roles: { guardian: 'Tutor', player: 'Jugador', sibling: 'Hermano/a' },
  notOnRoster: 'Jugador, no está en la plantilla',
  links:
    '{{guardians}} serán los tutores de {{children}}: editan sus fichas y responden las invitaciones por ellos.',
  change: {
    empty: '(vacío)',
    cleared: '(se borra)',
    yes: 'Sí',
    no: 'No',
    languages: { en: 'Inglés', es: 'Español' },
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      phone: 'Teléfono',
      language: 'Idioma',
      affiliation: 'Afiliación',
      player: 'Jugador',
      relation: 'Relación con el jugador',
      description: 'Descripción',
      hidden: 'Oculto para los demás',
      twitter: 'Twitter',
      insta: 'Instagram',
      tiktok: 'TikTok',
    },
  },
  confirm: 'Confirmar importación',
  confirming: 'Importando…',
  nothingToDo: 'No hay nada que importar en este archivo.',
  cancel: 'Cancelar',
  done: 'Importación lista: {{created}} creados, {{updated}} actualizados, {{households}} hogares formados.',
};
