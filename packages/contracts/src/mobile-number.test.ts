import { describe, expect, it } from 'vitest';
import { fullMobile, normaliseMobile } from './mobile-number.js';
import { mobileSchema } from './validation.js';

describe('normaliseMobile', () => {
  it.each([
    ['15551230001', '15551230001'],
    ['015551230001', '15551230001'],
    ['0015551230001', '15551230001'],
    ['+15551230001', '15551230001'],
    [' +1 555 123 0001 ', '15551230001'],
    ['1 (555) 123-0001', '15551230001'],
    ['1.555.123.0001', '15551230001'],
  ])('writes %j as %j', (written, normal) => expect(normaliseMobile(written)).toBe(normal));

  it('drops the trunk zero after the dial code, found longest first', () => {
    expect(normaliseMobile('4407700900123')).toBe('447700900123');
    expect(normaliseMobile('+44 (0)7700 900123')).toBe('447700900123');
    expect(normaliseMobile('3540612345')).toBe('354612345');
    expect(normaliseMobile('12680001234')).toBe('12681234');
  });

  it('keeps what is not a separator, for the check to refuse', () => {
    expect(normaliseMobile('12a4')).toBe('12a4');
    expect(normaliseMobile('')).toBe('');
    expect(normaliseMobile('000')).toBe('');
  });
});

describe('fullMobile', () => {
  it('submits the dial code and the number in the normal form', () => {
    expect(fullMobile('+1', ' 5551230001 ')).toBe('15551230001');
    expect(fullMobile('1', '05551230001')).toBe('15551230001');
    expect(fullMobile('+44', '07700900123')).toBe('447700900123');
    expect(fullMobile('44', '7700900123')).toBe('447700900123');
  });
});

describe('mobileSchema', () => {
  it('passes a number on in the normal form', () => {
    expect(mobileSchema.parse('015551230001')).toBe('15551230001');
    expect(mobileSchema.parse(' 4407700900123 ')).toBe('447700900123');
  });
});
