import { endpoints, type Session, type TicketListResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, tokensOf } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  moreQuery,
  rateAnswer,
  supportFor,
  ticketDetail,
  writeTicket,
} from '../../../test/tickets.js';

let t: TestApp;
let alice: Session;
let mallory: Session;
let aliceTicket: { queryId: number; ticketNo: string };
/** Support's answer on Alice's ticket. */
let aliceAnswerId: number;
/** An id no ticket has, next to Alice's: what a guess that misses gets. */
let missingId: number;
beforeAll(async () => {
  t = await createTestApp();
  alice = await guestLogin(t);
  mallory = await guestLogin(t);
  aliceTicket = await writeTicket(t, alice, { queryContent: 'Alice lost her sword.' });
  const answer = await supportFor(t).answerTicket(aliceTicket.queryId, 'We gave it back.');
  aliceAnswerId = answer.convContentId;
  missingId = aliceTicket.queryId + 1000;
});
afterAll(() => t.close());

/** Alice's ticket as she sees it: compared before and after each attempt. */
const aliceView = async () => (await ticketDetail(t, alice, aliceTicket.queryId)).body;

describe("another player's ticket", () => {
  it('cannot be read: the answer is the one for a missing id', async () => {
    const theirs = await ticketDetail(t, mallory, aliceTicket.queryId);
    const missing = await ticketDetail(t, mallory, missingId);
    expect(missing.body).toEqual({
      code: 4044,
      msg: "Sorry,this page doesn't exist.",
      data: null,
    });
    expect(theirs.status).toBe(missing.status);
    expect(theirs.body).toEqual(missing.body);
  });

  it('is not in the list', async () => {
    const res = await t.call<TicketListResponse>({
      method: 'GET',
      url: endpoints.ticketList.path,
      cookies: tokensOf(mallory),
    });
    expect(res.body.data.total).toBe(0);
    expect(res.body.data.queryList).toEqual([]);
  });

  it('cannot be replied to or followed up', async () => {
    const before = await aliceView();
    for (const queryContent of ['Give me the sword', '']) {
      const theirs = await moreQuery(t, mallory, { queryId: aliceTicket.queryId, queryContent });
      const missing = await moreQuery(t, mallory, { queryId: missingId, queryContent });
      expect(missing.body.code).toBe(4044);
      expect(theirs.status).toBe(missing.status);
      expect(theirs.body).toEqual(missing.body);
    }
    expect(await aliceView()).toEqual(before);
  });

  it('cannot be rated', async () => {
    const before = await aliceView();
    const theirs = await rateAnswer(t, mallory, aliceAnswerId, '1');
    const missing = await rateAnswer(t, mallory, aliceAnswerId + 1000, '1');
    expect(missing.body.code).toBe(4044);
    expect(theirs.status).toBe(missing.status);
    expect(theirs.body).toEqual(missing.body);
    expect(await aliceView()).toEqual(before);
    expect(before.data?.rating).toBeNull();
  });

  it('stays whole for its owner after every attempt', async () => {
    const view = await aliceView();
    expect(view.code).toBe(200);
    expect(view.data).toMatchObject({
      queryStatusName: 'Answered',
      rating: null,
    });
    expect(view.data?.queryConvDetail.map((line) => line.convContent)).toEqual([
      'Alice lost her sword.',
      'We gave it back.',
    ]);
  });
});
