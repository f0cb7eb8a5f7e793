import { endpoints, type MessageListResponse, type Session } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, tokensOf } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SITE_FETCH_HEADERS } from '../../../test/test-http.js';
import { createMessageEvents } from './message-events.js';
import { createMessageService } from './message-service.js';

let t: TestApp;
let alice: Session;
let mallory: Session;
let aliceNotifId: number;
let missingId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  alice = await guestLogin(t);
  mallory = await guestLogin(t);
  const messages = createMessageService({
    db: t.database.db,
    events: createMessageEvents(() => undefined),
  });
  const sent = await messages.sendMessage({
    userId: alice.userId,
    type: 'system',
    sender: 'Team',
    title: "Alice's reset link",
    content: '<p>Private</p>',
  });
  aliceNotifId = sent.notifId;
  missingId = sent.notifId + 1000;
});
afterAll(() => t.close());

const call = (path: string, session: Session, notifId: number) =>
  t.call({
    method: 'GET',
    url: path,
    query: { notifId: String(notifId) },
    cookies: tokensOf(session),
    headers: SITE_FETCH_HEADERS,
  });

const listOf = async (session: Session) =>
  (
    await t.call<MessageListResponse>({
      method: 'GET',
      url: endpoints.messageList.path,
      cookies: tokensOf(session),
    })
  ).body.data;

describe("another player's message", () => {
  it('cannot be opened: the answer is the one for a missing id, and it stays unread', async () => {
    const theirs = await call(endpoints.messageDetail.path, mallory, aliceNotifId);
    const missing = await call(endpoints.messageDetail.path, mallory, missingId);
    expect(missing.body).toEqual({
      code: 4044,
      msg: "Sorry,this page doesn't exist.",
      data: null,
    });
    expect(theirs.status).toBe(missing.status);
    expect(theirs.body).toEqual(missing.body);
    const aliceList = await listOf(alice);
    expect(aliceList.notifList.find((m) => m.notifId === aliceNotifId)?.read).toBe(false);
  });

  it('cannot be deleted: the answer is the one for a missing id, and it stays', async () => {
    const theirs = await call(endpoints.messageDelete.path, mallory, aliceNotifId);
    const missing = await call(endpoints.messageDelete.path, mallory, missingId);
    expect(missing.body.code).toBe(4044);
    expect(theirs.status).toBe(missing.status);
    expect(theirs.body).toEqual(missing.body);
    expect((await listOf(alice)).notifList.map((m) => m.notifId)).toContain(aliceNotifId);
  });

  it('is not listed or counted for anyone else', async () => {
    const list = await listOf(mallory);
    expect(list.notifList.map((m) => m.notifId)).not.toContain(aliceNotifId);
    expect(list.notifList.map((m) => m.notifTitle)).not.toContain("Alice's reset link");
    const unread = await t.call<{ unreadCount: number }>({
      method: 'GET',
      url: endpoints.messageUnread.path,
      query: { notifStatus: '1' },
      cookies: tokensOf(mallory),
    });
    expect(unread.body.data.unreadCount).toBe(list.unreadCount);
    expect(list.total).toBe(1);
  });
});
