import {
  endpoints,
  type Session,
  type TicketAddResponse,
  type TicketDetail,
  type TicketMessage,
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

/** The fields of a complete ticket, as the form sends them. */
export const ticketFields = (typeId: number, extra: Record<string, string> = {}) => ({
  server: 'EU-1',
  characterName: 'Brave Hero',
  typeId: String(typeId),
  problemDate: '2025-01-02',
  description: 'The game froze after level 3.',
  email: 'player@example.com',
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

export const ticketDetail = (t: TestApp, session: Session, ticketId: number | string) =>
  t.call<TicketDetail | null>({
    method: 'GET',
    url: endpoints.ticketDetail.path,
    query: { ticketId: String(ticketId) },
    cookies: tokensOf(session),
  });

export const moreQuery = (t: TestApp, session: Session, fields: Record<string, unknown>) =>
  t.call<TicketMessage | null>({
    method: 'POST',
    url: endpoints.ticketMore.path,
    payload: fields,
    cookies: tokensOf(session),
  });

export const rateTicket = (
  t: TestApp,
  session: Session,
  ticketId: number | string,
  rating: string,
  headers: Record<string, string> = {},
) =>
  t.call<{ ticketId: number; rating: number } | null>({
    method: 'GET',
    url: endpoints.ticketRate.path,
    query: { ticketId: String(ticketId), rating },
    cookies: tokensOf(session),
    headers: { ...SITE_FETCH_HEADERS, ...headers },
  });
