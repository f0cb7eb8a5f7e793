import {
  endpoints,
  type Session,
  type TicketAddResponse,
  type TicketDetail,
  type TicketConv,
  type TicketRateResponse,
  type TicketTypeListResponse,
} from '@portal/contracts';
import { createMessageEvents } from '../src/modules/messages/message-events.js';
import { createMessageService } from '../src/modules/messages/message-service.js';
import { createTicketSupport } from '../src/modules/tickets/ticket-support-service.js';
import { tokensOf } from './accounts.js';
import { SITE_FETCH_HEADERS } from './test-http.js';
import type { TestApp } from './test-app.js';

/** Support's side of a ticket, on the test app's database. */
export const supportFor = (t: TestApp) =>
  createTicketSupport({
    db: t.database.db,
    messages: createMessageService({ db: t.database.db, events: createMessageEvents(() => {}) }),
  });

export async function ticketTypeId(t: TestApp, session: Session, name = 'Bug report') {
  const res = await t.call<TicketTypeListResponse>({
    method: 'GET',
    url: endpoints.ticketTypes.path,
    cookies: tokensOf(session),
  });
  const type = res.body.data.ticketTypeList.find((item) => item.ticketTypeName === name);
  if (!type) throw new Error(`no ticket type ${name}`);
  return type.ticketTypeId;
}

/** 2025-01-02 as `occurTime`. */
export const OCCUR_TIME = String(Date.parse('2025-01-02T00:00:00Z'));

/** The fields of a complete ticket, in the names the publisher's client and our site send. */
export const ticketFields = (typeId: number, extra: Record<string, string> = {}) => ({
  serverName: 'EU-1',
  roleName: 'Brave Hero',
  ticketTypeId: String(typeId),
  occurTime: OCCUR_TIME,
  queryContent: 'The game froze after level 3.',
  email: 'player@example.com',
  attachments: '[]',
  ...extra,
});

export const addTicket = (t: TestApp, session: Session, fields: Record<string, unknown>) =>
  t.call<TicketAddResponse | null>({
    method: 'POST',
    url: endpoints.ticketAdd.path,
    payload: fields,
    cookies: tokensOf(session),
  });

/** Writes a complete ticket and returns its id and number. */
export async function writeTicket(
  t: TestApp,
  session: Session,
  extra: Record<string, string> = {},
): Promise<TicketAddResponse> {
  const res = await addTicket(t, session, ticketFields(await ticketTypeId(t, session), extra));
  if (res.body.code !== 200 || !res.body.data) {
    throw new Error(`ticket not added: ${res.body.code} ${res.body.msg}`);
  }
  return res.body.data;
}

export const ticketDetail = (
  t: TestApp,
  session: Session,
  queryId: number | string,
  paging: Record<string, string> = {},
) =>
  t.call<TicketDetail | null>({
    method: 'GET',
    url: endpoints.ticketDetail.path,
    query: { queryId: String(queryId), ...paging },
    cookies: tokensOf(session),
  });

export const moreQuery = (t: TestApp, session: Session, fields: Record<string, unknown>) =>
  t.call<TicketConv | null>({
    method: 'POST',
    url: endpoints.ticketMore.path,
    payload: fields,
    cookies: tokensOf(session),
  });

/** Rates one of support's lines (`replyContentId`) with `rate` stars. */
export const rateAnswer = (
  t: TestApp,
  session: Session,
  replyContentId: number | string,
  rate: string,
  headers: Record<string, string> = {},
) =>
  t.call<TicketRateResponse | null>({
    method: 'GET',
    url: endpoints.ticketRate.path,
    query: { replyContentId: String(replyContentId), rate },
    cookies: tokensOf(session),
    headers: { ...SITE_FETCH_HEADERS, ...headers },
  });
