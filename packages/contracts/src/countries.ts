import { countries as countryData } from 'countries-list';
import { DEFAULT_COUNTRY } from './constants.js';

/** A row of the country table: name, two-letter code, dial code (digits, no plus). */
export interface Country {
  name: string;
  code: string;
  dial: string;
}

export const COUNTRIES: readonly Country[] = Object.entries(countryData)
  .flatMap(([code, c]) => {
    const dial = c.phone[0];
    return dial === undefined ? [] : [{ name: c.name, code, dial: String(dial) }];
  })
  .sort((a, b) => a.name.localeCompare(b.name));

export const findCountry = (code: string | undefined): Country | undefined =>
  code ? COUNTRIES.find((c) => c.code === code.toUpperCase()) : undefined;

/** The default country: the stored client-config country when known, else the US. */
export const defaultCountry = (stored?: string): Country => {
  const found = findCountry(stored) ?? findCountry(DEFAULT_COUNTRY);
  if (!found) throw new Error('country table lacks the default country');
  return found;
};

/**
 * Country search (spec section 5): 1 to 5 digits, or a plus and digits, match the dial code;
 * two letters match the country code; other text matches from the start of the name.
 */
export function searchCountries(query: string, list: readonly Country[] = COUNTRIES): Country[] {
  const q = query.trim();
  if (q === '') return [...list];
  const dial = /^\+(\d+)$/.exec(q)?.[1] ?? (/^\d{1,5}$/.test(q) ? q : null);
  if (dial !== null) return list.filter((c) => c.dial.startsWith(dial));
  if (/^[A-Za-z]{2}$/.test(q)) {
    const code = q.toUpperCase();
    const byCode = list.filter((c) => c.code === code);
    if (byCode.length > 0) return byCode;
  }
  const lower = q.toLowerCase();
  return list.filter((c) => c.name.toLowerCase().startsWith(lower));
}
