import { endpoints, type Session, type TicketListResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, tokensOf } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  moreQuery,
  rateTicket,
  supportFor,
  ticketDetail,
  writeTicket,
} from '../../../test/tickets.js';

let t: TestApp;
let alice: Session;
let mallory: Session;
let aliceTicket: { ticketId: number; ticketNo: string };
/** An id no ticket has, next to Alice's: what a guess that misses gets. */
let missingId: number;
beforeAll(async () => {
  t = await createTestApp();
  alice = await guestLogin(t);
  mallory = await guestLogin(t);
  aliceTicket = await writeTicket(t, alice, { description: 'Alice lost her sword.' });
  await supportFor(t).answerTicket(aliceTicket.ticketId, 'We gave it back.');
  missingId = aliceTicket.ticketId + 1000;
});
afterAll(() => t.close());

/** Alice's ticket as she sees it: compared before and after each attempt. */
const aliceView = async () => (await ticketDetail(t, alice, aliceTicket.ticketId)).body;

describe("another player's ticket", () => {
  it('cannot be read: the answer is the one for a missing id', async () => {
    const theirs = await ticketDetail(t, mallory, aliceTicket.ticketId);
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
    expect(res.body.data.ticketList).toEqual([]);
  });

  it('cannot be replied to or followed up', async () => {
    const before = await aliceView();
    for (const kind of ['reply', 'followup']) {
      const theirs = await moreQuery(t, mallory, {
        ticketId: aliceTicket.ticketId,
        kind,
        content: 'Give me the sword',
      });
      const missing = await moreQuery(t, mallory, {
        ticketId: missingId,
        kind,
        content: 'Give me the sword',
      });
      expect(missing.body.code).toBe(4044);
      expect(theirs.status).toBe(missing.status);
      expect(theirs.body).toEqual(missing.body);
    }
    expect(await aliceView()).toEqual(before);
  });

  it('cannot be rated', async () => {
    const before = await aliceView();
    const theirs = await rateTicket(t, mallory, aliceTicket.ticketId, '1');
    const missing = await rateTicket(t, mallory, missingId, '1');
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
      description: 'Alice lost her sword.',
      status: 'Answered',
      rating: null,
    });
    expect(view.data?.messages).toHaveLength(1);
  });
});
