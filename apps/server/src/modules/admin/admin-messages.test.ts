import {
  adminEndpoints,
  AuditAction,
  endpoints,
  PushType,
  RedDotLocation,
  PushTargetType,
  type AdminMessage,
  type AdminMessageListResponse,
  type AuditListResponse,
  type MessageListResponse,
  type PushItem,
} from '@portal/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminLogin, createAdmin, type TestAdmin } from '../../../test/admins.js';
import { createPlayer, fieldsOf, type Player } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { messages } from '../../db/schema.js';

let t: TestApp;
let admin: TestAdmin;
let cookie: string;
const pushes: PushItem[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await createAdmin(t);
  cookie = await adminLogin(t, admin);
  t.app.bus.subscribe('push', (item) => pushes.push(item));
});

afterAll(() => t.close());

const send = (payload: Record<string, unknown>) =>
  t.call<AdminMessage>({
    method: 'POST',
    url: adminEndpoints.messageSend.path,
    payload,
    headers: { cookie },
  });

const inbox = async (player: Player) =>
  (
    await t.call<MessageListResponse>({
      method: 'GET',
      url: endpoints.messageList.path,
      query: fieldsOf(player),
    })
  ).body.data;

const messageCount = async () =>
  (await t.database.db.select({ n: count() }).from(messages))[0]?.n ?? 0;

describe('POST /api/admin/messages/send', () => {
  it("sends one player a message, sanitised, and lights that player's message dot", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const res = await send({
      audience: 'user',
      userId: player.userId,
      type: 'warning',
      title: '  Account   notice ',
      content: '<p onclick="steal()">Please <strong>read</strong></p><script>alert(1)</script>',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      audience: 'user',
      userId: player.userId,
      type: 'warning',
      sender: 'Playhaven Team',
      title: 'Account notice',
      content: '<p>Please <strong>read</strong></p>',
    });

    const list = await inbox(player);
    expect(list.notifList[0]).toMatchObject({
      notifId: res.body.data.notifId,
      type: 'warning',
      notifTitle: 'Account notice',
      read: false,
    });
    expect((await inbox(other)).notifList.map((m) => m.notifId)).not.toContain(
      res.body.data.notifId,
    );

    await vi.waitFor(() =>
      expect(pushes).toContainEqual(
        expect.objectContaining({
          pushType: PushType.RED_DOT,
          pushTargetType: PushTargetType.ONE_TO_ONE,
          redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
          userId: player.userId,
          title: 'Account notice',
        }),
      ),
    );

    const audit = await t.call<AuditListResponse>({
      method: 'GET',
      url: adminEndpoints.audit.path,
      query: { action: AuditAction.MESSAGE_SEND },
      headers: { cookie },
    });
    expect(audit.body.data.entries[0]).toMatchObject({
      adminId: admin.adminId,
      targetKind: 'message',
      targetId: String(res.body.data.notifId),
      details: { userId: player.userId, type: 'warning', title: 'Account notice' },
    });
  });

  it('broadcasts to every player, now and later, with a common push at the message dot', async () => {
    const before = await createPlayer(t);
    const res = await send({
      audience: 'all',
      type: 'announcement',
      title: 'Maintenance on Sunday',
      content: '<p>The portal rests for an hour.</p>',
      sender: 'Operations',
    });
    expect(res.body.data).toMatchObject({ audience: 'all', userId: null, sender: 'Operations' });
    const after = await createPlayer(t);
    for (const player of [before, after]) {
      expect((await inbox(player)).notifList.map((m) => m.notifId)).toContain(
        res.body.data.notifId,
      );
    }

    await vi.waitFor(() =>
      expect(pushes).toContainEqual(
        expect.objectContaining({
          pushType: PushType.RED_DOT,
          pushTargetType: PushTargetType.COMMON,
          redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
          title: 'Maintenance on Sunday',
        }),
      ),
    );
    const push = pushes.find((p) => p.title === 'Maintenance on Sunday');
    expect(push?.userId).toBeUndefined();
    // A player connecting later is told of it by the red-dot state the bind answers.
    const states = await t.app.pushes.redDotStates(after.userId);
    expect(states.find((s) => s.redDotLocation === RedDotLocation.PERSONAL_MESSAGE)).toMatchObject({
      pushId: push?.pushId,
      unRead: true,
    });
  });

  it('refuses bad input with a clear code and stores nothing', async () => {
    const stored = await messageCount();
    const player = await createPlayer(t);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ audience: 'user', type: 'system', title: 'x', content: 'x' }, 4011, /^userId: /],
      [
        { audience: 'all', userId: player.userId, type: 'system', title: 'x', content: 'x' },
        4011,
        /^userId: /,
      ],
      [{ audience: 'all', type: 'promo', title: 'x', content: 'x' }, 4011, /^type: /],
      [{ audience: 'all', type: 'system', title: ' ', content: 'x' }, 4011, /^title: /],
      [{ audience: 'all', type: 'system', title: 'x'.repeat(101), content: 'x' }, 4011, /^title: /],
      [
        { audience: 'all', type: 'system', title: 'x', content: '<script>x</script>' },
        4011,
        /^content: /,
      ],
      [
        { audience: 'user', userId: 999999, type: 'system', title: 'x', content: 'x' },
        4044,
        /player/,
      ],
    ];
    for (const [payload, code, msg] of cases) {
      const res = await send(payload);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.msg, JSON.stringify(payload)).toMatch(msg);
    }
    expect(await messageCount()).toBe(stored);
  });
});

describe('GET /api/admin/messages/list', () => {
  it('lists sent messages newest first, by audience and player', async () => {
    const player = await createPlayer(t);
    await send({
      audience: 'user',
      userId: player.userId,
      type: 'guide',
      title: 'One',
      content: 'a',
    });
    await send({ audience: 'all', type: 'event', title: 'Two', content: 'b' });
    const list = (query: Record<string, string>) =>
      t.call<AdminMessageListResponse>({
        method: 'GET',
        url: adminEndpoints.messageList.path,
        query,
        headers: { cookie },
      });
    const all = await list({ pageSize: '2' });
    expect(all.body.data.messageList.map((m) => m.title)).toEqual(['Two', 'One']);
    expect(all.body.data.hasMore).toBe(true);
    const broadcasts = await list({ audience: 'all' });
    expect(broadcasts.body.data.messageList.every((m) => m.userId === null)).toBe(true);
    const theirs = await list({ userId: String(player.userId) });
    expect(theirs.body.data.messageList.map((m) => m.title)).toEqual(['One']);
  });
});
