import http from 'node:http';
import postgres from 'postgres';

/**
 * A ceiling for a signed-in read on PostgreSQL: node:http reading a page of a player's played
 * list with one prepared statement per request (the portal's query: the page's games and the
 * count of all of them) through postgres.js with the portal's pool of 10, and sending it as JSON.
 * It answers the played list's own paths (`userId`, `page`, `pageSize` from the query); no
 * session, no validation, no framework. What it cannot reach, no server that reads the database
 * for each answer can on this machine.
 */
const [port, databaseUrl] = process.argv.slice(2);
const sql = postgres(databaseUrl, { max: 10, prepare: true });
http
  .createServer(async (req, res) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const userId = Number(query.get('userId'));
    const pageSize = Number(query.get('pageSize') ?? 20);
    const offset = (Number(query.get('page') ?? 1) - 1) * pageSize;
    const rows = await sql`
      SELECT g.app_id, g.name, g.brief_intro, g.icon_url, g.banner_url, p.plays,
             p.last_played_at, count(*) OVER () AS total
      FROM played_games p JOIN games g ON g.app_id = p.app_id
      WHERE p.user_id = ${userId}
      ORDER BY p.last_played_at DESC, p.app_id
      LIMIT ${pageSize} OFFSET ${offset}`;
    const body = JSON.stringify({ code: 200, msg: 'success', data: { appList: rows } });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
