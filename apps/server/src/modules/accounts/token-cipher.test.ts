import { describe, expect, it } from 'vitest';
import { decryptToken, encryptSessionTokens, encryptToken } from './token-cipher.js';

const clientId = '0123456789abcdef0123456789abcdef';

describe('token cipher of the publisher client', () => {
  it('encrypts as its cookie helper decrypts (a value its own crypto library made)', () => {
    expect(encryptToken('h5-token-of-player-42', `${clientId}42`)).toBe(
      'lHeLhMiLyjIe5i5g5dU5Ii7fu5AOx/fDl/7xJk5Ea5M=',
    );
    expect(decryptToken('lHeLhMiLyjIe5i5g5dU5Ii7fu5AOx/fDl/7xJk5Ea5M=', `${clientId}42`)).toBe(
      'h5-token-of-player-42',
    );
  });

  it('keys the h5Token by client id and user id, the sdkToken by client id alone', () => {
    const session = {
      userId: 42,
      h5Token: 'h'.repeat(43),
      sdkToken: 's'.repeat(43),
      nickname: 'x',
    };
    const sent = encryptSessionTokens(session, clientId);
    expect(sent.nickname).toBe('x');
    expect(decryptToken(sent.h5Token, `${clientId}42`)).toBe(session.h5Token);
    expect(decryptToken(sent.sdkToken, clientId)).toBe(session.sdkToken);
    expect(() => decryptToken(sent.h5Token, clientId)).toThrow();
  });
});
