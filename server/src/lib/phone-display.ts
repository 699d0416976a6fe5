/**
 * How people read a phone number (the WhatsApp number showed raw,
 * "+5493870000000"). Formatted once on the server from the configuration, so the browser ships
 * no phone metadata.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Takes digits in international format without "+" (e.g. "5493870000000"); returns the
 * international form with the country's grouping ("+54 9 387 000 0000"), or "+digits" when the
 * number cannot be parsed.
 */
export function phoneForDisplay(digits: string): string {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isPossible() ? parsed.formatInternational() : `+${digits}`;
}
