import {
  attachmentsText,
  Code,
  endpoints,
  formatDate,
  MAX_ATTACHMENTS,
  NO_TEXT_PLACEHOLDER,
  PRODUCT_NAME,
  QUERY_STATUS_OF,
  ticketDetailSchema,
  ticketListResponseSchema,
  ValidationText,
  type MessageListResponse,
  type Session,
  type TicketAppListResponse,
  type TicketDetail,
  type TicketListResponse,
  type TicketStatusValue,
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
  rateAnswer,
  OCCUR_TIME,
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
/** The conversation after the ticket's own description. */
const laterLines = (detail: TicketDetail | null | undefined) =>
  (detail?.queryConvDetail ?? []).filter((line) => line.convKind !== 'question');

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
      ticketFields(typeId, {
        appId: String(game.appId),
        attachments: attachmentsText([first, second]),
      }),
    );
    expect(res.body.code).toBe(200);
    const added = res.body.data;
    if (!added) throw new Error('no ticket');
    expect(added.ticketNo).toMatch(TICKET_NO_PATTERN);
    expect(added.ticketNo.slice(1, 9)).toBe(
      formatDate(Date.now(), false, 'UTC').replaceAll('-', ''),
    );

    const detail = await ticketDetail(t, player, added.queryId);
    expect(detail.body.code).toBe(200);
    const ticket = ticketDetailSchema.parse(detail.body.data);
    expect(ticket).toMatchObject({
      queryId: added.queryId,
      ticketNo: added.ticketNo,
      ticketTypeId: typeId,
      ticketTypeName: 'Bug report',
      appId: game.appId,
      appName: game.appName,
      serverName: 'EU-1',
      roleName: 'Brave Hero',
      occurTime: Number(OCCUR_TIME),
      email: 'player@example.com',
      queryStatus: 0,
      queryStatusName: 'Pending',
      rating: null,
      canReply: true,
      canRate: false,
      total: 1,
      hasMore: false,
    });
    expect(ticket.queryConvDetail).toEqual([
      expect.objectContaining({
        convContentId: 0,
        convType: 0,
        convKind: 'question',
        convContent: 'The game froze after level 3.',
        convRate: 0,
        attachment: [{ attachmentUrl: first }, { attachmentUrl: second }],
      }),
    ]);
    for (const url of [first, second]) {
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
      attachments: JSON.stringify([
        { attachmentName: 'a.png', attachmentUrl: ` ${uploadId} ` },
        { attachmentName: 'a.png', attachmentUrl: url },
      ]),
    });
    const res = await t.call<{ queryId: number }>({
      method: 'POST',
      url: endpoints.ticketAdd.path,
      payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: tokensOf(player),
    });
    expect(res.body.code).toBe(200);
    const detail = await ticketDetail(t, player, res.body.data.queryId);
    expect(detail.body.data).toMatchObject({ appId: null, appName: '', email: '' });
    // The same picture named twice is one screenshot.
    expect(detail.body.data?.queryConvDetail[0]?.attachment).toEqual([{ attachmentUrl: url }]);
  });

  it.each(['serverName', 'roleName', 'ticketTypeId', 'occurTime', 'queryContent'])(
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
    for (const time of ['2025-01-02', 'soon', '1.5', '-1', '9e99']) {
      const res = await addTicket(t, player, ticketFields(typeId, { occurTime: time }));
      expect(res.body, time).toEqual(missingField('occurTime', ValidationText.problemDateInvalid));
    }
    const future = String(Date.now() + 3 * 86_400_000);
    const res = await addTicket(t, player, ticketFields(typeId, { occurTime: future }));
    expect(res.body).toEqual(missingField('occurTime', ValidationText.problemDateFuture));
    const today = String(Date.parse(`${formatDate(Date.now(), false, 'UTC')}T00:00:00Z`));
    const ok = await addTicket(t, player, ticketFields(typeId, { occurTime: today }));
    expect(ok.body.code).toBe(200);
  });

  it('refuses an unknown problem type (4011) and an unknown game (4010)', async () => {
    const type = await addTicket(t, player, ticketFields(typeId, { ticketTypeId: '999999' }));
    expect(type.body).toEqual(missingField('ticketTypeId', ValidationText.notEmpty));
    const game = await addTicket(t, player, ticketFields(typeId, { appId: '999999' }));
    expect(game.body.code).toBe(Code.INVALID_APP_ID);
  });

  it('takes at most 5 screenshots', async () => {
    const urls = await Promise.all(
      Array.from({ length: MAX_ATTACHMENTS + 1 }, () => uploadPicture(t, player)),
    );
    const six = await addTicket(
      t,
      player,
      ticketFields(typeId, { attachments: attachmentsText(urls) }),
    );
    expect(six.status).toBe(400);
    expect(six.body).toEqual(missingField('attachments', ValidationText.screenshotsTooMany));
    const five = await addTicket(
      t,
      player,
      ticketFields(typeId, { attachments: attachmentsText(urls.slice(0, MAX_ATTACHMENTS)) }),
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
      const res = await addTicket(
        t,
        player,
        ticketFields(typeId, { attachments: attachmentsText([attachments]) }),
      );
      expect(res.status, attachments).toBe(400);
      expect(res.body, attachments).toEqual(refused);
    }
    // Not the JSON list of the publisher's client: refused with the same words.
    for (const attachments of ['/uploads/x,/uploads/y', '{"attachmentUrl":1}', '[1]']) {
      const res = await addTicket(t, player, ticketFields(typeId, { attachments }));
      expect(res.body, attachments).toEqual(refused);
    }
  });

  it('keeps long text to 4000 characters', async () => {
    const res = await addTicket(
      t,
      player,
      ticketFields(typeId, { queryContent: 'x'.repeat(4001) }),
    );
    expect(res.body).toEqual(missingField('queryContent', ValidationText.textTooLong));
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
    t.call<{ queryId: number; ticketNo: string; convContentId: number } | null>({
      method: 'GET',
      url: path,
      query: { ...fields, locale: 'en', v: String(Date.now()) },
      cookies: tokensOf(player),
      headers,
    });

  it('adds a ticket and a follow-up from the query, as POST does', async () => {
    const added = await getForm(endpoints.ticketAdd.path, ticketFields(typeId));
    expect(added.body.code).toBe(200);
    const ticketId = added.body.data?.queryId ?? 0;
    expect(added.body.data?.ticketNo).toMatch(TICKET_NO_PATTERN);
    const more = await getForm(endpoints.ticketMore.path, {
      userId: String(player.userId),
      queryId: String(ticketId),
      queryContent: 'Any news?',
      attachments: '[]',
    });
    expect(more.body.code).toBe(200);
    const detail = await ticketDetail(t, player, ticketId);
    expect(laterLines(detail.body.data).map((line) => line.convContent)).toEqual(['Any news?']);
  });

  it('refuses them from another site, like every state-changing GET, and writes nothing', async () => {
    const before = (await listTickets(player)).body.data.total;
    const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' };
    const added = await getForm(endpoints.ticketAdd.path, ticketFields(typeId), crossSite);
    expect(added.status).toBe(403);
    const { queryId: ticketId } = await writeTicket(t, player);
    const more = await getForm(
      endpoints.ticketMore.path,
      { queryId: String(ticketId), queryContent: 'x' },
      crossSite,
    );
    expect(more.status).toBe(403);
    expect((await listTickets(player)).body.data.total).toBe(before + 1);
    expect(laterLines((await ticketDetail(t, player, ticketId)).body.data)).toEqual([]);
  });

  it('checks the GET form as strictly as the POST', async () => {
    const res = await getForm(endpoints.ticketAdd.path, ticketFields(typeId, { serverName: '' }));
    expect(res.body).toEqual(missingField('serverName', ValidationText.notEmpty));
  });
});

