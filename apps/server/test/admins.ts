import { ADMIN_COOKIE, adminEndpoints, type Admin } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { admins } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/accounts/password-service.js';
import { md5, setCookies, uniqueIp } from './accounts.js';
import type { TestApp } from './test-app.js';

export interface TestAdmin {
  adminId: number;
  email: string;
  name: string;
  /** The typed password; sign-in sends its MD5 hex. */
  password: string;
}

let sequence = 0;

/** An admin account written directly, enabled unless `disabled` is given. */
export async function createAdmin(
  t: TestApp,
  overrides: { email?: string; password?: string; name?: string; disabled?: boolean } = {},
): Promise<TestAdmin> {
  sequence += 1;
  const email = overrides.email ?? `admin.${sequence}@example.com`;
  const password = overrides.password ?? `admin-pass-${sequence}`;
  const name = overrides.name ?? `Admin ${sequence}`;
  const [row] = await t.database.db
    .insert(admins)
    .values({
      email: email.toLowerCase(),
      passwordHash: await hashPassword(md5(password)),
      name,
      disabled: overrides.disabled ?? false,
    })
    .returning({ adminId: admins.adminId });
  if (!row) throw new Error('no admin');
  return { adminId: row.adminId, email: email.toLowerCase(), name, password };
}

/** Signs the admin in through the API; returns the Cookie header value to send with admin calls. */
export async function adminLogin(t: TestApp, admin: Pick<TestAdmin, 'email' | 'password'>) {
  const res = await t.call<Admin>({
    method: 'POST',
    url: adminEndpoints.login.path,
    payload: { email: admin.email, password: md5(admin.password) },
    remoteAddress: uniqueIp(),
  });
  if (res.body.code !== 200)
    throw new Error(`admin login failed: ${res.body.code} ${res.body.msg}`);
  const line = setCookies(res.headers).get(ADMIN_COOKIE);
  if (!line) throw new Error('admin login set no cookie');
  return line.slice(0, line.indexOf(';'));
}

export async function setAdminDisabled(t: TestApp, adminId: number, disabled: boolean) {
  await t.database.db.update(admins).set({ disabled }).where(eq(admins.adminId, adminId));
}
