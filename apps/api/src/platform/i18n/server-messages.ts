import type { Language } from '@dugout/shared';

/*
 * Transitional: the privilege refusals used by contacts.access.ts, until they move into the
 * contacts module's catalog (contacts.service.ts is being split; see server-catalog.ts for the
 * catalogs every other server text is in now).
 */
const messages = {
  en: {
    itAdminOnly: 'Only an IT admin can grant or remove the IT Admin permission.',
    lastSiteAdmin:
      'This is the last site admin who can sign in. Make someone else a site admin first, then try again.',
  },
  es: {
    itAdminOnly:
      'Solo un administrador de TI puede otorgar o quitar el permiso de administrador de TI.',
    lastSiteAdmin:
      'Este es el último administrador del sitio que puede entrar. Primero haz administrador del sitio a otra persona y vuelve a intentarlo.',
  },
} satisfies Record<Language, Record<string, string>>;

/** One refusal in every language, for localizedError. */
export function inBothLanguages(key: keyof (typeof messages)['en']) {
  return (language: Language): string => messages[language][key];
}
