import {
  ADMIN_COOKIE,
  adminEndpoints,
  endpoints,
  GiftRequestType,
  giftClaimResponseSchema,
  giftListResponseSchema,
  ticketAddResponseSchema,
} from '@portal/contracts';
import { sessionFields, md5, type FaultPlayer, type FaultWorld } from './fault-world.js';
import { acknowledged, describeOutcome, type HttpClient, type Outcome } from './http-client.js';

/** The calls the suite makes, as the site and the admin console make them. */

export const claimGift = (http: HttpClient, player: FaultPlayer, giftKey: string) =>
  http.call(endpoints.giftClaim.path, {
    json: { giftKey, from: 'faults', ...sessionFields(player) },
  });

export const readClaim = (outcome: Outcome) => acknowledged(outcome, giftClaimResponseSchema);

/** A ticket whose description names the player, so the stored row can be matched to its request. */
export const ticketDescription = (player: FaultPlayer, round: string) =>
  `Ticket of player ${player.userId}, written during ${round}.`;

export const writeTicket = (
  http: HttpClient,
  player: FaultPlayer,
  typeId: number,
  description: string,
) =>
  http.call(endpoints.ticketAdd.path, {
    json: {
      serverName: 'EU-1',
      roleName: 'Brave Hero',
      ticketTypeId: String(typeId),
      occurTime: String(Date.parse('2025-01-02T00:00:00Z')),
      queryContent: description,
      ...sessionFields(player),
    },
  });

export const readTicket = (outcome: Outcome) => acknowledged(outcome, ticketAddResponseSchema);

export const ticketDetail = (http: HttpClient, player: FaultPlayer, ticketId: number) =>
  http.call(endpoints.ticketDetail.path, {
    query: { queryId: String(ticketId), ...sessionFields(player) },
  });

/** The player's own codes (My Gifts). */
export async function myCodes(http: HttpClient, player: FaultPlayer): Promise<string[]> {
  const outcome = await http.call(endpoints.giftList.path, {
    query: { requestType: String(GiftRequestType.MINE), ...sessionFields(player) },
  });
  const list = acknowledged(outcome, giftListResponseSchema);
  if (!list) throw new Error(`My Gifts of ${player.userId}: ${describeOutcome(outcome)}`);
  return list.giftList.flatMap((gift) => (gift.code === undefined ? [] : [gift.code]));
}

/** A read that needs the database and a session: the player's My Gifts page. */
export const myGiftsPage = (http: HttpClient, player: FaultPlayer) =>
  http.call(endpoints.giftList.path, {
    query: { requestType: String(GiftRequestType.MINE), ...sessionFields(player) },
  });

/** Signs the admin in; answers the Cookie header value admin calls send. */
export async function adminLogin(http: HttpClient, admin: FaultWorld['admin']): Promise<string> {
  const outcome = await http.call(adminEndpoints.login.path, {
    json: { email: admin.email, password: md5(admin.password) },
  });
  const setCookie = outcome.kind === 'answered' ? outcome.headers['set-cookie'] : undefined;
  const line = setCookie?.find((cookie) => cookie.startsWith(`${ADMIN_COOKIE}=`));
  if (outcome.kind !== 'answered' || outcome.envelope?.code !== 200 || !line) {
    throw new Error(`admin login: ${describeOutcome(outcome)}`);
  }
  return line.slice(0, line.indexOf(';'));
}

/** A personal message from the admin console, which lights the player's dot with a push. */
export const sendMessage = (http: HttpClient, cookie: string, userId: number, title: string) =>
  http.call(adminEndpoints.messageSend.path, {
    json: {
      audience: 'user',
      userId,
      type: 'system',
      title,
      content: `<p>${title}</p>`,
    },
    headers: { cookie },
  });
