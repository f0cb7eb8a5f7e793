import {
  Code,
  endpoints,
  formatDate,
  MAX_ATTACHMENTS,
  PRODUCT_NAME,
  ticketDetailSchema,
  ticketListResponseSchema,
  ValidationText,
  type MessageListResponse,
  type Session,
  type TicketAppListResponse,
  type TicketListResponse,
  type TicketTypeListResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playedGames } from '../../db/schema.js';
import { guestLogin, PNG, tokensOf } from '../../../test/accounts.js';
import { SITE_FETCH_HEADERS } from '../../../test/test-http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  addTicket,
  moreQuery,
  rateTicket,
  supportFor,
  ticketDetail,
  ticketFields,
  ticketTypeId,
  writeTicket,
} from '../../../test/tickets.js';
import { uploadPicture } from '../../../test/uploads.js';
import { TICKET_NO_PATTERN } from './ticket-number.js';

let t: TestApp;
let support: ReturnType<typeof supportFor>;
let player: Session;
let typeId: number;
beforeAll(async () => {
  t = await createTestApp();
  support = supportFor(t);
  player = await guestLogin(t);
  typeId = await ticketTypeId(t, player);
});
afterAll(() => t.close());

const missingField = (field: string, text: string) => ({
  code: Code.MISSING_FIELD,
  msg: `${field}: ${text}`,
  data: null,
});

const listTickets = (session: Session, query: Record<string, string> = {}) =>
  t.call<TicketListResponse>({
    method: 'GET',
    url: endpoints.ticketList.path,
    query: { ...query, ...tokensOf(session) },
  });

/** A second, different PNG: a PNG with bytes after its end is still a PNG. */
const OTHER_PNG = Buffer.concat([PNG, Buffer.from('second screenshot')]);

