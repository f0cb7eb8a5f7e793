import { createHash } from 'node:crypto';
import { CodeType, endpoints, type CodeTypeValue, type Session } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { outbox, users } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/accounts/password-service.js';
import type { TestApp } from './test-app.js';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What the web sends for a typed password. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let sequence = 0;
const next = () => (sequence += 1);
/** Fresh values per call: each test file has its own database and counters, so these never meet. */
export const uniqueEmail = (prefix = 'player') => `${prefix}.${next()}@example.com`;
export const uniqueMobile = () => `1555${String(next()).padStart(7, '0')}`;
export const uniqueIp = () => {
  const n = next();
  return `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
export const uniqueClientId = () => `device-${String(next()).padStart(6, '0')}`;

/** Session fields as a request sends them. */
export const tokensOf = (s: Pick<Session, 'h5Token' | 'sdkToken' | 'userId'>) => ({
  h5Token: s.h5Token,
  sdkToken: s.sdkToken,
  userId: String(s.userId),
});

/** An account made directly in the database, for tests about signing in rather than up. */
export async function createAccount(
  t: TestApp,
  values: { email?: string; mobile?: string; password: string; status?: 'active' | 'banned' },
) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: values.email ?? null,
      mobile: values.mobile ?? null,
      passwordHash: await hashPassword(md5(values.password)),
      status: values.status ?? 'active',
      nickname: 'Tester',
      source: 0,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

export const sendCode = (
  t: TestApp,
  type: CodeTypeValue,
  target: { email: string } | { mobile: string },
  ip = uniqueIp(),
) =>
  t.call<{ resendAfterSeconds: number } | null>({
    method: 'GET',
    url: endpoints.sendCode.path,
    query: { clientId: 'test-client-0001', type: String(type), ...target },
    remoteAddress: ip,
  });

/** The last code sent to an address, read from the development outbox as a player would. */
export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const [row] = await t.database.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** Sends a code of the type and returns it. */
export async function codeFor(
  t: TestApp,
  type: CodeTypeValue,
  target: { email: string } | { mobile: string },
): Promise<string> {
  const sent = await sendCode(t, type, target);
  if (sent.body.code !== 200) throw new Error(`code not sent: ${sent.body.code} ${sent.body.msg}`);
  return lastCode(t, 'email' in target ? target.email : target.mobile);
}

/** A player signed up by e-mail through the API, with the code from the outbox; their session. */
export async function signUpByEmail(t: TestApp, email: string, password: string) {
  const verCode = await codeFor(t, CodeType.EMAIL_SIGN_UP, { email });
  const res = await t.call<Session>({
    method: 'POST',
    url: endpoints.register.path,
    payload: { registerType: '0', userName: email, password: md5(password), verCode },
  });
  if (res.body.code !== 200) throw new Error(`sign-up failed: ${res.body.code} ${res.body.msg}`);
  return res.body.data;
}

/** The device secret a test device keeps beside its client id: the same one on every login. */
export const deviceSecretOf = (clientId: string) =>
  createHash('sha256').update(clientId).digest('base64url');

export async function guestLogin(
  t: TestApp,
  clientId = uniqueClientId(),
  deviceSecret: string | null = deviceSecretOf(clientId),
) {
  const res = await t.call<Session>({
    method: 'POST',
    url: endpoints.socialLogin.path,
    payload: { platform: 'GUEST', clientId, ...(deviceSecret ? { deviceSecret } : {}) },
  });
  if (res.body.code !== 200) throw new Error(`guest login failed: ${res.body.code}`);
  return res.body.data;
}

export const login = (
  t: TestApp,
  userName: string,
  password: string,
  extra: { loginType?: 0 | 1; graphCode?: string; clientId?: string; ip?: string } = {},
) =>
  t.call<Session | { graphCode?: string } | null>({
    method: 'POST',
    url: endpoints.accountLogin.path,
    payload: {
      userName,
      password: md5(password),
      loginType: String(extra.loginType ?? 0),
      ...(extra.graphCode === undefined ? {} : { graphCode: extra.graphCode }),
      ...(extra.clientId === undefined ? {} : { clientId: extra.clientId }),
    },
    remoteAddress: extra.ip ?? uniqueIp(),
  });

export const profile = (t: TestApp, session: Pick<Session, 'h5Token' | 'sdkToken' | 'userId'>) =>
  t.call({ method: 'GET', url: endpoints.profile.path, query: tokensOf(session) });

/** The Set-Cookie headers of an answer, by cookie name. */
export function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  return new Map(
    list.map((line: unknown) => {
      const text = String(line);
      return [text.slice(0, text.indexOf('=')), text];
    }),
  );
}
