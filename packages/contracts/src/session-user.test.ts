import { describe, expect, it } from 'vitest';
import { sessionSchema, userSchema, type Session } from './accounts.js';
import { userOf } from './session-user.js';

const session: Session = {
  userId: 7,
  nickname: 'Ada',
  iconUrl: '',
  email: 'ada@example.com',
  mobile: '',
  userFlag: true,
  source: 0,
  platform: 'EMAIL',
  privacyUrl: '-1',
  h5Token: 'h5-token-h5-token-h5',
  sdkToken: 'sdk-token-sdk-token-',
};

describe('userOf', () => {
  it('keeps what userSchema keeps of a session: the user, without its tokens', () => {
    expect(sessionSchema.parse(session)).toEqual(session);
    expect(userOf(session)).toEqual(userSchema.parse(session));
    expect(JSON.stringify(userOf(session))).not.toContain('token');
  });
});
