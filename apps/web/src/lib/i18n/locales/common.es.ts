import { RULE_MESSAGES_ES, type Translation } from '@dugout/shared';
import type { commonEn } from './common';

/** The Spanish of `commonEn` (common.ts): fetched only for a Spanish reader. */
export const commonEs: Translation<typeof commonEn> = {
  loading: 'Cargando…',
  actions: {
    logIn: 'Iniciar sesión',
    logOut: 'Cerrar sesión',
    tryAgain: 'Intentar de nuevo',
    goHome: 'Ir a la página de inicio',
    back: 'Volver',
  },
  auth: {
    checking: 'Comprobando tu sesión…',
    redirecting: 'Te llevamos a iniciar sesión…',
  },
  errors: {
    title: 'Error',
    loginFailed: 'No se pudo iniciar sesión',
    tokenFailed: 'No se pudo obtener el token de acceso',
    httpRequestFailed: 'la solicitud http falló',
    configFailed: 'No pudimos cargar la configuración del portal.',
    pageFailed: 'Algo salió mal al mostrar esta página.',
  },
  forbidden: {
    title: 'Sin acceso',
    message: 'No tienes permiso para ver este contenido',
    hint: 'Algunas páginas, como el directorio de miembros, se abren cuando la oficina del equipo ha configurado tu acceso. Escribe a la oficina y te ayudarán.',
    askOffice: 'Pedir acceso a la oficina del equipo',
    orWrite: 'o escribe a',
    mailSubject: 'Acceso al portal de {{team}}',
    mailBody:
      'Hola:\n\nSoy {{who}}. No puedo abrir esta página del portal de {{team}}: {{page}}\n¿Podrían darme acceso?\n\n¡Gracias!',
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'No encontramos la página que buscabas.',
  },
  newTab: '(se abre en una pestaña nueva)',
  rules: { ...RULE_MESSAGES_ES },
};
