import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { stop } from './processes.mjs';
import { apiPost, BASE_PORT, startPortal } from './portal-server.mjs';
import { fmt, machine, rateAndLatency, table, today } from './report.mjs';

/**
 * Gift claims per second on PostgreSQL (POST /api/user/gift/claim), and that no code is given
 * twice. A database of its own is made for the run: the server migrates and seeds it, then the
 * bench adds `GIFTS` gifts of a built-in game with a code for every claim to come, and logs in
 * `PLAYERS` guests. Every guest claims every gift once, gift after gift, so the connections
 * claim the same gift at the same moment, as a crowd does when a gift is announced: the free
 * codes of one gift are the contended rows.
 *
 * Every answer must carry a code; afterwards each code handed out must be distinct, and the
 * database must hold exactly one claimed code per claim, each to the player who got it.
 *
 * Environment: BENCH_DATABASE_URL (defaults to TEST_DATABASE_URL; without one the part is
 * skipped), BENCH_GIFT_PLAYERS (default 500), BENCH_GIFTS (default 20), BENCH_GIFT_CONNECTIONS
 * (default 32). Ports: BENCH_PORT + 70 and + 71.
 */
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PLAYERS = Number(process.env.BENCH_GIFT_PLAYERS ?? 500);
const GIFTS = Number(process.env.BENCH_GIFTS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_GIFT_CONNECTIONS ?? 32);
const PORT = BASE_PORT + 70;
/** A built-in game of the demo catalogue, which the server seeds on its first start. */
const APP_ID = 1001;
const TARGET = 2000;

const databaseUrl = (serverUrl, name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** `GIFTS` gifts of APP_ID, each with one code per player; answers their ids. */
async function addGifts(sql) {
  const ids = [];
  for (let g = 0; g < GIFTS; g += 1) {
    const [gift] = await sql`
      INSERT INTO gifts (app_id, title, description)
      VALUES (${APP_ID}, ${`Bench gift ${g + 1}`}, 'Made by the benchmark.')
      RETURNING gift_id`;
    const codes = Array.from({ length: PLAYERS }, (_, c) => ({
      gift_id: gift.gift_id,
      code: `BENCH-${g + 1}-${c + 1}-${randomBytes(3).toString('hex').toUpperCase()}`,
    }));
    await sql`INSERT INTO gift_codes ${sql(codes, 'gift_id', 'code')}`;
    ids.push(gift.gift_id);
  }
  return ids;
}

/**
 * Every player claims every gift once, gift after gift, through `CONNECTIONS` keep-alive
 * connections; answers the codes handed out (with their gift and player), the latencies and the
 * time until the last answer.
 */
async function claimAll(players, giftKeys) {
  const claims = giftKeys.flatMap((giftKey) => players.map((player) => ({ giftKey, player })));
  const handed = [];
  const latencies = [];
  let next = 0;
  let refused = '';
  const started = performance.now();
  let lastAnswer = started;
  const instance = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    amount: claims.length,
    requests: [
      {
        method: 'POST',
        path: '/api/user/gift/claim',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req, context) => {
          const claim = claims[next++ % claims.length];
          context.claim = claim;
          return {
            ...req,
            body: JSON.stringify({ giftKey: claim.giftKey, from: 34, ...claim.player.auth }),
          };
        },
        onResponse: (status, body, context) => {
          const envelope = status === 200 ? JSON.parse(body) : null;
          if (envelope?.code !== 200 || typeof envelope.data?.code !== 'string') {
            refused ||= `${status} ${body.slice(0, 200)}`;
            return;
          }
          handed.push({ ...context.claim, code: envelope.data.code });
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
    lastAnswer = performance.now();
  });
  const result = await instance;
  if (refused) throw new Error(`a claim was refused: ${refused}`);
  if (result.errors > 0) throw new Error(`${result.errors} claims failed to connect or timed out`);
  return { handed, latencies, seconds: (lastAnswer - started) / 1000 };
}

/** What the database holds afterwards: claimed codes, and how many distinct ones and owners. */
async function claimedInDatabase(sql, giftIds) {
  const [row] = await sql`
    SELECT count(*)::int AS claimed,
           count(DISTINCT (gift_id, code))::int AS codes,
           count(DISTINCT (gift_id, claimed_by))::int AS owners
    FROM gift_codes
    WHERE gift_id IN ${sql(giftIds)} AND claimed_by IS NOT NULL`;
  return row;
}

export async function benchGifts() {
  if (!PG_URL) {
    return 'Skipped: gift claims are measured on PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL).\n';
  }
  const name = `portal_bench_gifts_${randomBytes(4).toString('hex')}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = databaseUrl(PG_URL, name);
  const sql = postgres(url, { max: 2, onnotice: () => undefined });
  const server = await startPortal(PORT, { DATABASE_URL: url });
  try {
    const giftIds = await addGifts(sql);
    const giftKeys = giftIds.map((id) => `gift_${id.toString(36)}`);
    const players = [];
    for (let p = 0; p < PLAYERS; p += 1) {
      const session = await apiPost(PORT, '/api/user/login/third', {
        platform: 'GUEST',
        clientId: `bench-gifts-${randomBytes(8).toString('hex')}`,
      });
      players.push({
        userId: session.userId,
        auth: { h5Token: session.h5Token, sdkToken: session.sdkToken, userId: session.userId },
      });
    }

    const { handed, latencies, seconds } = await claimAll(players, giftKeys);
    const stored = await claimedInDatabase(sql, giftIds);
    const distinct = new Set(handed.map((h) => `${h.giftKey}\n${h.code}`)).size;
    const stats = rateAndLatency(latencies, handed.length, seconds);
    const sound =
      distinct === handed.length &&
      stored.claimed === handed.length &&
      stored.codes === handed.length &&
      stored.owners === handed.length;
    const rows = [
      [
        'claims per second',
        fmt(stats.rate, 0),
        fmt(stats.p50, 1),
        fmt(stats.p99, 1),
        `>= ${TARGET}`,
        stats.rate >= TARGET ? 'met' : `missed by ${fmt(TARGET - stats.rate, 0)}`,
      ],
      [
        'codes handed out twice',
        String(handed.length - distinct),
        '',
        '',
        '0',
        handed.length === distinct ? 'met' : 'MISSED',
      ],
    ];
    return [
      `${today()}, ${machine()}. PostgreSQL, production defaults (NODE_ENV=production), ${CONNECTIONS} connections; ${PLAYERS} guests each claim ${GIFTS} gifts once, gift after gift, ${handed.length} claims in ${fmt(seconds, 1)} s.`,
      '',
      table(['figure', 'value', 'p50 ms', 'p99 ms', 'target', ''], rows),
      '',
      `The database afterwards: ${stored.claimed} codes claimed, ${stored.codes} distinct, ${stored.owners} distinct gift and player pairs${sound ? ', one for each claim answered' : ': NOT one for each claim answered'}.`,
      '',
    ].join('\n');
  } finally {
    await stop(server);
    await sql.end();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
