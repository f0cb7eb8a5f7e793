import {
  adminEndpoints,
  AuditAction,
  Code,
  PushType,
  RedDotLocation,
  type AdminTicketDetail,
  type AdminTicketListResponse,
  type AdminTicketSummary,
  type AuditListResponse,
  type PushItem,
  type Session,
  type TicketConv,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guestLogin } from '../../../test/accounts.js';
import { adminLogin, createAdmin, type TestAdmin } from '../../../test/admins.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { moreQuery, ticketDetail, writeTicket } from '../../../test/tickets.js';

let t: TestApp;
let admin: TestAdmin;
let cookie: string;
let alice: Session;
let bob: Session;
const pushes: PushItem[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  cookie = await adminLogin(t, admin);
  alice = await guestLogin(t);
  bob = await guestLogin(t);
  t.app.bus.subscribe('push', (item) => pushes.push(item));
});

afterAll(() => t.close());

const get = <T>(path: string, query: Record<string, string> = {}) =>
  t.call<T>({ method: 'GET', url: path, query, headers: { cookie } });
const post = <T>(path: string, payload: Record<string, unknown>) =>
  t.call<T>({ method: 'POST', url: path, payload, headers: { cookie } });

describe('the support inbox', () => {
  it("lists every player's tickets, latest activity first, filtered by status and game", async () => {
    const first = await writeTicket(t, alice, { appId: '1001', queryContent: 'Lost my coins.' });
    const second = await writeTicket(t, bob, { appId: '1002' });
    const third = await writeTicket(t, alice);
    await post(adminEndpoints.ticketStatus.path, {
      ticketId: first.queryId,
      status: 'Processing',
    });

    const all = await get<AdminTicketListResponse>(adminEndpoints.ticketList.path);
    expect(all.body.code).toBe(200);
    expect(all.body.data.ticketList.map((row) => row.ticketId)).toEqual([
      first.queryId,
      third.queryId,
      second.queryId,
    ]);
    expect(all.body.data.ticketList[0]).toMatchObject({
      ticketNo: first.ticketNo,
      userId: alice.userId,
      nickname: 'Guest',
      appId: 1001,
      typeName: 'Bug report',
      description: 'Lost my coins.',
      status: 'Processing',
    });

    const pending = await get<AdminTicketListResponse>(adminEndpoints.ticketList.path, {
      status: 'Pending',
    });
    expect(pending.body.data.ticketList.map((row) => row.ticketId)).toEqual([
      third.queryId,
      second.queryId,
    ]);
    const snake = await get<AdminTicketListResponse>(adminEndpoints.ticketList.path, {
      appId: '1002',
    });
    expect(snake.body.data.ticketList.map((row) => row.ticketId)).toEqual([second.queryId]);
    const paged = await get<AdminTicketListResponse>(adminEndpoints.ticketList.path, {
      pageSize: '2',
    });
    expect(paged.body.data).toMatchObject({ total: 3, hasMore: true });
  });

  it('refuses a bad filter with a clear code', async () => {
    const res = await get(adminEndpoints.ticketList.path, { status: 'Lost' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(Code.MISSING_FIELD);
    expect((await get(adminEndpoints.ticketList.path, { appId: 'x' })).body.code).toBe(
      Code.INVALID_APP_ID,
    );
  });
});

describe('answering a ticket', () => {
  it('shows the conversation; a reply reaches the player with the customer-service dot', async () => {
    const ticket = await writeTicket(t, alice);
    await moreQuery(t, alice, { queryId: ticket.queryId, queryContent: 'Any news?' });

    const detail = await get<AdminTicketDetail>(adminEndpoints.ticketDetail.path, {
      ticketId: String(ticket.queryId),
    });
    expect(detail.body.data).toMatchObject({
      queryId: ticket.queryId,
      userId: alice.userId,
      queryStatusName: 'Pending',
    });
    expect(detail.body.data.queryConvDetail.at(-1)).toMatchObject({
      convType: 0,
      convKind: 'followup',
      convContent: 'Any news?',
    });

    const reply = await post<TicketConv>(adminEndpoints.ticketReply.path, {
      ticketId: ticket.queryId,
      body: '  We refunded your coins.  ',
    });
    expect(reply.body.data).toMatchObject({
      convType: 1,
      convKind: 'answer',
      convContent: 'We refunded your coins.',
    });

    const seen = await ticketDetail(t, alice, ticket.queryId);
    expect(seen.body.data).toMatchObject({ queryStatusName: 'Answered', canRate: true });
    expect(seen.body.data?.queryConvDetail.at(-1)).toMatchObject({
      convContent: 'We refunded your coins.',
    });
    await vi.waitFor(() =>
      expect(pushes).toContainEqual(
        expect.objectContaining({
          pushType: PushType.RED_DOT,
          redDotLocation: RedDotLocation.PERSONAL_SERVICE,
          userId: alice.userId,
        }),
      ),
    );

    const audit = await get<AuditListResponse>(adminEndpoints.audit.path, {
      action: AuditAction.TICKET_REPLY,
    });
    expect(audit.body.data.entries[0]).toMatchObject({
      adminId: admin.adminId,
      targetKind: 'ticket',
      targetId: String(ticket.queryId),
      details: { ticketNo: ticket.ticketNo, messageId: reply.body.data.convContentId },
    });
  });

  it('changes the status; a closed ticket takes no answer', async () => {
    const ticket = await writeTicket(t, bob);
    const closed = await post<AdminTicketSummary>(adminEndpoints.ticketStatus.path, {
      ticketId: ticket.queryId,
      status: 'Closed',
    });
    expect(closed.body.data).toMatchObject({ ticketId: ticket.queryId, status: 'Closed' });
    expect((await ticketDetail(t, bob, ticket.queryId)).body.data?.canReply).toBe(false);

    const reply = await post(adminEndpoints.ticketReply.path, {
      ticketId: ticket.queryId,
      body: 'Too late',
    });
    expect(reply.body.code).toBe(Code.TICKET_CLOSED);

    const audit = await get<AuditListResponse>(adminEndpoints.audit.path, {
      action: AuditAction.TICKET_STATUS,
    });
    expect(audit.body.data.entries[0]?.details).toEqual({
      ticketNo: ticket.ticketNo,
      from: 'Pending',
      to: 'Closed',
    });
  });

  it('refuses an empty answer, a bad status and a missing ticket', async () => {
    const ticket = await writeTicket(t, bob);
    const empty = await post(adminEndpoints.ticketReply.path, {
      ticketId: ticket.queryId,
      body: '   ',
    });
    expect(empty.body).toEqual({
      code: Code.MISSING_FIELD,
      msg: 'body: Reply cannot be empty.',
      data: null,
    });
    const status = await post(adminEndpoints.ticketStatus.path, {
      ticketId: ticket.queryId,
      status: 'Deleted',
    });
    expect(status.body.code).toBe(Code.MISSING_FIELD);
    for (const path of [adminEndpoints.ticketReply.path, adminEndpoints.ticketStatus.path]) {
      const missing = await post(path, { ticketId: 999999, body: 'x', status: 'Closed' });
      expect(missing.body.code).toBe(Code.RECORD_NOT_FOUND);
    }
    expect((await get(adminEndpoints.ticketDetail.path, { ticketId: '999999' })).body.code).toBe(
      Code.RECORD_NOT_FOUND,
    );
    expect((await ticketDetail(t, bob, ticket.queryId)).body.data?.queryStatusName).toBe('Pending');
  });
});
