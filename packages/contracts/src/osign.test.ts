import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_OSIGN,
  PLAY_OSIGN,
  PROFILE_UPDATE_OSIGN,
  QR_CODE_OSIGN,
  RELOGIN_OSIGN,
  TRACKING_OSIGN,
} from './api-routes.js';
import { endpoints } from './endpoints.js';
import { computeOsign, md5Hex, verifyOsign, type OsignRecipe } from './osign.js';

/** The publisher's salt, appended to the analytics texts. */
const SALT = '77230e94b5cd88d51a872031531bfecd';
/** MD5 digests computed apart from the code under test (another MD5 implementation). */
const KNOWN: Record<string, string> = {
  'ghw_h5_view_page_organic-1f-1170000000000013Europe/ParisLinuxChrome120':
    '63753be6964a95e05f25edf159ffc7ec',
  'ghw_h5_view_page_organic-1f-11700000000000Europe/ParisLinuxChrome120':
    'e745a2a4a88aaf3aaa949516350791f8',
  'springch-1c': '7a4c8988236d56a697876bf8ef2b5781',
  '71001hs123en': '3f56166abf82ea82585b44a1649b5ece',
  '71001hs123enk': '91d755656fb8b7e014bb8a5eb72aecc1',
  '7tAnn1en': 'dc0da8dbe452ae5e367c09ffee45aeb7',
  '7Annen': 'b5bfdd6f89fc126fb5c8c5eb03665897',
  k: '8ce4b16b22b58894aa86c421e8759df3',
};
const md5 = (text: string) => {
  const key = text.endsWith(SALT) ? text.slice(0, -SALT.length) : text;
  const digest = KNOWN[key];
  if (!digest) throw new Error(`no known digest for ${text}`);
  return digest;
};

describe('md5', () => {
  it('matches the reference vectors', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe(
      '9e107d9d372bb6826bd81d3542a419d6',
    );
    expect(md5Hex('ü')).toBe('c03410a5204b21cd8229ff754688d743');
  });
});

