import { describe, expect, it } from 'vitest';
import { computeOsign, md5Hex, verifyOsign } from './osign.js';

describe('md5', () => {
  it('matches the reference vectors', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe(
      '9e107d9d372bb6826bd81d3542a419d6',
    );
    expect(md5Hex('ü')).toBe(md5Hex('\u00fc'));
  });
});

describe('osign', () => {
  const fields = ['userId', 'appId', 'clientId'];
  const payload = { userId: 7, appId: 1001, clientId: 'c-1', other: 'ignored' };

  it('signs the selected fields in key order with the secret', () => {
    expect(computeOsign(payload, fields, 's3cret')).toBe(
      md5Hex('appId=1001&clientId=c-1&userId=7s3cret'),
    );
  });

  it('does not depend on the order the fields are listed in or on other fields', () => {
    const a = computeOsign(payload, fields, 'k');
    const b = computeOsign({ ...payload, other: 'changed' }, [...fields].reverse(), 'k');
    expect(a).toBe(b);
  });

  it('verifies a good signature and refuses a tampered one', () => {
    const osign = computeOsign(payload, fields, 'k');
    expect(verifyOsign(payload, fields, 'k', osign)).toBe(true);
    expect(verifyOsign(payload, fields, 'k', osign.toUpperCase())).toBe(true);
    expect(verifyOsign({ ...payload, appId: 1002 }, fields, 'k', osign)).toBe(false);
    expect(verifyOsign(payload, fields, 'other', osign)).toBe(false);
    expect(verifyOsign(payload, fields, 'k', undefined)).toBe(false);
    expect(verifyOsign(payload, fields, 'k', 'not-hex')).toBe(false);
  });

  it('signs missing fields as empty values', () => {
    expect(computeOsign({}, ['a'], 'k')).toBe(md5Hex('a=k'));
  });
});
