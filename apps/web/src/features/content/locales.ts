import { defineLocales } from '../../lib/i18n/define-locales';

export const contentLocales = defineLocales({
  en: {
    list: {
      title: 'All Content',
      loading: 'Loading content',
      empty: 'No content to display',
      showAll: 'Show all items in one list',
      allItems: 'All items',
      dragHint:
        'Drag a tile by its handle (or focus the handle and press Space, then the arrow keys) to change the order.',
      dragHandle: 'Reorder {{name}}',
      edit: 'Edit',
      editItem: 'Edit {{name}}',
    },
    // Beyond the spec: a club of two or more teams files items per team.
    teams: {
      field: 'Teams',
      wholeClub: 'Whole club',
      noneChecked: '(no team checked)',
      someChecked: 'Only who reaches a checked team sees it: its players, coaches and families.',
      filter: 'Team',
      allTeams: 'All teams',
    },
    new: { title: 'Add Content' },
    edit: { title: 'Edit Content', loading: 'Loading content' },
    categories: {
      'Events & Announcements': 'Events & Announcements',
      'Road Trip Information': 'Road Trip Information',
      'Key Contacts': 'Key Contacts',
      'Medical Resources': 'Medical Resources',
    },
    form: {
      file: 'File',
      replaceFile: 'Replace the file (optional)',
      fileHint:
        'PDF, images (PNG, JPEG, GIF, WebP), videos (MP4, WebM), Word, Excel or PowerPoint, up to {{max}}.',
      fileRequired: 'Choose a file to upload.',
      fileTypeRefused:
        '“{{name}}” cannot be added: this type of file is not accepted. Allowed: {{allowed}}.',
      fileTooLarge: '“{{name}}” is {{size}}, larger than the {{max}} limit. Choose a smaller file.',
      fileEmpty: '“{{name}}” is empty. Choose another file.',
      uploading: 'Uploading',
      uploadProgress: 'Uploading… {{percent}}%',
      description: 'Description',
      fileType: 'File type',
      category: 'Category',
      isFeatured: 'Featured',
      isBanner: 'Banner',
      affiliations: 'Who can see it',
      affiliationsHint: 'Leave all unchecked to share it with everyone.',
      notifyHeading: 'Notify by email',
      searchUserLabel: 'Search contacts to notify',
      submit: 'Add Content',
      update: 'Save changes',
      saving: 'Saving',
      delete: 'Delete',
    },
    delete: {
      title: 'Are you sure?',
      body: '“{{name}}” will be deleted for everyone.',
      cancel: 'Cancel',
      yes: 'Yes',
      deleting: 'Deleting',
    },
    conflict: {
      message:
        'Someone else changed this item after you opened it. What you typed is still here. Load the newer version to see their changes (what you typed will be replaced).',
      load: 'Load the newer version',
    },
    toasts: {
      created: 'content created!',
      updated: 'content updated!',
      issue: 'there was an issue!',
      sortFailed: 'there was an issue changing the sort order!',
      deleted: 'Content Deleted!',
      deleteFailed: 'Content deletion failed: {{message}}',
    },
    dnd: {
      instructions:
        'To pick up an item, press Space or Enter. While dragging, use the arrow keys to move it. Press Space or Enter again to drop it, or Escape to cancel.',
      picked: 'Picked up {{name}} at position {{position}}.',
      over: '{{name}} moved to position {{position}}.',
      outside: '{{name}} is no longer over the list.',
      dropped: '{{name}} dropped at position {{position}}.',
      cancelled: 'Moving {{name}} was cancelled.',
    },
  },
  es: {
    list: {
      title: 'Todo el contenido',
      loading: 'Cargando contenido',
      empty: 'No hay contenido para mostrar',
      showAll: 'Mostrar todo en una sola lista',
      allItems: 'Todos los elementos',
      dragHint:
        'Arrastra un mosaico por su asa (o enfoca el asa y pulsa Espacio y luego las flechas) para cambiar el orden.',
      dragHandle: 'Reordenar {{name}}',
      edit: 'Editar',
      editItem: 'Editar {{name}}',
    },
    teams: {
      field: 'Equipos',
      wholeClub: 'Todo el club',
      noneChecked: '(ningún equipo marcado)',
      someChecked:
        'Solo lo ve quien llega a un equipo marcado: sus jugadores, entrenadores y familias.',
      filter: 'Equipo',
      allTeams: 'Todos los equipos',
    },
    new: { title: 'Agregar contenido' },
    edit: { title: 'Editar contenido', loading: 'Cargando contenido' },
    categories: {
      'Events & Announcements': 'Eventos y anuncios',
      'Road Trip Information': 'Información de viajes',
      'Key Contacts': 'Contactos clave',
      'Medical Resources': 'Recursos médicos',
    },
    form: {
      file: 'Archivo',
      replaceFile: 'Reemplazar el archivo (opcional)',
      fileHint:
        'PDF, imágenes (PNG, JPEG, GIF, WebP), videos (MP4, WebM), Word, Excel o PowerPoint, hasta {{max}}.',
      fileRequired: 'Elige un archivo para subir.',
      fileTypeRefused:
        'No se puede añadir «{{name}}»: no se acepta este tipo de archivo. Se aceptan: {{allowed}}.',
      fileTooLarge:
        '«{{name}}» pesa {{size}}, más que el límite de {{max}}. Elige un archivo más pequeño.',
      fileEmpty: '«{{name}}» está vacío. Elige otro archivo.',
      uploading: 'Subiendo',
      uploadProgress: 'Subiendo… {{percent}} %',
      description: 'Descripción',
      fileType: 'Tipo de archivo',
      category: 'Categoría',
      isFeatured: 'Destacado',
      isBanner: 'Banner',
      affiliations: 'Quién puede verlo',
      affiliationsHint: 'Deja todo sin marcar para compartirlo con todos.',
      notifyHeading: 'Avisar por correo',
      searchUserLabel: 'Buscar contactos para avisar',
      submit: 'Agregar contenido',
      update: 'Guardar cambios',
      saving: 'Guardando',
      delete: 'Eliminar',
    },
    delete: {
      title: '¿Estás seguro?',
      body: '“{{name}}” se eliminará para todos.',
      cancel: 'Cancelar',
      yes: 'Sí',
      deleting: 'Eliminando',
    },
    conflict: {
      message:
        'Otra persona cambió este elemento después de que lo abriste. Lo que escribiste sigue aquí. Carga la versión más reciente para ver sus cambios (lo que escribiste se reemplazará).',
      load: 'Cargar la versión más reciente',
    },
    toasts: {
      created: '¡contenido creado!',
      updated: '¡contenido actualizado!',
      issue: '¡hubo un problema!',
      sortFailed: '¡hubo un problema al cambiar el orden!',
      deleted: '¡Contenido eliminado!',
      deleteFailed: 'No se pudo eliminar el contenido: {{message}}',
    },
    dnd: {
      instructions:
        'Para tomar un elemento, pulsa Espacio o Intro. Mientras lo arrastras, usa las flechas para moverlo. Pulsa Espacio o Intro otra vez para soltarlo, o Escape para cancelar.',
      picked: 'Tomaste {{name}} en la posición {{position}}.',
      over: '{{name}} se movió a la posición {{position}}.',
      outside: '{{name}} ya no está sobre la lista.',
      dropped: '{{name}} se soltó en la posición {{position}}.',
      cancelled: 'Se canceló el movimiento de {{name}}.',
    },
  },
});
