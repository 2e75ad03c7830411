import type { Language } from '@dugout/shared';

/** A wait in words: minutes up to an hour and a half, then hours (rounded up). */
function waitIn(seconds: number, words: { minute: string; minutes: string; hours: string }) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return `1 ${words.minute}`;
  if (minutes <= 90) return `${minutes} ${words.minutes}`;
  return `${Math.ceil(minutes / 60)} ${words.hours}`;
}
const waitEn = (s: number) => waitIn(s, { minute: 'minute', minutes: 'minutes', hours: 'hours' });
const waitEs = (s: number) => waitIn(s, { minute: 'minuto', minutes: 'minutos', hours: 'horas' });

/**
 * What the server itself writes to people (emails, texts, the calendar feed), in both languages.
 * Each entry is a function so that the wording and its variables stay together.
 */
const messages = {
  en: {
    loginCodeSubject: (v: { team: string }) => `Your ${v.team} sign-in code`,
    loginCodeText: (v: { team: string; code: string; minutes: number }) =>
      `Your code to sign in to the ${v.team} family portal is ${v.code}.\n\n` +
      `It expires in ${v.minutes} minutes. If you did not ask for it, you can ignore this email.`,
    // Sign-in limits (issue 12, items 1 and 2).
    signInLimited: (v: { seconds: number }) =>
      `Too many sign-in codes or wrong tries for this email. To keep the account safe, please ` +
      `wait ${waitEn(v.seconds)} and try again.`,
    signInPagesLimited: () =>
      'Too many sign-in pages were opened from your network. Please wait a minute and try again.',
    signInBusy: () => 'Sign-in is very busy right now. Please try again in a minute.',
    signInRequestTooLong: () => 'This sign-in request is too long.',
    greeting: (v: { name: string }) => `Hi ${v.name},`,
    // Refusals of pictures (issue 12, items 6 and 11).
    imageTooLarge: (v: { width: number; height: number; maxMegapixels: number }) =>
      `The image is too large: ${v.width} × ${v.height} pixels. Images can have at most ` +
      `${v.maxMegapixels} megapixels. Please make it smaller and try again.`,
    imageUnreadable: () =>
      'The image could not be read: it is damaged or not a JPEG, PNG, GIF or WebP picture.',
    eventImageNotContent: () =>
      'The background image must be one of the pictures in Content, or an https address.',
    eventImageAudience: (v: { image: string; event: string }) =>
      `The background image is only for ${v.image}, but this event is for ${v.event}. ` +
      'Choose a picture that everyone invited may see, or limit the event to those affiliations.',
    everyone: () => 'everyone',
    editConflict: () =>
      'Someone else changed this item after you opened it. Load the newer version to see it, then make your change again.',
    // Privilege rules (issue 12, item 5).
    itAdminOnly: () => 'Only an IT admin can grant or remove the IT Admin permission.',
    lastSiteAdmin: () =>
      'This is the last site admin who can sign in. Make someone else a site admin first, then try again.',
  },
  es: {
    loginCodeSubject: (v: { team: string }) => `Tu código para entrar a ${v.team}`,
    loginCodeText: (v: { team: string; code: string; minutes: number }) =>
      `Tu código para entrar al portal de familias de ${v.team} es ${v.code}.\n\n` +
      `Vence en ${v.minutes} minutos. Si no lo pediste, puedes ignorar este correo.`,
    signInLimited: (v: { seconds: number }) =>
      `Demasiados códigos o intentos fallidos para este correo. Para proteger la cuenta, ` +
      `espera ${waitEs(v.seconds)} y vuelve a intentarlo.`,
    signInPagesLimited: () =>
      'Se abrieron demasiadas páginas de acceso desde tu red. Espera un minuto y vuelve a intentarlo.',
    signInBusy: () =>
      'El acceso está muy ocupado en este momento. Vuelve a intentarlo en un minuto.',
    signInRequestTooLong: () => 'Esta solicitud de acceso es demasiado larga.',
    greeting: (v: { name: string }) => `Hola ${v.name}:`,
    imageTooLarge: (v: { width: number; height: number; maxMegapixels: number }) =>
      `La imagen es demasiado grande: ${v.width} × ${v.height} píxeles. Las imágenes pueden tener ` +
      `como máximo ${v.maxMegapixels} megapíxeles. Redúcela e inténtalo de nuevo.`,
    imageUnreadable: () =>
      'No se pudo leer la imagen: está dañada o no es una imagen JPEG, PNG, GIF o WebP.',
    eventImageNotContent: () =>
      'La imagen de fondo debe ser una de las imágenes de Contenido o una dirección https.',
    eventImageAudience: (v: { image: string; event: string }) =>
      `La imagen de fondo es solo para ${v.image}, pero este evento es para ${v.event}. ` +
      'Elige una imagen que puedan ver todos los invitados o limita el evento a esas afiliaciones.',
    everyone: () => 'todos',
    editConflict: () =>
      'Otra persona cambió este elemento después de que lo abriste. Carga la versión más reciente para verla y vuelve a hacer tu cambio.',
    itAdminOnly: () =>
      'Solo un administrador de TI puede otorgar o quitar el permiso de administrador de TI.',
    lastSiteAdmin: () =>
      'Este es el último administrador del sitio que puede entrar. Primero haz administrador del sitio a otra persona y vuelve a intentarlo.',
  },
} satisfies Record<Language, Record<string, (v: never) => string>>;

export type ServerMessages = (typeof messages)['en'];

export function serverMessages(language: string | null | undefined): ServerMessages {
  return language === 'es' ? messages.es : messages.en;
}

/** One message in both languages, for errors the handler sends in the member's language. */
export function inBothLanguages<K extends keyof ServerMessages>(
  key: K,
  ...vars: Parameters<ServerMessages[K]>
): { en: string; es: string } {
  const say = (m: ServerMessages) =>
    (m[key] as (...v: Parameters<ServerMessages[K]>) => string)(...vars);
  return { en: say(messages.en), es: say(messages.es) };
}
