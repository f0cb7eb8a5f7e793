import {
  Code,
  endpoints,
  messageDetailSchema,
  messageListResponseSchema,
  PRODUCT_NAME,
  type MessageDetail,
  type MessageListResponse,
  type Session,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, signUpByEmail, tokensOf, uniqueEmail } from '../../../test/accounts.js';
import { SITE_FETCH_HEADERS } from '../../../test/test-http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createMessageEvents } from './message-events.js';
import { createMessageService, type MessageService } from './message-service.js';

let t: TestApp;
let sender: MessageService;
beforeAll(async () => {
  t = await createTestApp();
  sender = createMessageService({
    db: t.database.db,
    events: createMessageEvents((error) => {
      throw error;
    }),
  });
});
afterAll(() => t.close());

const SEEDED_BROADCASTS = 3;

const list = (session: Session, query: Record<string, string> = {}) =>
  t.call<MessageListResponse>({
    method: 'GET',
    url: endpoints.messageList.path,
    query: { ...query, ...tokensOf(session) },
  });

const unread = async (session: Session) => {
  const res = await t.call<{ unreadCount: number }>({
    method: 'GET',
    url: endpoints.messageUnread.path,
    query: { notifStatus: '1', ...tokensOf(session) },
  });
  expect(res.body.code).toBe(200);
  return res.body.data.unreadCount;
};

const open = (session: Session, notifId: number, headers: Record<string, string> = {}) =>
  t.call<MessageDetail | null>({
    method: 'GET',
    url: endpoints.messageDetail.path,
    query: { notifId: String(notifId) },
    cookies: tokensOf(session),
    headers: { ...SITE_FETCH_HEADERS, ...headers },
  });

const remove = (session: Session, notifId: number, headers: Record<string, string> = {}) =>
  t.call<Record<string, never> | null>({
    method: 'GET',
    url: endpoints.messageDelete.path,
    query: { notifId: String(notifId) },
    cookies: tokensOf(session),
    headers: { ...SITE_FETCH_HEADERS, ...headers },
  });

const personal = (userId: number, title = 'A note for you') =>
  sender.sendMessage({
    userId,
    type: 'event',
    sender: 'Events Team',
    title,
    content: '<p>Hello <strong>there</strong> &amp; welcome.</p><p>Second paragraph.</p>',
  });

describe('a new account', () => {
  it('gets a personal "Welcome to Playhaven" system message, once', async () => {
    const first = await guestLogin(t, 'welcome-device-0001');
    // The same device signing in again is the same account, not a new one.
    const again = await guestLogin(t, 'welcome-device-0001');
    expect(again.userId).toBe(first.userId);
    const res = await list(again);
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBe(SEEDED_BROADCASTS + 1);
    const welcome = res.body.data.notifList.filter(
      (m) => m.notifTitle === `Welcome to ${PRODUCT_NAME}`,
    );
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({
      type: 'system',
      sender: `${PRODUCT_NAME} Team`,
      read: false,
    });
  });

  it('gets it after an e-mail sign-up too', async () => {
    const session = await signUpByEmail(t, uniqueEmail('welcome'), 'secret-pass');
    const messages = await list(session);
    expect(messages.body.data.notifList.map((m) => m.notifTitle)).toContain(
      `Welcome to ${PRODUCT_NAME}`,
    );
  });
});

