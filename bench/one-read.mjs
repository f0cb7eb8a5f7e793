import http from 'node:http';
import postgres from 'postgres';

/**
 * A ceiling for a signed-in read on PostgreSQL: node:http doing the played list's own work with one
 * prepared statement per request, the portal's: the page of the player's plays and the count of
 * all of them, through postgres.js with the portal's pool of 10. The games those plays name are
 * read once and kept in memory, as the portal keeps the catalogue's games, and each answer is the
 * page as JSON. It answers the played list's own paths (`userId`, `page`, `pageSize` from the
 * query); no session, no validation, no framework. What it cannot reach, no server that reads the
 * database for each answer can on this machine.
 */
const [port, databaseUrl] = process.argv.slice(2);
const sql = postgres(databaseUrl, { max: 10, prepare: true });
/** The games named so far, in the list shape's columns, by id. */
const games = new Map();

async function gamesOf(appIds) {
  const missing = appIds.filter((appId) => !games.has(appId));
  if (missing.length > 0) {
    const rows = await sql`
      SELECT app_id AS "appId", name AS "appName", brief_intro AS "briefIntro",
             icon_url AS "appIconUrl", banner_url AS "bannerUrl", app_url AS "appUrl",
             app_type AS "appType", screen_type AS "screenType", status
      FROM games WHERE app_id = ANY(${missing}::int[])`;
    for (const row of rows) games.set(row.appId, row);
  }
  return games;
}

http
  .createServer(async (req, res) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const userId = Number(query.get('userId'));
    const pageSize = Number(query.get('pageSize') ?? 20);
    const page = Number(query.get('page') ?? 1);
    const plays = await sql`
      SELECT app_id, plays, last_played_at, count(*) OVER () AS total
      FROM played_games WHERE user_id = ${userId}
      ORDER BY last_played_at DESC, app_id
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
    const known = await gamesOf(plays.map((row) => row.app_id));
    const total = Number(plays[0]?.total ?? 0);
    const appList = plays.map((row) => ({
      ...known.get(row.app_id),
      plays: row.plays,
      lastPlayedAt: row.last_played_at.getTime(),
    }));
    const data = { appList, page, pageSize, total, hasMore: page * pageSize < total };
    const body = JSON.stringify({ code: 200, msg: 'success', data });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
