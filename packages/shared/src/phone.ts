import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js';
import { getPhoneRegion } from './phone-region';

/**
 * Phone numbers, one rule for the form, the API, the seeds and the SMS path.
 *
 * A number is accepted when libphonenumber finds it *possible*: the right length for its country,
 * read with the default region (PHONE_REGION, US) unless it starts with +country. We do not ask
 * for *valid* (assigned ranges): the metadata lags new area codes, and the demo's fictional
 * 555 numbers would fail; Twilio refuses an unassigned number itself and the ledger says so.
 * In the North American plan an area code never starts with 0 or 1, which length alone misses.
 * Extensions are refused: the number is texted, and E.164 has no room for one.
 * Stored as E.164 (+15555550121); shown in the national format for the default region's numbers,
 * in the international one for others; `tel:` links use E.164.
 */

/** Whether `region` is a region libphonenumber knows (for the PHONE_REGION setting). */
export function isPhoneRegion(region: string): boolean {
  return isSupportedCountry(region.toUpperCase());
}

export type PhoneProblem = 'tooShort' | 'invalid';

function parse(raw: string): PhoneNumber | undefined {
  if (!/^[0-9()+.\-\s/]*$/.test(raw)) return undefined;
  return parsePhoneNumberFromString(raw, getPhoneRegion() as CountryCode);
}

/** Why `raw` is not an acceptable phone number, or null when it is one. */
export function phoneProblem(raw: string): PhoneProblem | null {
  const digits = raw.replace(/\D/g, '');
  const parsed = parse(raw);
  if (!parsed) return digits.length > 0 && digits.length < 8 ? 'tooShort' : 'invalid';
  if (!parsed.isPossible()) {
    return parsed.nationalNumber.length < 8 && !raw.trim().startsWith('+') ? 'tooShort' : 'invalid';
  }
  if (parsed.countryCallingCode === '1' && !/^[2-9]/.test(parsed.nationalNumber)) return 'invalid';
  return null;
}

/** E.164 (+15555550121) for an acceptable number, else null. */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw?.trim() || phoneProblem(raw) !== null) return null;
  return parse(raw)!.number;
}

/**
 * How a stored phone is shown: the national format for the default region's numbers
 * ("(555) 555-0121"), the international one for others ("+44 20 7946 0958"); a number that does
 * not parse (left as it was by migration 0066) is shown as it was entered.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const parsed = phoneProblem(phone) === null ? parse(phone) : undefined;
  if (!parsed) return phone;
  // Same calling code (US and Canada share +1): national, as people there write it.
  return parsed.countryCallingCode === getCountryCallingCode(getPhoneRegion() as CountryCode)
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/**
 * Where a stored E.164 number is: its region (ISO 3166 code) when libphonenumber can place it,
 * else its calling code ("+1", "+882": an international service such as a satellite phone).
 */
export function phoneCountry(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return phone.slice(0, 4);
  return parsed.country ?? `+${parsed.countryCallingCode}`;
}

/**
 * Whether a stored number is in one of `countries` (region codes). A number libphonenumber cannot
 * place in a region (the demo's fictional 555 numbers, ranges newer than its metadata) counts by
 * its calling code, when a listed country has that code; a number of no country never does.
 */
export function isPhoneIn(phone: string, countries: readonly string[]): boolean {
  const where = phoneCountry(phone);
  if (!where.startsWith('+')) return countries.includes(where);
  return countries.some(
    (c) => isSupportedCountry(c) && `+${getCountryCallingCode(c as CountryCode)}` === where,
  );
}

/** The `tel:` link of a stored phone: E.164 when it parses, else its digits and +. */
export function phoneHref(phone: string): string {
  return `tel:${toE164(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}
