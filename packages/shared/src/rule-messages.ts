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
