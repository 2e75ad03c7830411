import { defineLocales } from '../../lib/i18n/define-locales';

export const authLocales = defineLocales({
  en: {
    login: {
      title: 'Log In',
    },
    callback: {
      title: 'Signing you in',
      message: 'Finishing sign-in…',
    },
    signIn: {
      pageTitle: 'Sign in',
      heading: 'Sign in to {{team}}',
      intro: 'Enter the email address on your member record and we will email you a sign-in code.',
      emailLabel: 'Email',
      sendCode: 'Send me a code',
      sending: 'Sending…',
      codeSent:
        'We sent a {{length}}-digit code to {{email}} if it belongs to a member. It expires in {{minutes}} minutes.',
      codeLabel: 'Sign-in code',
      codeHint: 'The {{length}} digits from the email',
      signIn: 'Sign in',
      signingIn: 'Signing in…',
      differentEmail: 'Use a different email',
      startAgain: 'Start again',
      loading: 'Loading the sign-in page…',
      demo: {
        heading: 'Demo accounts',
        intro: 'This is a demo site. Pick an account to sign in without a code.',
        signInAs: 'Sign in as {{name}} — {{email}}',
        /** The seeded demo accounts' roles, by the name before @ in their email. */
        roles: {
          admin: 'Site admin',
          it: 'IT admin',
          family: 'Family member: mother of a rostered player',
          parent: 'Family member: stepmother in another household',
          staff: 'Front office staff',
          newcomer: 'Newcomer: no permissions yet',
        },
      },
      errors: {
        interaction_expired: 'This sign-in page has expired. Please start again.',
        invalid_code: 'That code is not right or has expired. Check it or ask for a new one.',
        too_many_attempts: 'Too many wrong tries. Ask for a new code.',
        not_demo_user: 'That is not a demo account.',
        rate_limited: 'Too many attempts. Please wait a few minutes and try again.',
      },
    },
  },
  es: {
    login: {
      title: 'Iniciar sesión',
    },
    callback: {
      title: 'Iniciando sesión',
      message: 'Terminando de iniciar sesión…',
    },
    signIn: {
      pageTitle: 'Iniciar sesión',
      heading: 'Inicia sesión en {{team}}',
      intro:
        'Escribe el correo electrónico con el que estás registrado y te enviaremos un código para entrar.',
      emailLabel: 'Correo electrónico',
      sendCode: 'Envíame un código',
      sending: 'Enviando…',
      codeSent:
        'Enviamos un código de {{length}} dígitos a {{email}} si pertenece a un miembro. Vence en {{minutes}} minutos.',
      codeLabel: 'Código de acceso',
      codeHint: 'Los {{length}} dígitos del correo',
      signIn: 'Entrar',
      signingIn: 'Entrando…',
      differentEmail: 'Usar otro correo',
      startAgain: 'Empezar de nuevo',
      loading: 'Cargando la página de acceso…',
      demo: {
        heading: 'Cuentas de demostración',
        intro: 'Este es un sitio de demostración. Elige una cuenta para entrar sin código.',
        signInAs: 'Entrar como {{name}} — {{email}}',
        roles: {
          admin: 'Administración del sitio',
          it: 'Administración de informática (IT)',
          family: 'Familia: madre de un jugador del equipo',
          parent: 'Familia: madrastra en otro hogar',
          staff: 'Personal de la oficina',
          newcomer: 'Recién llegado: todavía sin permisos',
        },
      },
      errors: {
        interaction_expired: 'Esta página de acceso venció. Vuelve a empezar.',
        invalid_code: 'Ese código no es correcto o ya venció. Revísalo o pide uno nuevo.',
        too_many_attempts: 'Demasiados intentos fallidos. Pide un código nuevo.',
        not_demo_user: 'Esa no es una cuenta de demostración.',
        rate_limited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      },
    },
  },
});