describe('GET /api/user/query/tickettypelist', () => {
  it('lists the problem types in the form order', async () => {
    const res = await t.call<TicketTypeListResponse>({
      method: 'GET',
      url: endpoints.ticketTypes.path,
      cookies: tokensOf(player),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.ticketTypeList.map((type) => type.ticketTypeName)).toEqual([
      'Account',
      'Payment',
      'Bug report',
      'Gameplay',
      'Gift code',
      'Developer: claim a game',
      'Other',
    ]);
  });

  it('needs login, as Support does', async () => {
    const res = await t.call({ method: 'GET', url: endpoints.ticketTypes.path });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('GET /api/user/query/applist', () => {
  const apps = async (session: Session) => {
    const res = await t.call<TicketAppListResponse>({
      method: 'GET',
      url: endpoints.ticketApps.path,
      cookies: tokensOf(session),
    });
    expect(res.body.code).toBe(200);
    return res.body.data.appList;
  };

  it('lists the catalogue by name, with icons on the games origin', async () => {
    const list = await apps(await guestLogin(t));
    expect(list.length).toBeGreaterThanOrEqual(8);
    const names = list.map((app) => app.appName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const app of list) {
      expect(app.appIconUrl.startsWith(t.config.GAMES_ORIGIN)).toBe(true);
    }
  });

  it("puts the player's own games first, most recently played first", async () => {
    const gamer = await guestLogin(t);
    const before = await apps(gamer);
    const [a, b] = [before[before.length - 1], before[before.length - 2]];
    if (!a || !b) throw new Error('catalogue too small');
    await t.database.db.insert(playedGames).values([
      { userId: gamer.userId, appId: a.appId, lastPlayedAt: new Date(Date.now() - 60_000) },
      { userId: gamer.userId, appId: b.appId, lastPlayedAt: new Date() },
    ]);
    const after = await apps(gamer);
    expect(after.slice(0, 2).map((app) => app.appId)).toEqual([b.appId, a.appId]);
    expect(after).toHaveLength(before.length);
    // Another player's plays change nothing for this one.
    expect(await apps(await guestLogin(t))).toEqual(before);
  });
});

describe('POST /api/user/query/add', () => {
  it('stores a ticket with two screenshots and a ticket number that is not a counter', async () => {
    const first = await uploadPicture(t, player, PNG);
    const second = await uploadPicture(t, player, OTHER_PNG);
    const games = await t.call<TicketAppListResponse>({
      method: 'GET',
      url: endpoints.ticketApps.path,
      cookies: tokensOf(player),
    });
    const game = games.body.data.appList[0];
    if (!game) throw new Error('no game');

    const res = await addTicket(
      t,
      player,
      ticketFields(typeId, { appId: String(game.appId), attachments: `${first},${second}` }),
    );
    expect(res.body.code).toBe(200);
    const added = res.body.data;
    if (!added) throw new Error('no ticket');
    expect(added.ticketNo).toMatch(TICKET_NO_PATTERN);
    expect(added.ticketNo.slice(1, 9)).toBe(
      formatDate(Date.now(), false, 'UTC').replaceAll('-', ''),
    );

    const detail = await ticketDetail(t, player, added.ticketId);
    expect(detail.body.code).toBe(200);
    const ticket = ticketDetailSchema.parse(detail.body.data);
    expect(ticket).toMatchObject({
      ticketId: added.ticketId,
      ticketNo: added.ticketNo,
      typeId,
      typeName: 'Bug report',
      appId: game.appId,
      appName: game.appName,
      server: 'EU-1',
      characterName: 'Brave Hero',
      problemDate: '2025-01-02',
      description: 'The game froze after level 3.',
      email: 'player@example.com',
      status: 'Pending',
      rating: null,
      attachments: [first, second],
      messages: [],
      canReply: true,
      canRate: false,
    });
    for (const url of ticket.attachments) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
  });

  it('takes a form-encoded body, upload ids instead of URLs, and no game or e-mail', async () => {
    const url = await uploadPicture(t, player);
    const uploadId = url.split('/').pop() ?? '';
    const body = new URLSearchParams({
      ...ticketFields(typeId),
      appId: '',
      email: '',
      attachments: ` ${uploadId} , ${url} `,
    });
    const res = await t.call<{ ticketId: number }>({
      method: 'POST',
      url: endpoints.ticketAdd.path,
      payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: tokensOf(player),
    });
    expect(res.body.code).toBe(200);
    const detail = await ticketDetail(t, player, res.body.data.ticketId);
    expect(detail.body.data).toMatchObject({ appId: null, appName: '', email: '' });
    // The same picture named twice is one screenshot.
    expect(detail.body.data?.attachments).toEqual([url]);
  });

  it.each(['server', 'characterName', 'typeId', 'problemDate', 'description'])(
    'requires %s: missing or blank answers 4011 "This field is required."',
    async (field) => {
      const missing: Record<string, string> = ticketFields(typeId);
      delete missing[field];
      const res = await addTicket(t, player, missing);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(missingField(field, ValidationText.notEmpty));
      const blank = await addTicket(t, player, ticketFields(typeId, { [field]: '   ' }));
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual(missingField(field, ValidationText.notEmpty));
    },
  );

  it('checks the e-mail when one is given', async () => {
    const res = await addTicket(t, player, ticketFields(typeId, { email: 'not-an-address' }));
    expect(res.body).toEqual(missingField('email', ValidationText.errorEmail));
  });

  it('checks the problem date: a real day, not in the future', async () => {
    for (const date of ['2025-02-30', '02/01/2025', '2025-1-2']) {
      const res = await addTicket(t, player, ticketFields(typeId, { problemDate: date }));
      expect(res.body, date).toEqual(
        missingField('problemDate', ValidationText.problemDateInvalid),
      );
    }
    const future = formatDate(Date.now() + 3 * 86_400_000, false, 'UTC');
    const res = await addTicket(t, player, ticketFields(typeId, { problemDate: future }));
    expect(res.body).toEqual(missingField('problemDate', ValidationText.problemDateFuture));
    const today = formatDate(Date.now(), false, 'UTC');
    const ok = await addTicket(t, player, ticketFields(typeId, { problemDate: today }));
    expect(ok.body.code).toBe(200);
  });

  it('refuses an unknown problem type (4011) and an unknown game (4010)', async () => {
    const type = await addTicket(t, player, ticketFields(typeId, { typeId: '999999' }));
    expect(type.body).toEqual(missingField('typeId', ValidationText.notEmpty));
    const game = await addTicket(t, player, ticketFields(typeId, { appId: '999999' }));
    expect(game.body.code).toBe(Code.INVALID_APP_ID);
  });

  it('takes at most 5 screenshots', async () => {
    const urls = await Promise.all(
      Array.from({ length: MAX_ATTACHMENTS + 1 }, () => uploadPicture(t, player)),
    );
    const six = await addTicket(t, player, ticketFields(typeId, { attachments: urls.join(',') }));
    expect(six.status).toBe(400);
    expect(six.body).toEqual(missingField('attachments', ValidationText.screenshotsTooMany));
    const five = await addTicket(
      t,
      player,
      ticketFields(typeId, { attachments: urls.slice(0, MAX_ATTACHMENTS).join(',') }),
    );
    expect(five.body.code).toBe(200);
  });

  it("refuses another player's upload exactly like one that was never uploaded", async () => {
    const other = await guestLogin(t);
    const theirs = await uploadPicture(t, other);
    const refused = missingField('attachments', ValidationText.screenshotNotUploaded);
    for (const attachments of [
      theirs,
      '/uploads/AAAAAAAAAAAAAAAAAAAAAA',
      'https://elsewhere.example/cat.png',
      'javascript:alert(1)',
    ]) {
      const res = await addTicket(t, player, ticketFields(typeId, { attachments }));
      expect(res.status, attachments).toBe(400);
      expect(res.body, attachments).toEqual(refused);
    }
  });

  it('keeps long text to 4000 characters', async () => {
    const res = await addTicket(t, player, ticketFields(typeId, { description: 'x'.repeat(4001) }));
    expect(res.body).toEqual(missingField('description', ValidationText.textTooLong));
  });

  it('gives every ticket its own number', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 20; i += 1) numbers.add((await writeTicket(t, player)).ticketNo);
    expect(numbers.size).toBe(20);
  });
});

describe("query/add and morequery as GET (how the publisher's client sends them)", () => {
  /** The site's way (session in the cookies), or from elsewhere with other headers. */
  const getForm = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = SITE_FETCH_HEADERS,
  ) =>
    t.call<{ ticketId: number; ticketNo: string; messageId: number } | null>({
      method: 'GET',
      url: path,
      query: { ...fields, locale: 'en', v: String(Date.now()) },
      cookies: tokensOf(player),
      headers,
    });

  it('adds a ticket and a follow-up from the query, as POST does', async () => {
    const added = await getForm(endpoints.ticketAdd.path, ticketFields(typeId));
    expect(added.body.code).toBe(200);
    const ticketId = added.body.data?.ticketId ?? 0;
    expect(added.body.data?.ticketNo).toMatch(TICKET_NO_PATTERN);
    const more = await getForm(endpoints.ticketMore.path, {
      ticketId: String(ticketId),
      kind: 'followup',
      content: 'Any news?',
    });
    expect(more.body.code).toBe(200);
    const detail = await ticketDetail(t, player, ticketId);
    expect(detail.body.data?.messages.map((m) => m.body)).toEqual(['Any news?']);
  });

  it('refuses them from another site, like every state-changing GET, and writes nothing', async () => {
    const before = (await listTickets(player)).body.data.total;
    const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' };
    const added = await getForm(endpoints.ticketAdd.path, ticketFields(typeId), crossSite);
    expect(added.status).toBe(403);
    const { ticketId } = await writeTicket(t, player);
    const more = await getForm(
      endpoints.ticketMore.path,
      { ticketId: String(ticketId), kind: 'followup', content: 'x' },
      crossSite,
    );
    expect(more.status).toBe(403);
    expect((await listTickets(player)).body.data.total).toBe(before + 1);
    expect((await ticketDetail(t, player, ticketId)).body.data?.messages).toEqual([]);
  });

  it('checks the GET form as strictly as the POST', async () => {
    const res = await getForm(endpoints.ticketAdd.path, ticketFields(typeId, { server: '' }));
    expect(res.body).toEqual(missingField('server', ValidationText.notEmpty));
  });
});

describe('ticket text is plain text', () => {
  const attack = '<img src=x onerror=alert(1)>';

  it('comes back verbatim as a JSON string, never sanitised or turned into markup', async () => {
    const added = await writeTicket(t, player, {
      description: `${attack}\n<script>alert("x")</script> & more`,
      characterName: attack.slice(0, 30),
      server: '<b>EU</b>',
    });
    const reply = await moreQuery(t, player, {
      ticketId: added.ticketId,
      kind: 'followup',
      content: attack,
    });
    expect(reply.body.data?.body).toBe(attack);

    const res = await t.app.inject({
      method: 'GET',
      url: endpoints.ticketDetail.path,
      query: { ticketId: String(added.ticketId) },
      cookies: tokensOf(player),
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The raw body holds the text as an ordinary JSON string: no entity, no markup of ours.
    expect(res.body).toContain(JSON.stringify(attack));
    const ticket = ticketDetailSchema.parse(res.json<{ data: unknown }>().data);
    expect(ticket.description).toBe(`${attack}\n<script>alert("x")</script> & more`);
    expect(ticket.characterName).toBe(attack.slice(0, 30));
    expect(ticket.server).toBe('<b>EU</b>');
    expect(ticket.messages[0]?.body).toBe(attack);

    const listed = await listTickets(player, { pageSize: '1' });
    expect(listed.body.data.ticketList[0]?.description).toBe(
      `${attack}\n<script>alert("x")</script> & more`,
    );
  });

  it('drops control characters and keeps line breaks', async () => {
    const added = await writeTicket(t, player, { description: 'line one\r\nline\u0000 two\u0007' });
    const detail = await ticketDetail(t, player, added.ticketId);
    expect(detail.body.data?.description).toBe('line one\nline two');
  });
});

describe('GET /api/user/query/list', () => {
  it("lists the player's tickets newest first, with names, a short description and paging", async () => {
    const writer = await guestLogin(t);
    const writerType = await ticketTypeId(t, writer, 'Payment');
    const longText = `Charged twice. ${'More detail. '.repeat(20)}`;
    const first = await addTicket(t, writer, ticketFields(writerType, { description: longText }));
    const second = await writeTicket(t, writer);
    const third = await writeTicket(t, writer);

    const res = await listTickets(writer, { page: '1', pageSize: '2' });
    expect(res.body.code).toBe(200);
    const page = ticketListResponseSchema.parse(res.body.data);
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3, hasMore: true });
    expect(page.ticketList.map((item) => item.ticketId)).toEqual([third.ticketId, second.ticketId]);
    expect(page.ticketList[0]).toMatchObject({
      ticketNo: third.ticketNo,
      typeName: 'Bug report',
      appName: '',
      description: 'The game froze after level 3.',
      status: 'Pending',
      unreadAnswer: false,
    });

    const rest = await listTickets(writer, { page: '2', pageSize: '2' });
    const last = rest.body.data.ticketList[0];
    expect(rest.body.data.hasMore).toBe(false);
    expect(last?.ticketId).toBe(first.body.data?.ticketId);
    expect(last?.typeName).toBe('Payment');
    expect(last?.description).toHaveLength(100);
    expect(last?.description.endsWith('…')).toBe(true);
  });

  it('filters by status and shows an answer waiting for the player', async () => {
    const writer = await guestLogin(t);
    const answered = await writeTicket(t, writer);
    await writeTicket(t, writer);
    await support.answerTicket(answered.ticketId, 'We fixed it.');

    const onlyAnswered = await listTickets(writer, { status: 'Answered' });
    expect(onlyAnswered.body.data.total).toBe(1);
    expect(onlyAnswered.body.data.ticketList[0]).toMatchObject({
      ticketId: answered.ticketId,
      status: 'Answered',
      unreadAnswer: true,
    });
    expect((await listTickets(writer, { status: 'Pending' })).body.data.total).toBe(1);
    expect((await listTickets(writer, { status: '' })).body.data.total).toBe(2);
    const bad = await listTickets(writer, { status: 'Lost' });
    expect(bad.body.code).toBe(Code.MISSING_FIELD);
  });
});

describe('POST /api/user/query/morequery', () => {
  it('needs text: the reply and the follow-up each say so in their words', async () => {
    const { ticketId } = await writeTicket(t, player);
    const reply = await moreQuery(t, player, { ticketId, kind: 'reply', content: '  ' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(missingField('content', ValidationText.replyEmpty));
    const followUp = await moreQuery(t, player, { ticketId, kind: 'followup' });
    expect(followUp.body).toEqual(missingField('content', ValidationText.followUpRequired));
    const kind = await moreQuery(t, player, { ticketId, kind: 'answer', content: 'hi' });
    expect(kind.body.code).toBe(Code.MISSING_FIELD);
    expect(kind.body.msg).toMatch(/^kind: /);
  });

  it('adds a reply with a screenshot and sets an answered ticket Pending again', async () => {
    const { ticketId } = await writeTicket(t, player);
    await support.answerTicket(ticketId, 'Which level exactly?');
    expect((await ticketDetail(t, player, ticketId)).body.data?.status).toBe('Answered');

    const shot = await uploadPicture(t, player);
    const res = await moreQuery(t, player, {
      ticketId,
      kind: 'reply',
      content: 'Level 3, the ice one.',
      attachments: shot,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      author: 'player',
      kind: 'reply',
      body: 'Level 3, the ice one.',
      attachments: [shot],
    });

    const detail = await ticketDetail(t, player, ticketId);
    expect(detail.body.data?.status).toBe('Pending');
    expect(detail.body.data?.attachments).toEqual([]);
    expect(
      detail.body.data?.messages.map((m) => [m.author, m.kind, m.body, m.attachments]),
    ).toEqual([
      ['support', 'answer', 'Which level exactly?', []],
      ['player', 'reply', 'Level 3, the ice one.', [shot]],
    ]);
    expect(detail.body.data?.canRate).toBe(true);
    const times = detail.body.data?.messages.map((m) => m.date) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('adds a follow-up question to a pending ticket', async () => {
    const { ticketId } = await writeTicket(t, player);
    const res = await moreQuery(t, player, {
      ticketId: String(ticketId),
      kind: 'followup',
      content: 'Any news?',
    });
    expect(res.body.data).toMatchObject({ author: 'player', kind: 'followup', body: 'Any news?' });
    expect((await ticketDetail(t, player, ticketId)).body.data?.status).toBe('Pending');
  });

  it.each(['Closed', 'Completed'] as const)(
    'refuses more on a %s ticket with 4070 "This ticket is closed."',
    async (status) => {
      const { ticketId } = await writeTicket(t, player);
      await support.setStatus(ticketId, status);
      for (const kind of ['reply', 'followup']) {
        const res = await moreQuery(t, player, { ticketId, kind, content: 'Hello?' });
        expect(res.body).toEqual({ code: 4070, msg: 'This ticket is closed.', data: null });
      }
      const detail = await ticketDetail(t, player, ticketId);
      expect(detail.body.data).toMatchObject({ status, messages: [], canReply: false });
    },
  );

  it('takes a follow-up on a Resolved ticket, which opens it again', async () => {
    const { ticketId } = await writeTicket(t, player);
    await support.setStatus(ticketId, 'Resolved');
    const res = await moreQuery(t, player, { ticketId, kind: 'followup', content: 'It is back.' });
    expect(res.body.code).toBe(200);
    expect((await ticketDetail(t, player, ticketId)).body.data?.status).toBe('Pending');
  });

  it("refuses another player's screenshot", async () => {
    const { ticketId } = await writeTicket(t, player);
    const theirs = await uploadPicture(t, await guestLogin(t));
    const res = await moreQuery(t, player, {
      ticketId,
      kind: 'reply',
      content: 'see picture',
      attachments: [theirs],
    });
    expect(res.body).toEqual(missingField('attachments', ValidationText.screenshotNotUploaded));
    expect((await ticketDetail(t, player, ticketId)).body.data?.messages).toEqual([]);
  });
});

describe('GET /api/user/query/instantRate', () => {
  it('rates only once support has answered (4071), then records 1 to 5 stars', async () => {
    const { ticketId } = await writeTicket(t, player);
    const early = await rateTicket(t, player, ticketId, '5');
    expect(early.body).toEqual({
      code: 4071,
      msg: 'You can rate this ticket once it has been answered.',
      data: null,
    });

    await support.answerTicket(ticketId, 'Done.');
    const res = await rateTicket(t, player, ticketId, '5');
    expect(res.body).toEqual({ code: 200, msg: 'success', data: { ticketId, rating: 5 } });
    expect((await ticketDetail(t, player, ticketId)).body.data?.rating).toBe(5);
    expect((await rateTicket(t, player, ticketId, '4')).body.code).toBe(200);
    expect((await ticketDetail(t, player, ticketId)).body.data?.rating).toBe(4);
  });

  it('takes a rating on a closed ticket too', async () => {
    const { ticketId } = await writeTicket(t, player);
    await support.answerTicket(ticketId, 'Done.');
    await support.setStatus(ticketId, 'Closed');
    expect((await rateTicket(t, player, ticketId, '3')).body.code).toBe(200);
  });

  it.each(['0', '6', '2.5', 'five', ''])('refuses the rating %j', async (rating) => {
    const { ticketId } = await writeTicket(t, player);
    await support.answerTicket(ticketId, 'Done.');
    const res = await rateTicket(t, player, ticketId, rating);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(missingField('rating', ValidationText.ratingInvalid));
  });

  it('refuses a request from another site, as it changes state', async () => {
    const { ticketId } = await writeTicket(t, player);
    await support.answerTicket(ticketId, 'Done.');
    const res = await rateTicket(t, player, ticketId, '1', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await ticketDetail(t, player, ticketId)).body.data?.rating).toBeNull();
  });
});

describe('answerTicket (support)', () => {
  it('adds the answer, sets Answered and leaves the player a message', async () => {
    const writer = await guestLogin(t);
    const { ticketId, ticketNo } = await writeTicket(t, writer);
    const answer = await support.answerTicket(ticketId, '  Try clearing the cache.  ');
    expect(answer).toMatchObject({
      author: 'support',
      kind: 'answer',
      body: 'Try clearing the cache.',
      attachments: [],
    });
    const detail = await ticketDetail(t, writer, ticketId);
    expect(detail.body.data).toMatchObject({ status: 'Answered', canRate: true });

    const messages = await t.call<MessageListResponse>({
      method: 'GET',
      url: endpoints.messageList.path,
      cookies: tokensOf(writer),
    });
    expect(messages.body.data.notifList[0]).toMatchObject({
      type: 'system',
      sender: `${PRODUCT_NAME} Team`,
      notifTitle: `Your ticket ${ticketNo} has an answer`,
      read: false,
    });
    expect(await support.ticketIdOf(ticketNo.toLowerCase())).toBe(ticketId);
  });

  it('refuses an empty answer, a missing ticket and a closed one', async () => {
    const { ticketId } = await writeTicket(t, player);
    await expect(support.answerTicket(ticketId, ' \u0000 ')).rejects.toMatchObject({
      code: Code.MISSING_FIELD,
    });
    await expect(support.answerTicket(2_000_000_000, 'Hi')).rejects.toMatchObject({
      code: Code.RECORD_NOT_FOUND,
    });
    await support.setStatus(ticketId, 'Completed');
    await expect(support.answerTicket(ticketId, 'Hi')).rejects.toMatchObject({
      code: Code.TICKET_CLOSED,
    });
    await expect(support.ticketIdOf('T00000000AAAAAA')).rejects.toMatchObject({
      code: Code.RECORD_NOT_FOUND,
    });
  });
});
