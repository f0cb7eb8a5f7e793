import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MAX_UPLOAD_BYTES,
  REALTIME_MAX_SUBSCRIPTIONS,
  STOMP_HEARTBEAT_MS,
  STOMP_MAX_FRAME_CHARS,
} from '@portal/contracts';
import { z } from 'zod';

/** The analytics salt of the publisher's public client (it appends it to the signed text). */
export const PUBLISHER_CLIENT_SALT = '77230e94b5cd88d51a872031531bfecd';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const port = z.coerce.number().int().min(0).max(65_535);
const url = z.url();
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), url.optional());
/** A rate limit's count; raised for a test suite or a bench that acts as many players. */
const limit = (count: number) => z.coerce.number().int().min(1).max(1_000_000).default(count);
const optionalPath = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * Each loopback name's counterpart on the same machine: the default games origin takes the other
 * one, so the games get a host of their own (cookies do not separate ports) without any setup.
 */
const OTHER_LOOPBACK_HOST: Readonly<Record<string, string>> = {
  localhost: '127.0.0.1',
  '127.0.0.1': 'localhost',
  '[::1]': 'localhost',
};

/** A stopping process's drain behind a proxy: longer than nginx's upstream keep-alive (2 s). */
const DRAIN_BEHIND_PROXY_MS = 3_000;

/** The games origin when none is set: empty unless PUBLIC_URL is on a loopback name. */
function defaultGamesOrigin(publicUrl: string, gamesPort: number): string {
  const url = new URL(publicUrl);
  const host = OTHER_LOOPBACK_HOST[url.hostname];
  return host ? `${url.protocol}//${host}:${gamesPort}` : '';
}

/**
 * Hosted games run the publisher's code: on the portal's host name they could set the portal's
 * cookies, whatever the port, so the games origin must be on a host of its own.
 */
function gamesOriginProblem(config: { PUBLIC_URL: string; GAMES_ORIGIN: string }) {
  const portalHost = new URL(config.PUBLIC_URL).hostname;
  if (config.GAMES_ORIGIN === '') {
    return `GAMES_ORIGIN: required when PUBLIC_URL is on ${portalHost}: the games need a host of their own`;
  }
  if (new URL(config.GAMES_ORIGIN).hostname === portalHost) {
    return `GAMES_ORIGIN: must be on another host than PUBLIC_URL (both are on ${portalHost}): a game there could set the portal's cookies`;
  }
  return undefined;
}

/**
 * Rate limits, each a count per window (the window is fixed, see `route-limits.ts`): a request
 * past one answers HTTP 429 with Retry-After. "Address" is the client address (see TRUST_PROXY),
 * "account" the signed-in player or, for a password login, the account named.
 */
const limitSettings = {
  LIMIT_GUEST_SIGN_INS_PER_ADDRESS: limit(30),
  LIMIT_LOGINS_PER_ADDRESS: limit(30),
  LIMIT_LOGINS_PER_ACCOUNT: limit(10),
  LIMIT_CODE_SENDS_PER_ADDRESS: limit(40),
  LIMIT_UPLOADS_PER_ADDRESS: limit(60),
  LIMIT_UPLOADS_PER_ACCOUNT: limit(30),
  LIMIT_TICKETS_PER_ADDRESS: limit(30),
  LIMIT_TICKETS_PER_ACCOUNT: limit(10),
  LIMIT_REPLIES_PER_ADDRESS: limit(120),
  LIMIT_REPLIES_PER_ACCOUNT: limit(60),
  /** Realtime connections open at once: from one address, and for one player. */
  LIMIT_SOCKETS_PER_ADDRESS: limit(50),
  LIMIT_SOCKETS_PER_PLAYER: limit(10),
};

