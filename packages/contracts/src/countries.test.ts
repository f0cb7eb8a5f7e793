import { describe, expect, it } from 'vitest';
import { COUNTRIES, defaultCountry, searchCountries } from './countries.js';

describe('country table', () => {
  it('has name, two-letter code and dial code for every row', () => {
    expect(COUNTRIES.length).toBeGreaterThan(200);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial).toMatch(/^\d{1,5}$/);
      expect(c.name.length).toBeGreaterThan(1);
    }
  });

  it('defaults to the US, or to the stored country', () => {
    expect(defaultCountry()).toMatchObject({ code: 'US', dial: '1' });
    expect(defaultCountry('gb')).toMatchObject({ code: 'GB', dial: '44' });
    expect(defaultCountry('ZZ')).toMatchObject({ code: 'US' });
  });
});

describe('country search', () => {
  it('matches 1 to 5 digits against the dial code', () => {
    const codes = searchCountries('44').map((c) => c.code);
    expect(codes).toContain('GB');
    expect(searchCountries('1').map((c) => c.code)).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('matches a plus and digits against the dial code', () => {
    expect(searchCountries('+81').map((c) => c.code)).toEqual(['JP']);
  });

  it('does not treat 6 digits as a dial code', () => {
    expect(searchCountries('123456')).toEqual([]);
  });

  it('matches two letters against the country code', () => {
    expect(searchCountries('de').map((c) => c.code)).toEqual(['DE']);
    expect(searchCountries('US').map((c) => c.code)).toEqual(['US']);
  });

  it('matches other text from the start of the name', () => {
    const names = searchCountries('uni').map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['United Kingdom', 'United States']));
    expect(names.every((n) => n.toLowerCase().startsWith('uni'))).toBe(true);
    expect(searchCountries('kingdom')).toEqual([]);
  });

  it('returns everything for an empty query', () => {
    expect(searchCountries('  ')).toHaveLength(COUNTRIES.length);
  });
});