describe('GET /api/user/notif/list', () => {
  it('lists own messages and broadcasts, newest first, with plain-text summaries', async () => {
    const player = await guestLogin(t);
    const note = await personal(player.userId);
    const res = await list(player);
    expect(res.body.code).toBe(200);
    const data = messageListResponseSchema.parse(res.body.data);
    expect(data.total).toBe(SEEDED_BROADCASTS + 2);
    expect(data.unreadCount).toBe(SEEDED_BROADCASTS + 2);
    expect(data.notifList[0]).toEqual({
      notifId: note.notifId,
      type: 'event',
      notifTitle: 'A note for you',
      sendTime: note.sendTime,
      notifType: 5,
      sender: 'Events Team',
      summary: 'Hello there & welcome. Second paragraph.',
      read: false,
    });
    const dates = data.notifList.map((m) => m.sendTime);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const types = new Set(data.notifList.map((m) => m.type));
    expect(types).toEqual(new Set(['event', 'system', 'announcement', 'guide']));
  });

  it('pages, and with notifStatus 1 lists unread messages only', async () => {
    const player = await guestLogin(t);
    const first = await list(player, { page: '1', pageSize: '2' });
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 2, total: 4, hasMore: true });
    expect(first.body.data.notifList).toHaveLength(2);
    const second = await list(player, { page: '2', pageSize: '2' });
    expect(second.body.data.hasMore).toBe(false);
    const ids = [...first.body.data.notifList, ...second.body.data.notifList].map((m) => m.notifId);
    expect(new Set(ids).size).toBe(4);

    // Nothing read yet: the first page of the read ones is empty, and every message is unread.
    expect((await list(player, { notifStatus: '0' })).body.data).toMatchObject({
      notifList: [],
      total: 0,
      hasMore: false,
      unreadCount: 4,
    });
    const opened = ids[0] ?? 0;
    await open(player, opened);
    const unreadOnly = await list(player, { notifStatus: '1' });
    expect(unreadOnly.body.data.total).toBe(3);
    expect(unreadOnly.body.data.notifList.map((m) => m.notifId)).not.toContain(opened);
    expect(unreadOnly.body.data.unreadCount).toBe(3);
    const readOnly = await list(player, { notifStatus: '0' });
    expect(readOnly.body.data.total).toBe(1);
    expect(readOnly.body.data.notifList.map((m) => [m.notifId, m.read])).toEqual([[opened, true]]);
    // Whatever the page shows, the counts are the player's.
    expect(readOnly.body.data.unreadCount).toBe(3);
    for (const notifStatus of ['0', '1', '']) {
      const past = await list(player, { notifStatus, page: '9', pageSize: '2' });
      expect(past.body.data, `notifStatus ${notifStatus}`).toMatchObject({
        notifList: [],
        total: { '0': 1, '1': 3, '': 4 }[notifStatus],
        hasMore: false,
        unreadCount: 3,
      });
    }
    for (const everything of [{}, { notifStatus: '' }] as Record<string, string>[]) {
      const all = await list(player, everything);
      expect(all.body.data.total).toBe(4);
      expect(all.body.data.notifList.find((m) => m.notifId === opened)?.read).toBe(true);
    }
    const wrong = await list(player, { notifStatus: '2' });
    expect(wrong.body.code).not.toBe(200);
  });

  it("answers in the publisher's names: notifTitle, sendTime, notifType, notifContent", async () => {
    const player = await guestLogin(t);
    const sent = await personal(player.userId, 'Named the old way');
    const listed = await list(player, { notifStatus: '1', page: '1', pageSize: '10' });
    const item = listed.body.data.notifList.find((m) => m.notifId === sent.notifId);
    expect(item).toMatchObject({
      notifTitle: 'Named the old way',
      sendTime: sent.sendTime,
      notifType: 5,
      type: 'event',
      sender: 'Events Team',
      read: false,
    });
    const detail = await open(player, sent.notifId);
    expect(detail.body.data).toMatchObject({
      notifId: sent.notifId,
      notifTitle: 'Named the old way',
      notifType: 5,
      sendTime: sent.sendTime,
    });
    expect(detail.body.data?.notifContent).toContain('<strong>there</strong>');
  });

  it('cuts a long summary to 120 characters', async () => {
    const player = await guestLogin(t);
    await sender.sendMessage({
      userId: player.userId,
      type: 'guide',
      sender: 'Guide',
      title: 'Long',
      content: `<p>${'word '.repeat(100)}</p>`,
    });
    const res = await list(player, { pageSize: '1' });
    const summary = res.body.data.notifList[0]?.summary ?? '';
    expect(summary.length).toBe(120);
    expect(summary.endsWith('…')).toBe(true);
  });

  it('gives each message the summary of its own content, listed again and again', async () => {
    const player = await guestLogin(t);
    const contents = ['<p>Same <b>words</b></p>', '<p>Other words</p>', '<p>Same <b>words</b></p>'];
    for (const content of contents) {
      await sender.sendMessage({
        userId: player.userId,
        type: 'guide',
        sender: 'Guide',
        title: 'Repeated',
        content,
      });
    }
    for (let turn = 0; turn < 2; turn += 1) {
      const res = await list(player, { pageSize: '3' });
      expect(res.body.data.notifList.map((m) => m.summary)).toEqual([
        'Same words',
        'Other words',
        'Same words',
      ]);
    }
  });

  it('needs a signed-in player', async () => {
    const res = await t.call({ method: 'GET', url: endpoints.messageList.path });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('GET /api/user/notif/unread', () => {
  it('counts unread messages; opening and deleting bring the count down', async () => {
    const player = await guestLogin(t);
    const a = await personal(player.userId, 'a');
    const b = await personal(player.userId, 'b');
    expect(await unread(player)).toBe(SEEDED_BROADCASTS + 3);
    await open(player, a.notifId);
    expect(await unread(player)).toBe(SEEDED_BROADCASTS + 2);
    // Opening again changes nothing.
    await open(player, a.notifId);
    expect(await unread(player)).toBe(SEEDED_BROADCASTS + 2);
    await remove(player, b.notifId);
    expect(await unread(player)).toBe(SEEDED_BROADCASTS + 1);
    // Deleting a message already read leaves the unread count alone.
    await remove(player, a.notifId);
    expect(await unread(player)).toBe(SEEDED_BROADCASTS + 1);
  });

  it('answers without notifStatus too', async () => {
    const player = await guestLogin(t);
    const res = await t.call<{ unreadCount: number }>({
      method: 'GET',
      url: endpoints.messageUnread.path,
      cookies: tokensOf(player),
    });
    expect(res.body).toEqual({
      code: 200,
      msg: 'success',
      data: { unreadCount: SEEDED_BROADCASTS + 1 },
    });
  });
});

describe('GET /api/user/notif/detail', () => {
  it('answers the full message with sanitised HTML and marks it read', async () => {
    const player = await guestLogin(t);
    const sent = await sender.sendMessage({
      userId: player.userId,
      type: 'warning',
      sender: 'Security',
      title: 'Check this',
      content:
        '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and ' +
        '<a href="https://playhaven.example/help">that</a>.</p><script>alert(1)</script>' +
        '<img src=x onerror=alert(1)>',
    });
    const res = await open(player, sent.notifId);
    expect(res.body.code).toBe(200);
    const detail = messageDetailSchema.parse(res.body.data);
    expect(detail).toMatchObject({
      notifId: sent.notifId,
      type: 'warning',
      sender: 'Security',
      notifTitle: 'Check this',
      sendTime: sent.sendTime,
      read: true,
    });
    expect(detail.notifContent).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(detail.notifContent).toContain('href="https://playhaven.example/help"');
    const listed = await list(player);
    expect(listed.body.data.notifList.find((m) => m.notifId === sent.notifId)?.read).toBe(true);
  });

  it('answers 4044 for an id that does not exist', async () => {
    const player = await guestLogin(t);
    const res = await open(player, 2_000_000_000);
    expect(res.body).toEqual({
      code: Code.RECORD_NOT_FOUND,
      msg: "Sorry,this page doesn't exist.",
      data: null,
    });
  });

  it('refuses a request from another site, as it changes state', async () => {
    const player = await guestLogin(t);
    const note = await personal(player.userId);
    const res = await open(player, note.notifId, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(Code.FORBIDDEN);
    expect(await unread(player)).toBe(SEEDED_BROADCASTS + 2);
  });
});

describe('GET /api/user/notif/delete', () => {
  it('deletes a personal message; a second delete answers 4044', async () => {
    const player = await guestLogin(t);
    const note = await personal(player.userId);
    const res = await remove(player, note.notifId);
    expect(res.body).toEqual({ code: 200, msg: 'success', data: {} });
    const listed = await list(player);
    expect(listed.body.data.notifList.map((m) => m.notifId)).not.toContain(note.notifId);
    expect((await open(player, note.notifId)).body.code).toBe(Code.RECORD_NOT_FOUND);
    expect((await remove(player, note.notifId)).body.code).toBe(Code.RECORD_NOT_FOUND);
  });

  it('refuses a request from another site', async () => {
    const player = await guestLogin(t);
    const note = await personal(player.userId);
    const res = await remove(player, note.notifId, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await open(player, note.notifId)).body.code).toBe(200);
  });
});

describe('broadcasts', () => {
  it('are read and deleted per player: the others keep them unread', async () => {
    const alice = await guestLogin(t);
    const bob = await guestLogin(t);
    const broadcast = await sender.sendMessage({
      userId: null,
      type: 'announcement',
      sender: 'Playhaven Team',
      title: 'Maintenance tonight',
      content: '<p>Back at 02:00.</p>',
    });
    const aliceBefore = await unread(alice);
    const bobBefore = await unread(bob);

    expect((await open(alice, broadcast.notifId)).body.code).toBe(200);
    expect(await unread(alice)).toBe(aliceBefore - 1);
    expect(await unread(bob)).toBe(bobBefore);
    const bobList = await list(bob);
    expect(bobList.body.data.notifList.find((m) => m.notifId === broadcast.notifId)?.read).toBe(
      false,
    );

    expect((await remove(bob, broadcast.notifId)).body.code).toBe(200);
    expect(await unread(bob)).toBe(bobBefore - 1);
    expect((await open(bob, broadcast.notifId)).body.code).toBe(Code.RECORD_NOT_FOUND);
    const aliceList = await list(alice);
    expect(aliceList.body.data.notifList.map((m) => m.notifId)).toContain(broadcast.notifId);
    expect((await open(alice, broadcast.notifId)).body.code).toBe(200);

    const carol = await guestLogin(t);
    const carolList = await list(carol);
    expect(carolList.body.data.notifList.find((m) => m.notifId === broadcast.notifId)?.read).toBe(
      false,
    );
  });
});