describe('ticket text is plain text', () => {
  const attack = '<img src=x onerror=alert(1)>';

  it('comes back verbatim as a JSON string, never sanitised or turned into markup', async () => {
    const added = await writeTicket(t, player, {
      queryContent: `${attack}\n<script>alert("x")</script> & more`,
      roleName: attack.slice(0, 30),
      serverName: '<b>EU</b>',
    });
    const reply = await moreQuery(t, player, { queryId: added.queryId, queryContent: attack });
    expect(reply.body.data?.convContent).toBe(attack);

    const res = await t.app.inject({
      method: 'GET',
      url: endpoints.ticketDetail.path,
      query: { queryId: String(added.queryId) },
      cookies: tokensOf(player),
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The raw body holds the text as an ordinary JSON string: no entity, no markup of ours.
    expect(res.body).toContain(JSON.stringify(attack));
    const ticket = ticketDetailSchema.parse(res.json<{ data: unknown }>().data);
    expect(ticket.queryConvDetail[0]?.convContent).toBe(
      `${attack}\n<script>alert("x")</script> & more`,
    );
    expect(ticket.roleName).toBe(attack.slice(0, 30));
    expect(ticket.serverName).toBe('<b>EU</b>');
    expect(ticket.queryConvDetail[1]?.convContent).toBe(attack);

    const listed = await listTickets(player, { pageSize: '1' });
    expect(listed.body.data.queryList[0]?.queryContent).toBe(
      `${attack}\n<script>alert("x")</script> & more`,
    );
  });

  it('drops control characters and keeps line breaks', async () => {
    const added = await writeTicket(t, player, {
      queryContent: 'line one\r\nline\u0000 two\u0007',
    });
    const detail = await ticketDetail(t, player, added.queryId);
    expect(detail.body.data?.queryConvDetail[0]?.convContent).toBe('line one\nline two');
  });
});

describe('GET /api/user/query/list', () => {
  it("lists the player's tickets newest first, with names, a short description and paging", async () => {
    const writer = await guestLogin(t);
    const writerType = await ticketTypeId(t, writer, 'Payment');
    const longText = `Charged twice. ${'More detail. '.repeat(20)}`;
    const first = await addTicket(t, writer, ticketFields(writerType, { queryContent: longText }));
    const second = await writeTicket(t, writer);
    const third = await writeTicket(t, writer);

    const res = await listTickets(writer, { page: '1', pageSize: '2' });
    expect(res.body.code).toBe(200);
    const page = ticketListResponseSchema.parse(res.body.data);
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3, hasMore: true });
    expect(page.queryList.map((item) => item.queryId)).toEqual([third.queryId, second.queryId]);
    expect(page.queryList[0]).toMatchObject({
      ticketNo: third.ticketNo,
      ticketTypeName: 'Bug report',
      appName: '',
      queryContent: 'The game froze after level 3.',
      occurTime: Number(OCCUR_TIME),
      queryStatus: 0,
      queryStatusName: 'Pending',
      viewStatus: 0,
    });

    const rest = await listTickets(writer, { page: '2', pageSize: '2' });
    const last = rest.body.data.queryList[0];
    expect(rest.body.data.hasMore).toBe(false);
    expect(last?.queryId).toBe(first.body.data?.queryId);
    expect(last?.ticketTypeName).toBe('Payment');
    expect(last?.queryContent).toHaveLength(100);
    expect(last?.queryContent.endsWith('…')).toBe(true);
    // A page past the end still says how many there are.
    const past = await listTickets(writer, { page: '5', pageSize: '2' });
    expect(past.body.data).toMatchObject({ queryList: [], total: 3, hasMore: false });
    // A player who wrote none.
    const newcomer = await guestLogin(t);
    expect((await listTickets(newcomer)).body.data).toMatchObject({
      queryList: [],
      total: 0,
      hasMore: false,
    });
  });

  it("shows an answer waiting for the player, and the publisher's number of each status", async () => {
    const writer = await guestLogin(t);
    const answered = await writeTicket(t, writer);
    await writeTicket(t, writer);
    await support.answerTicket(answered.queryId, 'We fixed it.');

    const list = (await listTickets(writer)).body.data.queryList;
    expect(list.find((item) => item.queryId === answered.queryId)).toMatchObject({
      queryStatus: 1,
      queryStatusName: 'Answered',
      viewStatus: 1,
    });
    for (const [status, number] of Object.entries(QUERY_STATUS_OF)) {
      await support.setStatus(answered.queryId, status as TicketStatusValue);
      const detail = await ticketDetail(t, writer, answered.queryId);
      expect(detail.body.data, status).toMatchObject({
        queryStatus: number,
        queryStatusName: status,
        canReply: number !== 2,
      });
    }
  });
});

