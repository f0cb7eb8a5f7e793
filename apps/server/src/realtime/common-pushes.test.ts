import { PushTargetType, PushType, type PushItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createCommonPushes } from './common-pushes.js';

const push = (pushId: number): PushItem => ({
  pushId,
  pushType: PushType.RED_DOT,
  pushTargetType: PushTargetType.COMMON,
  createdAt: 0,
});

/** A database stand-in that answers the newest id it holds and counts its reads, per area. */
function store() {
  const reads: (string | null)[] = [];
  let newest = 1;
  return {
    reads,
    add: () => (newest += 1),
    read: (area: string | null) => {
      reads.push(area);
      return Promise.resolve([push(newest)]);
    },
  };
}

describe('the newest common pushes', () => {
  it('are read once for the sockets that ask meanwhile, per area', async () => {
    const db = store();
    const common = createCommonPushes(db.read);
    const lists = await Promise.all([common.of(null), common.of(null), common.of('game_1')]);
    await common.of(null);
    expect(db.reads).toEqual([null, 'game_1']);
    expect(lists.map((list) => list[0]?.pushId)).toEqual([1, 1, 1]);
  });

  it('are read again once a common push arrived', async () => {
    const db = store();
    const common = createCommonPushes(db.read);
    expect((await common.of(null))[0]?.pushId).toBe(1);
    db.add();
    common.changed();
    expect((await common.of(null))[0]?.pushId).toBe(2);
    expect(db.reads).toHaveLength(2);
  });

  it('are read again after the time they are kept, in case the bus missed a push', async () => {
    const db = store();
    const common = createCommonPushes(db.read, 20);
    await common.of(null);
    db.add();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await common.of(null))[0]?.pushId).toBe(2);
  });

  it('keep no failed read', async () => {
    let fail = true;
    const common = createCommonPushes(() =>
      fail ? Promise.reject(new Error('database away')) : Promise.resolve([push(7)]),
    );
    await expect(common.of(null)).rejects.toThrow('database away');
    fail = false;
    expect(await common.of(null)).toEqual([push(7)]);
  });
});
