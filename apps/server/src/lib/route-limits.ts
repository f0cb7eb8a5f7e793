import {
  AccountType,
  adminEndpoints,
  endpoints,
  namesSession,
  normaliseMobile,
  waitText,
  type ApiRoute,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Whom a limit counts: the client's address, the signed-in player of the request, or the
 * account a password login names (known before anyone is signed in).
 */
export type LimitSubject = 'address' | 'player' | 'named account';

export interface Limit {
  subject: LimitSubject;
  windowMs: number;
  /** The setting that holds how many requests a window allows. */
  setting: keyof Pick<
    Config,
    | 'LIMIT_GUEST_SIGN_INS_PER_ADDRESS'
    | 'LIMIT_LOGINS_PER_ADDRESS'
    | 'LIMIT_LOGINS_PER_ACCOUNT'
    | 'LIMIT_CODE_SENDS_PER_ADDRESS'
    | 'LIMIT_UPLOADS_PER_ADDRESS'
    | 'LIMIT_UPLOADS_PER_ACCOUNT'
    | 'LIMIT_TICKETS_PER_ADDRESS'
    | 'LIMIT_TICKETS_PER_ACCOUNT'
    | 'LIMIT_REPLIES_PER_ADDRESS'
    | 'LIMIT_REPLIES_PER_ACCOUNT'
  >;
  /** What was done too often, as the refusal tells the player. */
  what: string;
}

/**
 * Every limit. Windows of an hour for what makes rows or files (accounts, uploads, tickets), so a
 * script gets little more a day than a burst; ten minutes for sign-ins, so a player locked out
 * by someone else's guessing waits minutes, not an hour.
 */
export const LIMITS = {
  guestSignIns: {
    subject: 'address',
    windowMs: HOUR_MS,
    setting: 'LIMIT_GUEST_SIGN_INS_PER_ADDRESS',
    what: 'guest and social sign-ins from your network',
  },
  loginsByAddress: {
    subject: 'address',
    windowMs: 10 * MINUTE_MS,
    setting: 'LIMIT_LOGINS_PER_ADDRESS',
    what: 'sign-in attempts from your network',
  },
  loginsByAccount: {
    subject: 'named account',
    windowMs: 10 * MINUTE_MS,
    setting: 'LIMIT_LOGINS_PER_ACCOUNT',
    what: 'sign-in attempts for this account',
  },
  adminLoginsByAddress: {
    subject: 'address',
    windowMs: 10 * MINUTE_MS,
    setting: 'LIMIT_LOGINS_PER_ADDRESS',
    what: 'sign-in attempts from your network',
  },
  adminLoginsByAccount: {
    subject: 'named account',
    windowMs: 10 * MINUTE_MS,
    setting: 'LIMIT_LOGINS_PER_ACCOUNT',
    what: 'sign-in attempts for this account',
  },
  /**
   * A QR link's look and its sign-in: a guessed token never opens anything (256 random bits), and
   * this keeps the guessing, and the session-making, as slow as password sign-ins.
   */
  qrLinksByAddress: {
    subject: 'address',
    windowMs: 10 * MINUTE_MS,
    setting: 'LIMIT_LOGINS_PER_ADDRESS',
    what: 'QR code sign-ins from your network',
  },
  codeSends: {
    subject: 'address',
    windowMs: HOUR_MS,
    setting: 'LIMIT_CODE_SENDS_PER_ADDRESS',
    what: 'verification code requests from your network',
  },
  uploadsByAddress: {
    subject: 'address',
    windowMs: HOUR_MS,
    setting: 'LIMIT_UPLOADS_PER_ADDRESS',
    what: 'uploads from your network',
  },
  uploadsByPlayer: {
    subject: 'player',
    windowMs: HOUR_MS,
    setting: 'LIMIT_UPLOADS_PER_ACCOUNT',
    what: 'uploads',
  },
  ticketsByAddress: {
    subject: 'address',
    windowMs: HOUR_MS,
    setting: 'LIMIT_TICKETS_PER_ADDRESS',
    what: 'new tickets from your network',
  },
  ticketsByPlayer: {
    subject: 'player',
    windowMs: HOUR_MS,
    setting: 'LIMIT_TICKETS_PER_ACCOUNT',
    what: 'new tickets',
  },
  repliesByAddress: {
    subject: 'address',
    windowMs: HOUR_MS,
    setting: 'LIMIT_REPLIES_PER_ADDRESS',
    what: 'ticket replies from your network',
  },
  repliesByPlayer: {
    subject: 'player',
    windowMs: HOUR_MS,
    setting: 'LIMIT_REPLIES_PER_ACCOUNT',
    what: 'ticket replies',
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * The one place that says which routes are limited, and by what. A request counts against each
 * of its route's limits, refused or not, so a script gains nothing by sending bad requests.
 */
export const ROUTE_LIMITS: ReadonlyMap<string, readonly LimitName[]> = new Map([
  [routeKey(endpoints.socialLogin), ['guestSignIns']],
  [routeKey(endpoints.h5Login), ['guestSignIns']],
  [routeKey(endpoints.accountLogin), ['loginsByAddress', 'loginsByAccount']],
  [routeKey(adminEndpoints.login), ['adminLoginsByAddress', 'adminLoginsByAccount']],
  [routeKey(endpoints.sendCode), ['codeSends']],
  [routeKey(endpoints.qrPeek), ['qrLinksByAddress']],
  [routeKey(endpoints.qrSignIn), ['qrLinksByAddress']],
  [routeKey(endpoints.upload), ['uploadsByAddress', 'uploadsByPlayer']],
  [routeKey(endpoints.ticketAdd), ['ticketsByAddress', 'ticketsByPlayer']],
  [routeKey(endpoints.ticketMore), ['repliesByAddress', 'repliesByPlayer']],
  // Their GET forms (the publisher's client sends these two as GET) count the same.
  [routeKey({ ...endpoints.ticketAdd, method: 'GET' }), ['ticketsByAddress', 'ticketsByPlayer']],
  [routeKey({ ...endpoints.ticketMore, method: 'GET' }), ['repliesByAddress', 'repliesByPlayer']],
]);

/**
 * Routes whose limits count only some of their requests: the publisher's login call is a sign-in
 * (counted as one) unless it names a session, when it is a relogin (never limited, as its own
 * route is not).
 */
const ROUTE_LIMIT_APPLIES: ReadonlyMap<string, (request: FastifyRequest) => boolean> = new Map([
  [
    routeKey(endpoints.h5Login),
    (request: FastifyRequest) => !namesSession(isRecord(request.query) ? request.query : {}),
  ],
]);

/** A HEAD request runs its GET route's handler, so it counts as that GET. */
export const limitsOfRoute = (method: string, url: string): readonly LimitName[] =>
  ROUTE_LIMITS.get(`${method === 'HEAD' ? 'GET' : method} ${url}`) ?? [];

/** Which requests of a route its limits count (see `ROUTE_LIMIT_APPLIES`); all when unsaid. */
export const limitAppliesOf = (
  method: string,
  url: string,
): ((request: FastifyRequest) => boolean) | undefined =>
  ROUTE_LIMIT_APPLIES.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The account a login names, in the form accounts are stored under, so that `Player@x.com` and
 * `player@x.com`, or a number with a leading zero, count as one account. Undefined when the
 * request names none (it is then refused by its schema).
 */
export function namedAccountOf(request: FastifyRequest): string | undefined {
  const body = isRecord(request.body) ? request.body : {};
  if (typeof body.email === 'string') return body.email.trim().toLowerCase();
  if (typeof body.userName !== 'string') return undefined;
  const name = body.userName.trim();
  return Number(body.loginType) === AccountType.MOBILE ? normaliseMobile(name) : name.toLowerCase();
}

/** The refusal's text: what was done too often, and when to try again. */
export const limitMessage = (limit: Limit, retryAfterSeconds: number): string =>
  `Too many ${limit.what}. Please try again in ${waitText(retryAfterSeconds)}.`;
