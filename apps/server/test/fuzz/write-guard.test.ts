import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { createPlayer } from '../players.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { createRowWriteCounter, createWriteGuard } from './write-guard.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the write guard of the hostile-input suite', () => {
  it('counts every row inserted or deleted, in any table', async () => {
    const rowsWritten = await createRowWriteCounter(t.database.db);
    expect(await rowsWritten()).toBe(0);
    const player = await createPlayer(t);
    // One user and one session.
    expect(await rowsWritten()).toBe(2);
    await t.database.db.delete(sessions).where(eq(sessions.userId, player.userId));
    expect(await rowsWritten()).toBe(3);
  });

  it('fails a refusal that wrote, and takes a success as the new starting point', async () => {
    const guard = await createWriteGuard(t.database.db);
    await guard.after(4011, 'a refusal that wrote nothing');
    await createPlayer(t);
    await expect(guard.after(4011, 'a refusal that wrote')).rejects.toThrow(/wrote rows/);
    await guard.after(200, 'a success');
    await guard.after(4011, 'a refusal after it');
  });
});
