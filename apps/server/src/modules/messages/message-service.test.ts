import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createMessageEvents, type MessageCreated } from './message-events.js';
import { createMessageService } from './message-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('sendMessage and the "created" event', () => {
  it('stores sanitised HTML and tells listeners who the message is for', async () => {
    const failures: unknown[] = [];
    const events = createMessageEvents((error) => failures.push(error));
    const messages = createMessageService({ db: t.database.db, events });
    const seen: MessageCreated[] = [];
    events.on('created', (event) => {
      seen.push(event);
    });
    const player = await guestLogin(t);

    const personal = await messages.sendMessage({
      userId: player.userId,
      type: 'warning',
      sender: 'Security',
      title: 'New sign-in',
      content: '<p>Was it you?</p><script>alert(1)</script>',
    });
    const broadcast = await messages.sendMessage({
      userId: null,
      type: 'announcement',
      sender: 'Team',
      title: 'Hello all',
      content: '<p>Hi</p>',
    });

    expect(personal.notifContent).toBe('<p>Was it you?</p>');
    expect(seen).toEqual([
      {
        notifId: personal.notifId,
        userId: player.userId,
        type: 'warning',
        title: 'New sign-in',
        date: personal.sendTime,
      },
      {
        notifId: broadcast.notifId,
        userId: null,
        type: 'announcement',
        title: 'Hello all',
        date: broadcast.sendTime,
      },
    ]);
    expect(failures).toEqual([]);
  });

  it('keeps the message when a listener fails, and reports the failure', async () => {
    const failures: unknown[] = [];
    const events = createMessageEvents((error) => failures.push(error));
    const messages = createMessageService({ db: t.database.db, events });
    events.on('created', () => {
      throw new Error('push down');
    });
    events.on('created', () => Promise.reject(new Error('push rejected')));
    const player = await guestLogin(t);

    const sent = await messages.sendMessage({
      userId: player.userId,
      type: 'system',
      sender: 'Team',
      title: 'Still here',
      content: 'text',
    });
    await new Promise((resolve) => setImmediate(resolve));

    expect((await messages.open(player.userId, sent.notifId)).notifTitle).toBe('Still here');
    expect(failures.map((e) => (e as Error).message).sort()).toEqual([
      'push down',
      'push rejected',
    ]);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const events = createMessageEvents(() => undefined);
    const messages = createMessageService({ db: t.database.db, events });
    let calls = 0;
    const off = events.on('created', () => {
      calls += 1;
    });
    const message = { userId: null, type: 'guide', sender: 'T', title: 'x', content: 'y' } as const;
    await messages.sendMessage(message);
    off();
    await messages.sendMessage(message);
    expect(calls).toBe(1);
  });
});
