import { defineServerCatalog } from '../i18n/server-catalog';

/** The sign-in code email and the sign-in refusals (limits per email and per address). */
export const signInCatalog = defineServerCatalog('signIn', {
  en: {
    codeSubject: 'Your {{team}} sign-in code',
    greeting: 'Hi {{name}},',
    codeText:
      'Your code to sign in to the {{team}} family portal is {{code}}.\n\nIt expires in {{minutes}} minutes. If you did not ask for it, you can ignore this email.',
    limited:
      'Too many sign-in codes or wrong tries for this email. To keep the account safe, please wait {{wait}} and try again.',
    wait: {
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      hours_one: '{{count}} hour',
      hours_other: '{{count}} hours',
    },
    pagesLimited:
      'Too many sign-in pages were opened from your network. Please wait a minute and try again.',
    busy: 'Sign-in is very busy right now. Please try again in a minute.',
    requestTooLong: 'This sign-in request is too long.',
    problemTitle: 'Sign-in problem',
    startAgain: 'Start again',
    // Refusals of the sign-in page's JSON calls (the web app words them by their code).
    sessionExpired: 'This sign-in page has expired. Please start again.',
    notDemoAccount: 'That is not a demo account',
    demoAccountGone: 'That demo account no longer exists',
    wrongCode: 'That code is not right or has expired. Check it or ask for a new one.',
    tooManyTries: 'Too many wrong tries. Ask for a new code.',
  },
  es: {
    codeSubject: 'Tu código para entrar a {{team}}',
    greeting: 'Hola {{name}}:',
    codeText:
      'Tu código para entrar al portal de familias de {{team}} es {{code}}.\n\nVence en {{minutes}} minutos. Si no lo pediste, puedes ignorar este correo.',
    limited:
      'Demasiados códigos o intentos fallidos para este correo. Para proteger la cuenta, espera {{wait}} y vuelve a intentarlo.',
    wait: {
      minutes_one: '{{count}} minuto',
      minutes_other: '{{count}} minutos',
      hours_one: '{{count}} hora',
      hours_other: '{{count}} horas',
    },
    pagesLimited:
      'Se abrieron demasiadas páginas de acceso desde tu red. Espera un minuto y vuelve a intentarlo.',
    busy: 'El acceso está muy ocupado en este momento. Vuelve a intentarlo en un minuto.',
    requestTooLong: 'Esta solicitud de acceso es demasiado larga.',
    problemTitle: 'Problema al entrar',
    startAgain: 'Empezar de nuevo',
    sessionExpired: 'Esta página de acceso ha vencido. Vuelve a empezar.',
    notDemoAccount: 'Esa no es una cuenta de demostración',
    demoAccountGone: 'Esa cuenta de demostración ya no existe',
    wrongCode: 'Ese código no es correcto o ha vencido. Revísalo o pide uno nuevo.',
    tooManyTries: 'Demasiados intentos fallidos. Pide un código nuevo.',
  },
});