describe('osign recipes', () => {
  it('name the signed fields in order and whether the secret is appended', () => {
    expect(TRACKING_OSIGN).toEqual({
      fields: [
        'event',
        'appId',
        'h5ChannelId',
        'lp',
        'subchannel',
        'userId',
        'fingerId',
        'sdkVersion',
        'sdkType',
        'sdkTime',
        'platform',
        'targetPageId',
        'targetPageName',
        'tz',
        'os',
        'osVersion',
        'browser',
        'browserVersion',
      ],
      secret: true,
      skipNegative: ['targetPageId'],
    });
    expect(ATTRIBUTION_OSIGN).toEqual({
      fields: [
        'lp',
        'h5ChannelId',
        'subChannelId',
        'appId',
        'userId',
        'clientId',
        'tz',
        'os',
        'osVersion',
        'sdkVersion',
        'sdkType',
        'sdkTime',
        'platform',
        'browser',
        'browserVersion',
      ],
      secret: true,
    });
    expect(QR_CODE_OSIGN).toEqual({
      fields: ['userId', 'appId', 'h5Token', 'sdkToken', 'v', 'locale'],
      secret: false,
    });
    expect(PROFILE_UPDATE_OSIGN).toEqual({
      fields: [
        'userId',
        'userToken',
        'iconUrl',
        'nickname',
        'gender',
        'birthdate',
        'mobile',
        'email',
        'industry',
        'locale',
      ],
      secret: false,
      skipZero: ['gender'],
    });
    expect(PLAY_OSIGN).toEqual({ fields: QR_CODE_OSIGN.fields, secret: true });
    expect(RELOGIN_OSIGN).toEqual({
      fields: ['userId', 'h5Token', 'sdkToken', 'v', 'locale'],
      secret: true,
    });
  });

  it('sit on their endpoints', () => {
    expect(endpoints.tracking.signed).toBe(TRACKING_OSIGN);
    expect(endpoints.attribution.signed).toBe(ATTRIBUTION_OSIGN);
    expect(endpoints.qrCode.signed).toBe(QR_CODE_OSIGN);
    expect(endpoints.play.signed).toBe(PLAY_OSIGN);
    expect(endpoints.profileUpdate.signed).toBe(PROFILE_UPDATE_OSIGN);
    expect(endpoints.relogin.signed).toBe(RELOGIN_OSIGN);
  });

  it('leave out a profile gender of 0 as the publisher client does, but not `00`', () => {
    const form = { userId: 7, nickname: 'Ann', locale: 'en' };
    expect(computeOsign({ ...form, gender: 0 }, PROFILE_UPDATE_OSIGN, 'k')).toBe(md5('7Annen'));
    expect(computeOsign({ ...form, gender: '0' }, PROFILE_UPDATE_OSIGN, 'k')).toBe(
      computeOsign(form, PROFILE_UPDATE_OSIGN, 'k'),
    );
    expect(computeOsign({ ...form, gender: '00' }, PROFILE_UPDATE_OSIGN, 'k')).not.toBe(
      computeOsign(form, PROFILE_UPDATE_OSIGN, 'k'),
    );
  });

  it('sign a page view as the publisher client does: values in order, salt at the end', () => {
    const view = {
      event: 'ghw_h5_view_page',
      appId: '_unknown',
      h5ChannelId: '_organic',
      lp: '_unknown',
      subchannel: '_unknown',
      userId: -1,
      fingerId: 'f-1',
      sdkVersion: '_unknown',
      sdkType: '_unknown',
      sdkTime: 1700000000000,
      platform: '_unknown',
      targetPageId: 13,
      targetPageName: '_unknown',
      tz: 'Europe/Paris',
      os: 'Linux',
      osVersion: '_unknown',
      browser: 'Chrome',
      browserVersion: '120',
      ignored: 'x',
    };
    expect(computeOsign(view, TRACKING_OSIGN, SALT)).toBe(
      md5(`ghw_h5_view_page_organic-1f-1170000000000013Europe/ParisLinuxChrome120${SALT}`),
    );
    // A page id of -1 means no page and is left out.
    expect(computeOsign({ ...view, targetPageId: -1 }, TRACKING_OSIGN, SALT)).toBe(
      md5(`ghw_h5_view_page_organic-1f-11700000000000Europe/ParisLinuxChrome120${SALT}`),
    );
  });

  it('sign an attribution in its own order', () => {
    const visit = {
      lp: 'spring',
      h5ChannelId: 'ch',
      appId: '_unknown',
      userId: '-1',
      clientId: 'c',
    };
    expect(computeOsign(visit, ATTRIBUTION_OSIGN, SALT)).toBe(md5(`springch-1c${SALT}`));
  });

  it('sign qrcode and profile/update without the secret, with v and locale as sent', () => {
    const qr = { userId: 7, appId: 1001, h5Token: 'h', sdkToken: 's', v: 123, locale: 'en' };
    expect(computeOsign(qr, QR_CODE_OSIGN, 'ignored')).toBe(md5('71001hs123en'));
    expect(computeOsign(qr, PLAY_OSIGN, 'k')).toBe(md5('71001hs123enk'));
    const profile = { userId: 7, userToken: 't', nickname: 'Ann', gender: 1, locale: 'en', v: 9 };
    expect(computeOsign(profile, PROFILE_UPDATE_OSIGN, 'ignored')).toBe(md5('7tAnn1en'));
  });

  it('skip empty and unknown values alike', () => {
    const recipe: OsignRecipe = { fields: ['a', 'b', 'c'], secret: true };
    expect(computeOsign({ a: '', b: '_unknown', c: null }, recipe, 'k')).toBe(md5('k'));
    expect(computeOsign({}, recipe, 'k')).toBe(md5('k'));
  });

  it('verifies a good signature and refuses a tampered one', () => {
    const payload = { userId: 7, appId: 1001 };
    const osign = computeOsign(payload, PLAY_OSIGN, 'k');
    expect(verifyOsign(payload, PLAY_OSIGN, 'k', osign)).toBe(true);
    expect(verifyOsign(payload, PLAY_OSIGN, 'k', osign.toUpperCase())).toBe(true);
    expect(verifyOsign({ ...payload, appId: 1002 }, PLAY_OSIGN, 'k', osign)).toBe(false);
    expect(verifyOsign(payload, PLAY_OSIGN, 'other', osign)).toBe(false);
    expect(verifyOsign(payload, PLAY_OSIGN, 'k', undefined)).toBe(false);
    expect(verifyOsign(payload, PLAY_OSIGN, 'k', 'not-hex')).toBe(false);
  });
});