/** The names of every rate and connection limit (a suite acting as many players raises them). */
export const LIMIT_SETTINGS = Object.keys(limitSettings) as (keyof typeof limitSettings)[];

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: port.default(8080),
    GAMES_PORT: port.default(8081),
    PUBLIC_URL: optionalUrl,
    GAMES_ORIGIN: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    /** Games hosted from uploaded zips, served by the games origin under /hosted/. */
    HOSTED_GAMES_DIR: optionalPath,
    /** Pictures the publisher uploaded (game artwork, banners, news), served under /artwork/. */
    ARTWORK_DIR: optionalPath,
    /**
     * An S3 bucket for uploads, artwork and hosted games; unset keeps them in local folders. The
     * AWS SDK reads AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION itself.
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** An S3 server other than AWS (MinIO, a local one): the bucket is then named in the path. */
    AWS_ENDPOINT_URL_S3: optionalUrl,
    /** Starts every key the portal writes to the bucket, so several deployments can share it. */
    S3_PREFIX: z
      .string()
      .max(200)
      .regex(/^([A-Za-z0-9_.-]+\/)*$/, 'empty, or folder names each ending with /')
      .default(''),
    /**
     * The bucket's public address (its website or CDN, S3_PREFIX not included): set, the portal
     * hands out addresses of stored artwork and hosted games there rather than on the games
     * origin, and the bucket serves them.
     */
    S3_PUBLIC_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .url({ protocol: /^https?$/ })
        .transform((v) => (v.endsWith('/') ? v : `${v}/`))
        .optional(),
    ),
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    /** Starts every key the portal keeps in Redis, so several deployments can share one server. */
    REDIS_PREFIX: z.string().max(64).default('playhaven:'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * The osign secret. Outside production it defaults to the salt the publisher's own client
     * ships in public (`PUBLISHER_CLIENT_SALT`), so that client works unchanged in development;
     * production requires an explicit setting.
     */
    OSIGN_SECRET: z.string().min(8).default(PUBLISHER_CLIENT_SALT),
    /**
     * A separate mobile site: when set, phones opening Home or a game are sent there, and the
     * "play on mobile" QR code links to it. Unset, phones get this site in its phone layout.
     */
    MOBILE_SITE_URL: optionalUrl,
    LINK_PRIVACY: url.default('https://playhaven.example/legal/privacy'),
    LINK_TERMS: url.default('https://playhaven.example/legal/terms'),
    LINK_COMMUNITY: url.default('https://discord.com/invite/playhaven'),
    LINK_SOCIAL: url.default('https://www.facebook.com/playhaven'),
    TEL_AREA_CODE_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'a comma list of two-letter country codes')
      .default('US,CA,GB,AU,NZ,IE,IN,PH,ID,MY,SG,TH,VN,BR,MX,DE,FR,ES,IT,NL,JP,KR'),
    DEFAULT_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('US'),
    /** smtp(s)://user:pass@host:port; unset keeps e-mails in the development outbox. */
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Playhaven <no-reply@playhaven.example>'),
    /** Receives {to, text} as JSON for each SMS; unset keeps SMS in the development outbox. */
    SMS_WEBHOOK_URL: optionalUrl,
    GOOGLE_CLIENT_ID: z.string().default(''),
    GOOGLE_JWKS_URL: url.default('https://www.googleapis.com/oauth2/v3/certs'),
    FACEBOOK_APP_ID: z.string().default(''),
    FACEBOOK_APP_SECRET: z.string().default(''),
    FACEBOOK_GRAPH_URL: url.default('https://graph.facebook.com'),
    /** The privacy policy a player is asked to agree to after login; "-1" turns the reminder off. */
    PRIVACY_POLICY_URL: z.string().default('https://playhaven.example/legal/privacy'),
    /**
     * Hops of trusted proxies in front of the server (0: none). Client addresses feed the per-IP
     * limits, so X-Forwarded-For is believed only from that many proxies.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Consecutive failed sign-ins of one account, or failures from one address, before a captcha. */
    LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(3),
    /** The consecutive failed sign-in of one account that locks it for LOGIN_LOCKOUT_SECONDS. */
    LOGIN_LOCKOUT_AFTER_FAILURES: z.coerce.number().int().min(2).max(100).default(5),
    /** The first lockout; it doubles with each further failure up to LOGIN_LOCKOUT_MAX_SECONDS. */
    LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    LOGIN_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** How long an account's failures are remembered without a success (Keycloak's is 12 h). */
    LOGIN_FAILURE_MEMORY_SECONDS: z.coerce.number().int().min(60).max(604_800).default(43_200),
    /** Failed sign-ins from one address, over every account, before it is refused for the window. */
    LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(100_000).default(50),
    LOGIN_ADDRESS_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3_600),
    /**
     * How long a public catalogue answer is fresh (then stale for as long again while it is read
     * anew). Every catalogue change drops the answers in every process at once, so this bounds
     * only what changes without one (a game's play count) and a process that missed the bus.
     */
    CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /**
     * How long a process keeps a session it looked up, so a signed-in request costs no database
     * round trip for it; 0 looks every one up. A logout, a ban or a password change ends it at
     * once in every process that hears of it (over Redis when set); this bounds the rest.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /** When set, `/metrics` answers only `Authorization: Bearer <token>`; unset, it is open. */
    METRICS_TOKEN: z.string().default(''),
    /** How long a shutdown waits for requests in flight before it closes their connections. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /**
     * How long a stopping process keeps answering, each answer closing its connection, before it
     * stops accepting: a proxy in front lets its kept-alive connections go meanwhile, so none is
     * cut under a request it is sending. Unset: 3 s behind a proxy (TRUST_PROXY), else none.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** STOMP heart-beat offered both ways (spec: 10 s); tests shorten it. */
    STOMP_HEARTBEAT_MS: z.coerce.number().int().min(100).max(120_000).default(STOMP_HEARTBEAT_MS),
    /** Subscriptions one realtime connection may hold. */
    STOMP_MAX_SUBSCRIPTIONS: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000)
      .default(REALTIME_MAX_SUBSCRIPTIONS),
    /** Longest STOMP frame accepted (spec: 16384 characters); a longer one gets ERROR. */
    STOMP_MAX_FRAME_CHARS: z.coerce
      .number()
      .int()
      .min(1_024)
      .max(1_048_576)
      .default(STOMP_MAX_FRAME_CHARS),
    ...limitSettings,
    /** The total size of one player's uploads; an upload past it answers 4291. */
    UPLOAD_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(MAX_UPLOAD_BYTES)
      .max(100 * 1024 ** 3)
      .default(100 * 1024 ** 2),
    WEB_DIST: z.string().default(here('../../web/dist')),
    GAMES_DIST: z.string().default(here('../../../games/dist')),
    MIGRATIONS_DIR: z.string().default(here('../drizzle')),
  })
  .transform((env) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      PUBLIC_URL: publicUrl,
      SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? (env.TRUST_PROXY > 0 ? DRAIN_BEHIND_PROXY_MS : 0),
      GAMES_ORIGIN: env.GAMES_ORIGIN ?? defaultGamesOrigin(publicUrl, env.GAMES_PORT),
      HOSTED_GAMES_DIR: env.HOSTED_GAMES_DIR ?? path.join(env.DATA_DIR, 'hosted-games'),
      ARTWORK_DIR: env.ARTWORK_DIR ?? path.join(env.DATA_DIR, 'artwork'),
    };
  });

export type Config = z.infer<typeof envSchema>;

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !env.OSIGN_SECRET) {
    throw new Error('Invalid configuration:\n  OSIGN_SECRET: required in production');
  }
  if (parsed.data.S3_PUBLIC_URL && !parsed.data.S3_BUCKET) {
    throw new Error(
      'Invalid configuration:\n  S3_PUBLIC_URL: needs S3_BUCKET, the bucket it is the address of',
    );
  }
  const gamesProblem = gamesOriginProblem(parsed.data);
  if (gamesProblem) throw new Error(`Invalid configuration:\n  ${gamesProblem}`);
  return parsed.data;
}

/** Configuration for tests and tools: defaults plus the given overrides, no environment read. */
export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
