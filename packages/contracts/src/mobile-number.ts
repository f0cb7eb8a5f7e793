import { COUNTRIES } from './countries.js';

/** Dial codes, longest first, so that 1268 (Antigua) is found before 1 (the US). */
const DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dial))].sort((a, b) => b.length - a.length);

/**
 * The one written form of a mobile number, stored and counted by: the digits of dial code plus
 * number. Spaces, dashes, dots, brackets and a leading `+` go; so do leading zeros (an
 * international `00`, or a stray `0` in front), and the trunk `0` a national number carries after
 * a dial code (`44 07700…` is `44 7700…`). Anything else is kept, for the check to refuse.
 */
export function normaliseMobile(value: string): string {
  const digits = value
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s().-]/g, '')
    .replace(/^0+/, '');
  const dial = DIAL_CODES.find((code) => digits.startsWith(code));
  if (dial === undefined) return digits;
  return `${dial}${digits.slice(dial.length).replace(/^0+(?=\d)/, '')}`;
}

/** The submitted mobile number: dial code followed by the number, in the normal form. */
export const fullMobile = (dialCode: string, mobile: string): string =>
  normaliseMobile(`${dialCode.replace(/\D/g, '')}${mobile.trim().replace(/^0+/, '')}`);
