import { randomBytes } from 'node:crypto';
import { adminEndpoints, endpoints } from '@portal/contracts';
import type { Db } from '../../src/db/database.js';
import { admins, users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/modules/accounts/password-service.js';
import type { HttpClient, Outcome } from '../faults/http-client.js';
import { md5 } from '../faults/fault-world.js';
import type { SecurityTarget } from './security-target.js';

/** An account the attacker guesses at, with the password its owner really uses. */
export interface GuessedAccount {
  email: string;
  password: string;
}

export interface GuessingWorld {
  players: GuessedAccount[];
  admin: GuessedAccount;
  /** A second admin, who reads the audit log while the first is locked out. */
  auditor: GuessedAccount;
}

const account = (name: string): GuessedAccount => ({
  email: `${name}.${randomBytes(4).toString('hex')}@example.com`,
  password: randomBytes(9).toString('base64url'),
});

/** Players with e-mail accounts and two admins, written before the server starts. */
export async function seedGuessingWorld(db: Db, players: number): Promise<GuessingWorld> {
  const world: GuessingWorld = {
    players: Array.from({ length: players }, (_, i) => account(`player${i}`)),
    admin: account('admin'),
    auditor: account('auditor'),
  };
  for (const player of world.players) {
    await db.insert(users).values({
      email: player.email,
      nickname: 'Player',
      source: 1,
      passwordHash: await hashPassword(md5(player.password)),
    });
  }
  for (const admin of [world.admin, world.auditor]) {
    await db.insert(admins).values({
      email: admin.email,
      passwordHash: await hashPassword(md5(admin.password)),
      name: 'Security suite',
    });
  }
  return world;
}

/** One e-mail sign-in, as the site sends it, from the given loopback address if any. */
export const accountLogin = (
  http: HttpClient,
  email: string,
  password: string,
  from?: string,
): Promise<Outcome> =>
  http.call(endpoints.accountLogin.path, {
    json: {
      userName: email,
      password: md5(password),
      loginType: 0,
      clientId: `attacker-${from ?? 'local'}`,
    },
    ...(from ? { localAddress: from } : {}),
  });

/** One e-mail sign-in at the target, from the given loopback address. */
export const playerLogin = (
  target: SecurityTarget<unknown>,
  email: string,
  password: string,
  from: string,
): Promise<Outcome> => accountLogin(target.server.http, email, password, from);

/** One admin sign-in, as the console sends it. */
export const adminLogin = (
  target: SecurityTarget<unknown>,
  email: string,
  password: string,
  from: string,
): Promise<Outcome> =>
  target.server.http.call(adminEndpoints.login.path, {
    json: { email, password: md5(password) },
    localAddress: from,
  });

export const codeOf = (outcome: Outcome): number | undefined =>
  outcome.kind === 'answered' ? outcome.envelope?.code : undefined;

/** Whether the answer opened a session: a success that set the session cookies. */
export const gaveSession = (outcome: Outcome): boolean =>
  outcome.kind === 'answered' &&
  outcome.envelope?.code === 200 &&
  outcome.headers['set-cookie'] !== undefined;

/** The wait a refusal names, in seconds: data.retryAfter, which the Retry-After header repeats. */
export function retryAfterOf(outcome: Outcome): { data: unknown; header: string | undefined } {
  if (outcome.kind !== 'answered') return { data: undefined, header: undefined };
  const data = outcome.envelope?.data;
  return {
    data:
      typeof data === 'object' && data !== null
        ? (data as { retryAfter?: unknown }).retryAfter
        : undefined,
    header:
      typeof outcome.headers['retry-after'] === 'string'
        ? outcome.headers['retry-after']
        : undefined,
  };
}
