/**
 * Messages of the shared validation rules that a person reads under a form field, by key. The
 * server answers in English (these texts); the SPA hands its translator to
 * `setRuleMessageTranslator`, so the same schemas, run in the browser, speak the reader's language.
 */
export const RULE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  phoneTooShort: 'This phone number is too short: write it whole, with the area code',
} as const;
export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/** The same messages in Spanish: the SPA's and the server's catalogs both take them from here. */
export const RULE_MESSAGES_ES: Record<RuleMessageKey, string> = {
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  emailInvalid: 'Escribe un correo electrónico válido',
  phoneInvalid: 'Escribe un número de teléfono válido',
  phoneTooShort:
    'Este número de teléfono es demasiado corto: escríbelo completo, con el código de área',
};

type RuleMessageTranslator = (key: RuleMessageKey) => string | undefined;
let translator: RuleMessageTranslator | null = null;

/** The SPA's i18next for the rules' messages (null: English, as the server answers). */
export function setRuleMessageTranslator(translate: RuleMessageTranslator | null): void {
  translator = translate;
}

/** A zod check's `error` option: `key`'s message, in the current language when it is checked. */
export function ruleMessage(key: RuleMessageKey): { error: () => string } {
  return { error: () => translator?.(key) || RULE_MESSAGES[key] };
}
