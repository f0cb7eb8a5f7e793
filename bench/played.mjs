import { randomBytes } from 'node:crypto';
import { md5 } from './accounts.mjs';
import { apiPost, OSIGN_SECRET } from './portal-server.mjs';

/**
 * Players with a history for the played list, made through the API as the site makes them: a
 * guest login each, then a play of each game (signed with osign, as the playing page signs it).
 * Each run makes new guests, so the list is measured on histories of a known length.
 */
const PLAYERS = 20;
const GAMES_EACH = 40;
const PAGE_SIZE = 20;

/**
 * The signed-in reads of `PLAYERS` guests with `GAMES_EACH` games played: the played list (both
 * pages each), My Gifts, the messages and the tickets, each signed with the player's tokens.
 */
export async function playerReadPaths(port, firstAppId, games) {
  const paths = { played: [], gifts: [], messages: [], tickets: [] };
  for (let p = 0; p < PLAYERS; p += 1) {
    const session = await apiPost(port, '/api/user/login/third', {
      platform: 'GUEST',
      clientId: `bench-${randomBytes(8).toString('hex')}`,
    });
    const auth = { h5Token: session.h5Token, sdkToken: session.sdkToken, userId: session.userId };
    for (let g = 0; g < GAMES_EACH; g += 1) {
      const appId = firstAppId + ((p * 7919 + g * 104_729) % games);
      // PLAY_OSIGN: userId, appId, h5Token, sdkToken (v and locale not sent), then the secret.
      const osign = md5(`${session.userId}${appId}${auth.h5Token}${auth.sdkToken}${OSIGN_SECRET}`);
      await apiPost(port, '/api/user/app/play', { appId, osign, ...auth });
    }
    const query = new URLSearchParams({ ...auth, userId: String(auth.userId) });
    for (let page = 1; page <= GAMES_EACH / PAGE_SIZE; page += 1) {
      paths.played.push(`/api/user/playedlist?page=${page}&pageSize=${PAGE_SIZE}&${query}`);
    }
    // requestType 2: the gifts this player holds a code of (My Gifts).
    paths.gifts.push(`/api/user/gift/appgiftlist?requestType=2&page=1&${query}`);
    paths.messages.push(`/api/user/notif/list?page=1&${query}`);
    paths.tickets.push(`/api/user/query/list?page=1&${query}`);
  }
  return paths;
}
