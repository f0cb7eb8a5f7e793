import {
  adminEndpoints,
  Code,
  endpoints,
  giftListResponseSchema,
  GiftRequestType,
  messageListResponseSchema,
  PushType,
  RedDotLocation,
  ticketListResponseSchema,
  unreadCountResponseSchema,
  type Session,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, tokensOf } from '../../test/accounts.js';
import { signedInAdmin, type SignedInAdmin } from '../../test/admin-catalogue.js';
import { createGift } from '../../test/gifts.js';
import {
  createPlayer,
  fieldsOf,
  playedGamesOf,
  playGame,
  type Player,
} from '../../test/players.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testRedisUrl } from '../../test/test-redis.js';
import { moreQuery, writeTicket } from '../../test/tickets.js';
import { playedGames } from '../db/schema.js';
import { insertMessage } from '../modules/messages/message-repository.js';

const KEPT = { CATALOGUE_CACHE_MS: '600000' };
const SNAKE = 1002;
const MERGE = 1001;

/** A play written straight to the database, as no route of the server writes one. */
const playBehindTheServer = (t: TestApp, player: Player, appId: number) =>
  t.database.db.insert(playedGames).values({ userId: player.userId, appId, plays: 7 });

const callAs = <T>(t: TestApp, path: string, player: Player, query: Record<string, string> = {}) =>
  t.call<T>({ method: 'GET', url: path, query: { ...query, ...fieldsOf(player) } });

const messagesOf = async (t: TestApp, player: Player) => {
  const list = await callAs(t, endpoints.messageList.path, player);
  const unread = await callAs(t, endpoints.messageUnread.path, player);
  return {
    ...messageListResponseSchema.parse(list.body.data),
    unread: unreadCountResponseSchema.parse(unread.body.data).unreadCount,
  };
};

const myGiftsOf = async (t: TestApp, player: Player) =>
  giftListResponseSchema.parse(
    (
      await callAs(t, endpoints.giftList.path, player, {
        requestType: String(GiftRequestType.MINE),
      })
    ).body.data,
  ).giftList;

const sendMessage = async (ada: SignedInAdmin, title: string, userId?: number) => {
  const sent = await ada.call(adminEndpoints.messageSend, {
    audience: userId === undefined ? 'all' : 'user',
    ...(userId === undefined ? {} : { userId }),
    type: 'system',
    title,
    content: `<p>${title}</p>`,
  });
  expect(sent.body.code).toBe(Code.SUCCESS);
};

