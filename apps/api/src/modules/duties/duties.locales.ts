import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What the duty calls answer, in the reader's language. */
export const dutiesCatalog = defineServerCatalog('duties', {
  en: {
    invalid: {
      nameEn: 'Write the duty’s name in English, of at most {{max}} characters.',
      nameEs: 'Write the duty’s name in Spanish, of at most {{max}} characters.',
      slots: 'How many people: a whole number from 1 to {{max}}.',
      note: 'The note may have at most {{max}} characters.',
      at: 'The time is not a valid date and time.',
      signupClosesAt: 'The cut-off is not a valid date and time.',
      contactId: 'Choose whom to sign up.',
      other: 'The duty could not be read. Please check the form and try again.',
    },
    volunteer: 'A volunteer',
    notFound: 'This duty was not found. Someone may have deleted it.',
    signupNotFound: 'This sign-up was not found. It may have been withdrawn already.',
    justTaken: 'Sorry, the last slot of “{{duty}}” was just taken.',
    already: '{{name}} is already signed up for “{{duty}}”.',
    withdrawClosed: 'Withdrawing from “{{duty}}” closed at {{time}}: ask a team manager.',
    tooManyTaken:
      '{{count}} people have already signed up for “{{duty}}”: remove some before lowering the slots.',
    tooMany: 'An event can have at most {{max}} duties.',
    cannotSee: '{{name}} is not invited to this event.',
  },
  es: {
    invalid: {
      nameEn: 'Escribe el nombre de la tarea en inglés, de {{max}} caracteres como máximo.',
      nameEs: 'Escribe el nombre de la tarea en español, de {{max}} caracteres como máximo.',
      slots: 'Cuántas personas: un número entero de 1 a {{max}}.',
      note: 'La nota puede tener como máximo {{max}} caracteres.',
      at: 'La hora no es una fecha y hora válidas.',
      signupClosesAt: 'El cierre no es una fecha y hora válidas.',
      contactId: 'Elige a quién apuntar.',
      other: 'No se pudo leer la tarea. Revisa el formulario e inténtalo de nuevo.',
    },
    volunteer: 'Un voluntario',
    notFound: 'No se encontró esta tarea. Puede que alguien la haya eliminado.',
    signupNotFound: 'No se encontró esta inscripción. Puede que ya se haya retirado.',
    justTaken: 'Lo sentimos, alguien acaba de tomar el último lugar de «{{duty}}».',
    already: '{{name}} ya tiene un lugar en «{{duty}}».',
    withdrawClosed:
      'El plazo para retirarse de «{{duty}}» cerró el {{time}}: pídeselo a un encargado del equipo.',
    tooManyTaken:
      'Ya se apuntaron {{count}} personas para «{{duty}}»: quita a algunas antes de reducir los lugares.',
    tooMany: 'Un evento puede tener como máximo {{max}} tareas.',
    cannotSee: '{{name}} no está invitado a este evento.',
  },
});
