import { PERMISSIONS } from './permissions';

/**
 * Messages of the shared validation rules (the schemas' own words, under a form field or in a
 * refused request), by key. The server recognises them by this English text and answers in the
 * reader's language (apps/api validation-messages.ts); the SPA hands its translator to
 * `setRuleMessageTranslator`, so the same schemas, run in the browser, speak the reader's language.
 * A `{{name}}` is filled from the rule's params (ruleMessage's second argument); the server reads
 * it back out of the English text, so a message needs no other carrier than its text.
 */
export const RULE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  phoneTooShort: 'This phone number is too short: write it whole, with the area code',
  coordinatesPaired: 'Give both latitude and longitude, or neither',
  searchTextRequired: 'searchText is required',
  linkUrlStart: 'The url must start with http://, https:// or /',
  permissionUnknown: `Permissions must be among ${PERMISSIONS.join(', ')}`,
  messageTypesInvalid: 'MessageTypes must be Email, SMS or Both',
  relationUnknown: 'relation names no relation',
  jsonList: '{{label}} must be a JSON list',
  eventDateInvalid: 'Date must be a valid date and time',
  windowDatesInvalid: 'from and to must be dates',
  memberIdInvalid: 'memberId must be a contact id',
  ledgerStatusInvalid: 'status must be queued, sending, sent, failed or skipped',
  pushEndpointInvalid: 'endpoint must be an https push service address',
  pushKeyInvalid: 'keys.p256dh must be a P-256 public key',
  pushAuthInvalid: 'keys.auth must be 16 bytes, base64url',
  linkIdInvalid: 'Not a link id',
  messageIdInvalid: 'Not a message id',
  signInCodeInvalid: 'The code is 6 digits',
  contactIdInvalid: 'Not a contact id',
  conversationIdInvalid: 'Not a conversation id',
  textAnswerEmpty: 'Write the answer first',
  textAnswerTooLong: 'An answer may have at most 1600 characters',
  readThroughInvalid: 'through must be a date and time',
  photoTooLarge: 'The photo must be at most {{max}}',
  eventNameRequired: 'Name is required',
  householdNameRequired: 'The household needs a name',
  recipientsRequired: 'Choose at least one recipient',
  messageEmpty: 'The message is empty',
  linkNameRequired: 'The link needs a name',
  linkUrlRequired: 'The link needs a url',
  messageSubjectTooLong: 'A subject may have at most 150 characters',
  messageSubjectOneLine: 'A subject is one line, without line breaks',
  conversationsNoSms: 'Conversations are sent by push and email only, never by text',
  rsvpNoteTooLong: 'A note may have at most {{max}} characters',
  eventTypeInvalid: 'The type must be game, practice, tournament or meeting',
  opponentTooLong: 'An opponent may have at most {{max}} characters',
  seriesDayInvalid: 'Repeat days must be dates (YYYY-MM-DD)',
  teamMemberTwice: 'Each contact may be on the team once',
  seriesScopeInvalid: "scope must be 'one' or 'following'",
  eventIdInvalid: 'The event id is not valid',
} as const;
export type RuleMessageKey = keyof typeof RULE_MESSAGES;

/** A rule's params: the values of its message's `{{name}}`s. */
export type RuleParams = Readonly<Record<string, string>>;

/** `text` with each `{{name}}` replaced by its param (left as it is without one). */
export function fillRuleMessage(text: string, params: RuleParams = {}): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => params[name] ?? whole);
}

type RuleMessageTranslator = (key: RuleMessageKey, params: RuleParams) => string | undefined;
let translator: RuleMessageTranslator | null = null;

/** The SPA's i18next for the rules' messages (null: English, as the server answers). */
export function setRuleMessageTranslator(translate: RuleMessageTranslator | null): void {
  translator = translate;
}

/**
 * A zod check's `error` option: `key`'s message (with `params`), in the current language when it
 * is checked. Also what a refine's or an addIssue's message takes (`ruleMessage(key).error()`).
 */
export function ruleMessage(key: RuleMessageKey, params: RuleParams = {}): { error: () => string } {
  return {
    // Filled here too: a translator that leaves the `{{name}}`s (the SPA's takes only the key).
    error: () => fillRuleMessage(translator?.(key, params) || RULE_MESSAGES[key], params),
  };
}
