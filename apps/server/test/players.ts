import { randomBytes } from 'node:crypto';
import {
  computeOsign,
  endpoints,
  playedListResponseSchema,
  type Endpoint,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { games, recharges, sessions, users } from '../src/db/schema.js';
import { hashToken, TOKEN_LIFETIME_MS } from '../src/modules/accounts/session-service.js';
import type { TestApp } from './test-app.js';

export interface Player {
  userId: number;
  h5Token: string;
  sdkToken: string;
}

/** Session fields as the site sends them. */
export const fieldsOf = (p: Player) => ({
  h5Token: p.h5Token,
  sdkToken: p.sdkToken,
  userId: String(p.userId),
});

/**
 * Players with a live guest session each, written in two statements: fast enough for the
 * hundreds a race needs.
 */
export async function createPlayers(
  t: TestApp,
  count: number,
  status: 'active' | 'frozen' | 'banned' = 'active',
): Promise<Player[]> {
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: count }, () => ({ nickname: 'Guest', source: 2, status })))
    .returning({ userId: users.userId });
  const players = rows.map((row) => ({
    userId: row.userId,
    h5Token: randomBytes(24).toString('base64url'),
    sdkToken: randomBytes(24).toString('base64url'),
  }));
  await t.database.db.insert(sessions).values(
    players.map((p) => ({
      h5TokenHash: hashToken(p.h5Token),
      sdkTokenHash: hashToken(p.sdkToken),
      userId: p.userId,
      platform: 'GUEST',
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    })),
  );
  return players;
}

export async function createPlayer(
  t: TestApp,
  status: 'active' | 'frozen' | 'banned' = 'active',
): Promise<Player> {
  const [player] = await createPlayers(t, 1, status);
  if (!player) throw new Error('no player');
  return player;
}

export async function setUserStatus(
  t: TestApp,
  userId: number,
  status: 'active' | 'frozen' | 'banned',
) {
  await t.database.db.update(users).set({ status }).where(eq(users.userId, userId));
}

export async function setGameStatus(
  t: TestApp,
  appId: number,
  status: 'online' | 'maintenance' | 'closed',
) {
  await t.database.db.update(games).set({ status }).where(eq(games.appId, appId));
}

export async function setRecharge(t: TestApp, userId: number, total: number) {
  await t.database.db
    .insert(recharges)
    .values({ userId, total })
    .onConflictDoUpdate({ target: recharges.userId, set: { total } });
}

/** The osign the site computes for a signed endpoint over the fields it sends. */
export const osignFor = (
  t: TestApp,
  endpoint: Endpoint,
  values: Record<string, string | number | undefined>,
) => computeOsign(values, endpoint.signed ?? { fields: [], secret: true }, t.config.OSIGN_SECRET);

/** A signed endpoint's query as the site sends it: the fields and their osign. */
export const signedQuery = (t: TestApp, endpoint: Endpoint, query: Record<string, string>) => ({
  ...query,
  osign: osignFor(t, endpoint, query),
});

/** A play of the game, signed as the playing page signs it. */
export const playGame = (t: TestApp, player: Player, appId: number) =>
  t.call({
    method: 'POST',
    url: endpoints.play.path,
    payload: {
      appId: String(appId),
      osign: osignFor(t, endpoints.play, { appId, ...fieldsOf(player) }),
      ...fieldsOf(player),
    },
  });

/** The player's played list, read as the site reads it: its games. */
export const playedGamesOf = async (t: TestApp, player: Player) =>
  playedListResponseSchema.parse(
    (await t.call({ method: 'GET', url: endpoints.playedList.path, query: fieldsOf(player) })).body
      .data,
  ).appList;
