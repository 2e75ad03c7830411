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
      hint: 'If you think you should have access, please contact a team administrator.',
    },
    notFound: {
      title: 'Page not found',
      message: 'We could not find the page you were looking for.',
    },
    newTab: '(opens in a new tab)',
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
      hint: 'Si crees que deberías tener acceso, comunícate con un administrador del equipo.',
    },
    notFound: {
      title: 'Página no encontrada',
      message: 'No encontramos la página que buscabas.',
    },
    newTab: '(se abre en una pestaña nueva)',
  },
});
