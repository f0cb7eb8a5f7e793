import { Code, CodeType, endpoints, sessionSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, md5, sendCode, uniqueEmail } from '../../../test/accounts.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outbox } from '../../db/schema.js';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ seed: false, config: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The code as a player reads it: from the mail body, after the quoted-printable soft breaks. */
const codeIn = (raw: string) => /\b(\d{6})\b/.exec(raw.replace(/=\r?\n/g, ''))?.[1];

describe('e-mail sign-up over SMTP', () => {
  it('mails the code to the address, signs up with it and signs in', async () => {
    const email = uniqueEmail('smtp.player');
    expect((await sendCode(t, CodeType.EMAIL_SIGN_UP, { email })).body.code).toBe(Code.SUCCESS);

    const mail = await smtp.mailTo(email);
    expect(mail.raw).toMatch(/^Subject: .*verification code/im);
    const code = codeIn(mail.raw);
    expect(code).toMatch(/^\d{6}$/);
    // With a mail server configured, nothing lands in the development outbox.
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);

    const signUp = await t.call({
      method: 'POST',
      url: endpoints.register.path,
      payload: { registerType: '0', userName: email, password: md5('quiet-fox-1'), verCode: code },
    });
    expect(signUp.body.code).toBe(Code.SUCCESS);
    expect(sessionSchema.parse(signUp.body.data)).toMatchObject({ email, userFlag: true });

    const signIn = await login(t, email, 'quiet-fox-1');
    expect(signIn.body.code).toBe(Code.SUCCESS);
    expect(sessionSchema.parse(signIn.body.data).email).toBe(email);
  });

  it('refuses the same mailed code a second time', async () => {
    const email = uniqueEmail('smtp.again');
    await sendCode(t, CodeType.EMAIL_SIGN_UP, { email });
    const code = codeIn((await smtp.mailTo(email)).raw);
    const payload = {
      registerType: '0',
      userName: email,
      password: md5('quiet-fox-1'),
      verCode: code,
    };
    const url = endpoints.register.path;
    expect((await t.call({ method: 'POST', url, payload })).body.code).toBe(Code.SUCCESS);
    const again = await t.call({
      method: 'POST',
      url,
      payload: { ...payload, userName: uniqueEmail('smtp.other') },
    });
    expect(again.body.code).toBe(Code.WRONG_CODE);
  });
});
