import { Code } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  login,
  uniqueClientId,
  uniqueEmail,
  uniqueIp,
} from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testRedisUrl } from '../../../test/test-redis.js';
import { loginFailureKeys } from './login-guard.js';

const counterKinds = testRedisUrl() ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(counterKinds)('the login captcha (counters in %s)', (counters) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, counters });
  });
  afterAll(() => t.close());

  /** The answer the captcha image stands for, as the player would read it off the image. */
  const captchaAnswer = async (clientId: string) => {
    const answer = await t.app.counters.peek(`captcha:${clientId}`);
    if (!answer) throw new Error('no captcha issued');
    return answer;
  };

  it('asks for the captcha after 3 failures for an account, then wants it solved', async () => {
    const email = uniqueEmail();
    const clientId = uniqueClientId();
    await createAccount(t, { email, password: 'secret1' });
    const tries = [];
    for (let i = 0; i < 3; i += 1)
      tries.push(await login(t, email, 'wrong!', { clientId, ip: uniqueIp() }));
    expect(tries.map((r) => r.body.code)).toEqual([4105, 4105, 4105]);
    expect(tries[1]?.body.data).toBeNull();
    const third = tries[2]?.body;
    expect(third?.msg).toBe('Incorrect Account or password');
    expect(third?.data).toEqual({
      graphCode: expect.stringMatching(/^data:image\/png;base64,/),
    });

    const without = await login(t, email, 'secret1', { clientId });
    expect(without.body.code).toBe(Code.WRONG_CAPTCHA);
    expect(without.body.msg).toBe(
      "The characters in the picture don't match. Please try the new picture.",
    );
    expect(without.body.data).toEqual({ graphCode: expect.stringMatching(/^data:image/) });

    const wrongCaptcha = await login(t, email, 'secret1', { clientId, graphCode: 'zzzz' });
    expect(wrongCaptcha.body.code).toBe(Code.WRONG_CAPTCHA);
    expect(wrongCaptcha.body.data).toEqual({ graphCode: expect.stringMatching(/^data:image/) });

    // A solved captcha with a wrong password still fails, with a new image to solve.
    const wrongPassword = await login(t, email, 'wrong!', {
      clientId,
      graphCode: await captchaAnswer(clientId),
    });
    expect(wrongPassword.body.code).toBe(Code.ACCOUNT_PASSWORD_ERROR);
    expect(wrongPassword.body.data).toEqual({ graphCode: expect.stringMatching(/^data:image/) });

    const solved = await login(t, email, 'secret1', {
      clientId,
      graphCode: (await captchaAnswer(clientId)).toUpperCase(),
    });
    expect(solved.body.code).toBe(200);
    // Success forgets the account's failures: the next login needs no captcha.
    expect(await t.app.counters.count(loginFailureKeys(email, '').account)).toBe(0);
    expect((await login(t, email, 'secret1')).body.code).toBe(200);
  });

  it('asks for the captcha after 3 failures from one IP, whatever the accounts', async () => {
    const ip = uniqueIp();
    const clientId = uniqueClientId();
    for (let i = 0; i < 3; i += 1) await login(t, uniqueEmail(), 'wrong!', { ip, clientId });
    const email = uniqueEmail();
    await createAccount(t, { email, password: 'secret1' });
    const res = await login(t, email, 'secret1', { ip, clientId });
    expect(res.body.code).toBe(Code.WRONG_CAPTCHA);
    const solved = await login(t, email, 'secret1', {
      ip,
      clientId,
      graphCode: await captchaAnswer(clientId),
    });
    expect(solved.body.code).toBe(200);
  });
});