describe("a player's kept pages", () => {
  let t: TestApp;
  let ada: SignedInAdmin;
  beforeAll(async () => {
    t = await createTestApp({ config: KEPT });
    ada = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  it('answers a page read again from memory, until a route of the player changes it', async () => {
    const player = await createPlayer(t);
    await playGame(t, player, SNAKE);
    expect(await playedGamesOf(t, player)).toMatchObject([{ appId: SNAKE, plays: 1 }]);
    // Written where no route of this server sees it: the kept page does not show it yet.
    await playBehindTheServer(t, player, MERGE);
    expect(await playedGamesOf(t, player)).toHaveLength(1);
    // The player's next play drops their pages; the next read reads them all.
    await playGame(t, player, SNAKE);
    expect(await playedGamesOf(t, player)).toMatchObject([
      { appId: SNAKE, plays: 2 },
      { appId: MERGE, plays: 7 },
    ]);
  });

  it("drops only the player's own pages on their play, and every page on an admin's change", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    await playGame(t, other, SNAKE);
    expect(await playedGamesOf(t, other)).toHaveLength(1);
    await playBehindTheServer(t, other, MERGE);
    await playGame(t, player, SNAKE);
    expect(await playedGamesOf(t, other)).toHaveLength(1);
    // A route that does not say what it changes (here, a message to someone else) drops every
    // player's pages.
    await sendMessage(ada, 'Welcome back', player.userId);
    expect(await playedGamesOf(t, other)).toHaveLength(2);
  });

  it("shows an admin's message, an opening and a deletion at once, in the list and the count", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const before = await messagesOf(t, player);
    const otherBefore = await messagesOf(t, other);

    await sendMessage(ada, 'Just for you', player.userId);
    const sent = await messagesOf(t, player);
    expect(sent.total).toBe(before.total + 1);
    expect(sent.unread).toBe(before.unread + 1);
    expect(sent.unreadCount).toBe(before.unread + 1);
    expect(sent.notifList[0]).toMatchObject({ notifTitle: 'Just for you', read: false });

    await sendMessage(ada, 'For everyone');
    expect((await messagesOf(t, player)).notifList[0]?.notifTitle).toBe('For everyone');
    const otherAfter = await messagesOf(t, other);
    expect(otherAfter.notifList[0]?.notifTitle).toBe('For everyone');
    expect(otherAfter.unread).toBe(otherBefore.unread + 1);

    const [latest] = (await messagesOf(t, player)).notifList;
    const opened = await callAs(t, endpoints.messageDetail.path, player, {
      notifId: String(latest?.notifId),
    });
    expect(opened.body.code).toBe(Code.SUCCESS);
    const read = await messagesOf(t, player);
    expect(read.unread).toBe(before.unread + 1);
    expect(read.notifList[0]).toMatchObject({ notifTitle: 'For everyone', read: true });

    const deleted = await callAs(t, endpoints.messageDelete.path, player, {
      notifId: String(latest?.notifId),
    });
    expect(deleted.body.code).toBe(Code.SUCCESS);
    expect((await messagesOf(t, player)).notifList[0]?.notifTitle).toBe('Just for you');
    // Hiding a broadcast is the player's own: the other player still has it.
    expect((await messagesOf(t, other)).notifList[0]?.notifTitle).toBe('For everyone');
  });

  it("drops a push's player's pages before the push goes out, whoever sends it", async () => {
    const player = await createPlayer(t);
    const before = await messagesOf(t, player);
    // A message stored and pushed by work that is no request (a push is sent beside an answer,
    // not before it): a client told of the push reads its messages at once.
    await insertMessage(t.database.db, {
      userId: player.userId,
      type: 'system',
      sender: 'Support',
      title: 'Behind the scenes',
      content: '<p>Hello</p>',
    });
    let stop = () => {};
    const readOnPush = new Promise<number>((resolve) => {
      stop = t.app.bus.subscribe('push', (item) => {
        if (item.userId === player.userId) resolve(messagesOf(t, player).then((m) => m.unread));
      });
    });
    await t.app.pushes.publish({
      pushType: PushType.RED_DOT,
      redDotLocation: RedDotLocation.PERSONAL_MESSAGE,
      userId: player.userId,
    });
    expect(await readOnPush).toBe(before.unread + 1);
    stop();
  });

  it("shows in My Gifts the codes another player's claim took, and a gift's new title", async () => {
    const first = await createPlayer(t);
    const second = await createPlayer(t);
    const { giftId, giftKey } = await createGift(t, { appId: SNAKE, codes: 3 });
    const claim = (player: Player) =>
      t.call({
        method: 'POST',
        url: endpoints.giftClaim.path,
        payload: { giftKey, ...fieldsOf(player) },
      });
    expect((await myGiftsOf(t, first)).some((g) => g.giftKey === giftKey)).toBe(false);
    expect((await claim(first)).body.code).toBe(Code.SUCCESS);
    expect(await myGiftsOf(t, first)).toMatchObject([{ giftKey, remaining: 2, state: 'claimed' }]);
    expect((await claim(second)).body.code).toBe(Code.SUCCESS);
    expect(await myGiftsOf(t, second)).toMatchObject([{ giftKey, remaining: 1 }]);
    expect(await myGiftsOf(t, first)).toMatchObject([{ giftKey, remaining: 1 }]);

    const renamed = await ada.call(adminEndpoints.giftUpdate, {
      giftId,
      title: 'Snake pack',
      startsAt: Date.now() - 60_000,
    });
    expect(renamed.body.code).toBe(Code.SUCCESS);
    expect(await myGiftsOf(t, first)).toMatchObject([{ giftKey, title: 'Snake pack' }]);
  });

  it("shows a ticket written, support's answer and the player's follow-up at once", async () => {
    const session: Session = await guestLogin(t);
    const ticketsOf = async () =>
      ticketListResponseSchema.parse(
        (
          await t.call({
            method: 'GET',
            url: endpoints.ticketList.path,
            cookies: tokensOf(session),
          })
        ).body.data,
      ).queryList;
    expect(await ticketsOf()).toEqual([]);
    const { queryId } = await writeTicket(t, session);
    expect(await ticketsOf()).toMatchObject([{ queryId, queryStatusName: 'Pending' }]);

    const reply = await ada.call(adminEndpoints.ticketReply, {
      ticketId: queryId,
      body: 'Fixed in the next update.',
    });
    expect(reply.body.code).toBe(Code.SUCCESS);
    expect(await ticketsOf()).toMatchObject([
      { queryId, queryStatusName: 'Answered', viewStatus: 1 },
    ]);

    // The player's follow-up puts the ticket back in support's hands.
    const more = await moreQuery(t, session, { queryId, queryContent: 'It froze again.' });
    expect(more.body.code).toBe(Code.SUCCESS);
    expect(await ticketsOf()).toMatchObject([
      { queryId, queryStatusName: 'Pending', viewStatus: 0 },
    ]);
  });
});

describe.skipIf(!testRedisUrl())("a player's pages with several processes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: KEPT, counters: 'redis' });
  });
  afterAll(() => t.close());

  it('are read anew on every answer: another process may have written', async () => {
    const player = await createPlayer(t);
    await playGame(t, player, SNAKE);
    expect(await playedGamesOf(t, player)).toHaveLength(1);
    await playBehindTheServer(t, player, MERGE);
    expect(await playedGamesOf(t, player)).toHaveLength(2);
  });
});
