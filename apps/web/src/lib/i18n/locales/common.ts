import { RULE_MESSAGES, RULE_MESSAGES_ES } from '@dugout/shared';
import { defineLocales } from '../define-locales';

/** Strings shared by the whole app: generic actions, loading, error and access pages. */
export const commonLocales = defineLocales({
  en: {
    loading: 'Loading…',
    actions: {
      logIn: 'Log In',
      logOut: 'Log Out',
      tryAgain: 'Try again',
      goHome: 'Go to the home page',
      back: 'Back',
    },
    auth: {
      checking: 'Checking your sign-in…',
      redirecting: 'Taking you to sign in…',
    },
    errors: {
      title: 'Error',
      loginFailed: 'Login failed',
      tokenFailed: 'Get access token failed',
      httpRequestFailed: 'http request failed',
      configFailed: 'We could not load the portal settings.',
      pageFailed: 'Something went wrong while showing this page.',
    },
    forbidden: {
      title: 'No access',
      message: 'You do not have permission to view this content',
      hint: 'Some pages, like the members directory, open once the team office has set up your access. Write to the office and they will help you.',
      askOffice: 'Ask the team office for access',
      orWrite: 'or write to',
      mailSubject: 'Access to the {{team}} portal',
      mailBody:
        'Hello,\n\nI am {{who}}. I cannot open this page of the {{team}} portal: {{page}}\nCould you give me access?\n\nThank you!',
    },
    notFound: {
      title: 'Page not found',
      message: 'We could not find the page you were looking for.',
    },
    newTab: '(opens in a new tab)',
    /** The shared validation rules' messages (packages/shared rule-messages.ts), by key. */
    rules: { ...RULE_MESSAGES },
  },
  es: {
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
  },
});