describe('GET /api/user/query/detail', () => {
  it('pages the conversation backwards: page 1 holds the latest lines, oldest first', async () => {
    const { queryId } = await writeTicket(t, player);
    for (const text of ['one', 'two', 'three', 'four']) {
      await moreQuery(t, player, { queryId, queryContent: text });
    }
    const page = async (n: number) =>
      (await ticketDetail(t, player, queryId, { page: String(n), pageSize: '2' })).body.data;
    const first = await page(1);
    expect(first?.queryConvDetail.map((line) => line.convContent)).toEqual(['three', 'four']);
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5, hasMore: true });
    expect((await page(2))?.queryConvDetail.map((line) => line.convContent)).toEqual([
      'one',
      'two',
    ]);
    const last = await page(3);
    expect(last?.queryConvDetail.map((line) => line.convKind)).toEqual(['question']);
    expect(last?.hasMore).toBe(false);
    expect((await page(4))?.queryConvDetail).toEqual([]);
  });
});

describe('POST /api/user/query/morequery', () => {
  it('needs text: a reply and a follow-up each say so in their words, by the status', async () => {
    const { queryId } = await writeTicket(t, player);
    const followUp = await moreQuery(t, player, { queryId, queryContent: '  ' });
    expect(followUp.status).toBe(400);
    expect(followUp.body).toEqual(missingField('queryContent', ValidationText.followUpRequired));
    await support.answerTicket(queryId, 'Which level?');
    const reply = await moreQuery(t, player, { queryId });
    expect(reply.body).toEqual(missingField('queryContent', ValidationText.replyEmpty));
    // The publisher's client's placeholder for a message of screenshots only is no text.
    const shot = await uploadPicture(t, player);
    const placeholder = await moreQuery(t, player, {
      queryId,
      queryContent: NO_TEXT_PLACEHOLDER,
      attachments: attachmentsText([shot]),
    });
    expect(placeholder.body).toEqual(missingField('queryContent', ValidationText.replyEmpty));
  });

  it('adds a reply with a screenshot and sets an answered ticket Pending again', async () => {
    const { queryId } = await writeTicket(t, player);
    await support.answerTicket(queryId, 'Which level exactly?');
    expect((await ticketDetail(t, player, queryId)).body.data?.queryStatusName).toBe('Answered');

    const shot = await uploadPicture(t, player);
    const res = await moreQuery(t, player, {
      queryId,
      queryContent: 'Level 3, the ice one.',
      attachments: JSON.stringify([{ attachmentName: 'shot.png', attachmentUrl: shot }]),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      convType: 0,
      convKind: 'reply',
      convContent: 'Level 3, the ice one.',
      convRate: 0,
      attachment: [{ attachmentUrl: shot }],
    });

    const detail = await ticketDetail(t, player, queryId);
    expect(detail.body.data?.queryStatusName).toBe('Pending');
    expect(detail.body.data?.queryConvDetail[0]?.attachment).toEqual([]);
    expect(
      laterLines(detail.body.data).map((m) => [
        m.convType,
        m.convKind,
        m.convContent,
        m.attachment,
      ]),
    ).toEqual([
      [1, 'answer', 'Which level exactly?', []],
      [0, 'reply', 'Level 3, the ice one.', [{ attachmentUrl: shot }]],
    ]);
    expect(detail.body.data?.canRate).toBe(true);
    const times = detail.body.data?.queryConvDetail.map((m) => m.convTime) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('adds a follow-up question to a pending ticket, in a JSON body with a list', async () => {
    const { queryId } = await writeTicket(t, player);
    const shot = await uploadPicture(t, player);
    const res = await moreQuery(t, player, {
      queryId: String(queryId),
      queryContent: 'Any news?',
      attachments: [{ attachmentUrl: shot }],
    });
    expect(res.body.data).toMatchObject({
      convType: 0,
      convKind: 'followup',
      convContent: 'Any news?',
    });
    expect((await ticketDetail(t, player, queryId)).body.data?.queryStatusName).toBe('Pending');
  });

  it.each(['Closed', 'Completed'] as const)(
    'refuses more on a %s ticket with 4070 "This ticket is closed."',
    async (status) => {
      const { queryId } = await writeTicket(t, player);
      await support.setStatus(queryId, status);
      const res = await moreQuery(t, player, { queryId, queryContent: 'Hello?' });
      expect(res.body).toEqual({ code: 4070, msg: 'This ticket is closed.', data: null });
      const detail = await ticketDetail(t, player, queryId);
      expect(detail.body.data).toMatchObject({
        queryStatus: 2,
        queryStatusName: status,
        canReply: false,
      });
      expect(laterLines(detail.body.data)).toEqual([]);
    },
  );

  it('takes a follow-up on a Resolved ticket, which opens it again', async () => {
    const { queryId } = await writeTicket(t, player);
    await support.setStatus(queryId, 'Resolved');
    const res = await moreQuery(t, player, { queryId, queryContent: 'It is back.' });
    expect(res.body.code).toBe(200);
    expect((await ticketDetail(t, player, queryId)).body.data?.queryStatusName).toBe('Pending');
  });

  it("refuses another player's screenshot", async () => {
    const { queryId } = await writeTicket(t, player);
    const theirs = await uploadPicture(t, await guestLogin(t));
    const res = await moreQuery(t, player, {
      queryId,
      queryContent: 'see picture',
      attachments: attachmentsText([theirs]),
    });
    expect(res.body).toEqual(missingField('attachments', ValidationText.screenshotNotUploaded));
    expect(laterLines((await ticketDetail(t, player, queryId)).body.data)).toEqual([]);
  });
});

describe('GET /api/user/query/instantRate', () => {
  it("rates one of support's answers, 1 to 5 stars, and a later rating replaces it", async () => {
    const { queryId } = await writeTicket(t, player);
    const first = await support.answerTicket(queryId, 'Try again.');
    const second = await support.answerTicket(queryId, 'Done.');
    const res = await rateAnswer(t, player, first.convContentId, '5');
    expect(res.body).toEqual({
      code: 200,
      msg: 'success',
      data: { replyContentId: first.convContentId, rate: 5 },
    });
    expect((await rateAnswer(t, player, second.convContentId, '3')).body.code).toBe(200);
    expect((await rateAnswer(t, player, first.convContentId, '4')).body.code).toBe(200);
    const detail = (await ticketDetail(t, player, queryId)).body.data;
    expect(laterLines(detail).map((line) => line.convRate)).toEqual([4, 3]);
    expect(detail?.rating).toBe(4);
  });

  it("refuses a player's own line, another player's answer and a missing one (4044)", async () => {
    const { queryId } = await writeTicket(t, player);
    const mine = await moreQuery(t, player, { queryId, queryContent: 'Hello?' });
    const other = await guestLogin(t);
    const theirs = await writeTicket(t, other);
    const answer = await support.answerTicket(theirs.queryId, 'Done.');
    for (const id of [mine.body.data?.convContentId ?? 0, answer.convContentId, 0, 2_000_000_000]) {
      const res = await rateAnswer(t, player, id, '5');
      expect(res.body.code, String(id)).toBe(id === 0 ? Code.MISSING_FIELD : Code.RECORD_NOT_FOUND);
    }
  });

  it('takes a rating on a closed ticket too', async () => {
    const { queryId } = await writeTicket(t, player);
    const answer = await support.answerTicket(queryId, 'Done.');
    await support.setStatus(queryId, 'Closed');
    expect((await rateAnswer(t, player, answer.convContentId, '3')).body.code).toBe(200);
  });

  it.each(['0', '6', '2.5', 'five', ''])('refuses the rate %j', async (rate) => {
    const { queryId } = await writeTicket(t, player);
    const answer = await support.answerTicket(queryId, 'Done.');
    const res = await rateAnswer(t, player, answer.convContentId, rate);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(missingField('rate', ValidationText.ratingInvalid));
  });

  it('refuses a request from another site, as it changes state', async () => {
    const { queryId } = await writeTicket(t, player);
    const answer = await support.answerTicket(queryId, 'Done.');
    const res = await rateAnswer(t, player, answer.convContentId, '1', {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect((await ticketDetail(t, player, queryId)).body.data?.rating).toBeNull();
  });
});

describe('answerTicket (support)', () => {
  it('adds the answer, sets Answered and leaves the player a message', async () => {
    const writer = await guestLogin(t);
    const { queryId: ticketId, ticketNo } = await writeTicket(t, writer);
    const answer = await support.answerTicket(ticketId, '  Try clearing the cache.  ');
    expect(answer).toMatchObject({
      convType: 1,
      convKind: 'answer',
      convContent: 'Try clearing the cache.',
      convRate: 0,
      attachment: [],
    });
    const detail = await ticketDetail(t, writer, ticketId);
    expect(detail.body.data).toMatchObject({ queryStatusName: 'Answered', canRate: true });

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
    const { queryId: ticketId } = await writeTicket(t, player);
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
