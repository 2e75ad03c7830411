import type { Language } from '@dugout/shared';

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
    greeting: (v: { name: string }) => `Hi ${v.name},`,
  },
  es: {
    loginCodeSubject: (v: { team: string }) => `Tu código para entrar a ${v.team}`,
    loginCodeText: (v: { team: string; code: string; minutes: number }) =>
      `Tu código para entrar al portal de familias de ${v.team} es ${v.code}.\n\n` +
      `Vence en ${v.minutes} minutos. Si no lo pediste, puedes ignorar este correo.`,
    greeting: (v: { name: string }) => `Hola ${v.name}:`,
  },
} satisfies Record<Language, Record<string, (v: never) => string>>;

export type ServerMessages = (typeof messages)['en'];

export function serverMessages(language: string | null | undefined): ServerMessages {
  return language === 'es' ? messages.es : messages.en;
}
