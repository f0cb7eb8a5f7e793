import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  attachmentsText,
  endpoints,
  PushType,
  RedDotLocation,
  type RedDotLocationValue,
} from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLogin, tokensOf } from '../../../test/accounts.js';
import { signedQuery } from '../../../test/players.js';
import { createAdmin } from '../../../test/admins.js';
import { FakeClock } from '../../../test/fake-clock.js';
import { createPlayer, fieldsOf } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ticketFields, ticketTypeId } from '../../../test/tickets.js';
import { uploadPicture } from '../../../test/uploads.js';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { Db } from '../../db/database.js';
import {
  adminSessions,
  pushes,
  qrLinks,
  sessions,
  uploads,
  verificationCodes,
} from '../../db/schema.js';
import { hashToken } from '../accounts/session-service.js';
import { uploadFolder, uploadStorage } from '../accounts/upload-service.js';
import { insertAdminSession } from '../admin/admin-repository.js';
import { insertCode } from '../codes/code-repository.js';
import { HOUSEKEEPING, createHousekeeping, type HousekeepingReport } from './housekeeping.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

/** A logger that keeps what it was told at info and warn. */
function recordingLog() {
  const lines: { level: 'info' | 'warn'; fields: unknown; message: string }[] = [];
  const log = {
    debug: () => undefined,
    info: (fields: unknown, message: string) => lines.push({ level: 'info', fields, message }),
    warn: (fields: unknown, message: string) => lines.push({ level: 'warn', fields, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

type Deps = Parameters<typeof createHousekeeping>[0];
const housekeeping = (over: Partial<Deps> = {}) =>
  createHousekeeping({
    db,
    clock: new FakeClock(),
    log: t.app.log,
    uploadFiles: uploadStorage(t.config),
    alone: t.database.alone,
    ...over,
  });

/** One pass that must run (no other pass under way); answers what it deleted. */
async function swept(over: Partial<Deps> = {}): Promise<HousekeepingReport> {
  const report = await housekeeping(over).runOnce();
  if (!report) throw new Error('another pass was under way');
  return report;
}

async function addSession(userId: number, ends: { expiresAt: Date; revokedAt?: Date }) {
  const h5TokenHash = hashToken(randomBytes(24).toString('base64url'));
  await db.insert(sessions).values({
    h5TokenHash,
    sdkTokenHash: hashToken(randomBytes(24).toString('base64url')),
    userId,
    platform: 'GUEST',
    expiresAt: ends.expiresAt,
    revokedAt: ends.revokedAt ?? null,
  });
  return h5TokenHash;
}

const sessionsLeft = async (hashes: string[]) =>
  (
    await db
      .select({ hash: sessions.h5TokenHash })
      .from(sessions)
      .where(inArray(sessions.h5TokenHash, hashes))
  ).map((row) => row.hash);

const pushesLeft = async (ids: number[]) =>
  (await db.select({ id: pushes.pushId }).from(pushes).where(inArray(pushes.pushId, ids)))
    .map((row) => row.id)
    .sort((a, b) => a - b);

async function publishAged(
  input: Parameters<TestApp['app']['pushes']['publish']>[0],
  createdAt: Date,
): Promise<number> {
  const { pushId } = await t.app.pushes.publish(input);
  await db.update(pushes).set({ createdAt }).where(eq(pushes.pushId, pushId));
  return pushId;
}

describe('housekeeping', () => {
  it('deletes sessions a week after they ended and keeps the rest; the live one still works', async () => {
    const player = await createPlayer(t);
    const expiredLongAgo = await addSession(player.userId, { expiresAt: daysAgo(8) });
    const revokedLongAgo = await addSession(player.userId, {
      expiresAt: new Date(Date.now() + DAY_MS),
      revokedAt: daysAgo(8),
    });
    const expiredRecently = await addSession(player.userId, { expiresAt: daysAgo(2) });
    const revokedRecently = await addSession(player.userId, {
      expiresAt: new Date(Date.now() + DAY_MS),
      revokedAt: daysAgo(1),
    });
    const live = hashToken(player.h5Token);

    const report = await swept();

    expect(report.sessions).toBeGreaterThanOrEqual(2);
    expect(
      await sessionsLeft([expiredLongAgo, revokedLongAgo, expiredRecently, revokedRecently, live]),
    ).toEqual(expect.arrayContaining([expiredRecently, revokedRecently, live]));
    expect(await sessionsLeft([expiredLongAgo, revokedLongAgo])).toEqual([]);
    const played = await t.call({
      method: 'GET',
      url: endpoints.playedList.path,
      query: { ...fieldsOf(player), page: '1', pageSize: '10' },
    });
    expect(played.body.code).toBe(200);
  });

  it('deletes admin sign-ins a week after they expired', async () => {
    const admin = await createAdmin(t);
    const old = hashToken(randomBytes(24).toString('base64url'));
    const recent = hashToken(randomBytes(24).toString('base64url'));
    await insertAdminSession(db, { tokenHash: old, adminId: admin.adminId, expiresAt: daysAgo(8) });
    await insertAdminSession(db, {
      tokenHash: recent,
      adminId: admin.adminId,
      expiresAt: daysAgo(2),
    });

    await swept();

    const left = await db
      .select({ hash: adminSessions.tokenHash })
      .from(adminSessions)
      .where(eq(adminSessions.adminId, admin.adminId));
    expect(left.map((row) => row.hash)).toEqual([recent]);
  });

  it('deletes codes and QR links a day after they expired', async () => {
    const target = `keeper.${randomBytes(4).toString('hex')}@example.com`;
    const code = (expiresAt: Date) => ({
      purpose: 1,
      target,
      codeHash: randomBytes(32).toString('hex'),
      expiresAt,
      createdAt: new Date(expiresAt.getTime() - 10 * 60 * 1000),
    });
    await insertCode(db, code(daysAgo(2)));
    await insertCode(db, code(new Date(Date.now() - 60 * 60 * 1000)));
    const player = await createPlayer(t);
    const link = (appId: number, expiresAt: Date) => ({
      tokenHash: hashToken(randomBytes(24).toString('base64url')),
      userId: player.userId,
      appId,
      expiresAt,
      createdAt: new Date(expiresAt.getTime() - 10 * 60 * 1000),
    });
    const oldLink = link(1001, daysAgo(2));
    const recentLink = link(1002, new Date(Date.now() - 60 * 60 * 1000));
    await db.insert(qrLinks).values([oldLink, recentLink]);

    const report = await swept();

    expect(report.codes).toBeGreaterThanOrEqual(1);
    const codesLeft = await db
      .select({ expiresAt: verificationCodes.expiresAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target));
    expect(codesLeft).toHaveLength(1);
    expect(codesLeft[0]?.expiresAt.getTime()).toBeGreaterThan(daysAgo(1).getTime());
    const linksLeft = await db
      .select({ hash: qrLinks.tokenHash })
      .from(qrLinks)
      .where(eq(qrLinks.userId, player.userId));
    expect(linksLeft.map((row) => row.hash)).toEqual([recentLink.tokenHash]);
  });

  it('deletes old pushes no one is told again and keeps the newest red dot of each audience', async () => {
    const player = await createPlayer(t);
    const personal = (location: RedDotLocationValue) => ({
      pushType: PushType.RED_DOT,
      redDotLocation: location,
      userId: player.userId,
    });
    const area = `area-${randomBytes(3).toString('hex')}`;
    const common = { pushType: PushType.RED_DOT, redDotLocation: RedDotLocation.NEWS, area };
    const supersededPersonal = await publishAged(
      personal(RedDotLocation.PERSONAL_MESSAGE),
      daysAgo(9),
    );
    const newestPersonal = await publishAged(personal(RedDotLocation.PERSONAL_MESSAGE), daysAgo(8));
    const supersededCommon = await publishAged(common, daysAgo(9));
    const newestCommon = await publishAged(common, daysAgo(8));
    const oldOther = await publishAged(
      { pushType: PushType.QR_CODE, userId: player.userId, appId: 1001 },
      daysAgo(8),
    );
    const recentOther = await t.app.pushes.publish({ pushType: PushType.OTHER });
    const supersededRecently = await publishAged(
      personal(RedDotLocation.PERSONAL_SERVICE),
      daysAgo(2),
    );
    const newestRecently = await publishAged(personal(RedDotLocation.PERSONAL_SERVICE), daysAgo(1));
    const before = await t.app.pushes.redDotStates(player.userId);
    const caughtUp = await t.app.pushes.commonCatchUp(area);

    const report = await swept();

    expect(report.pushes).toBeGreaterThanOrEqual(3);
    expect(
      await pushesLeft([
        supersededPersonal,
        newestPersonal,
        supersededCommon,
        newestCommon,
        oldOther,
        recentOther.pushId,
        supersededRecently,
        newestRecently,
      ]),
    ).toEqual(
      [newestPersonal, newestCommon, recentOther.pushId, supersededRecently, newestRecently].sort(
        (a, b) => a - b,
      ),
    );
    // What a player connecting later is told has not changed.
    expect(await t.app.pushes.redDotStates(player.userId)).toEqual(before);
    expect(await t.app.pushes.commonCatchUp(area)).toEqual(caughtUp);
    // The newest red dot a player was told can still be reported read.
    const read = await t.call({
      method: 'GET',
      url: endpoints.pushRead.path,
      query: {
        ...fieldsOf(player),
        redDotLocation: String(RedDotLocation.PERSONAL_MESSAGE),
        pushId: String(newestPersonal),
      },
    });
    expect(read.body.code).toBe(200);
  });

  it('keeps an old red dot whose newer one is for another audience or area', async () => {
    const [one, two] = [await createPlayer(t), await createPlayer(t)];
    const [areaA, areaB] = ['a', 'b'].map((n) => `area-${n}-${randomBytes(3).toString('hex')}`);
    const news = { pushType: PushType.RED_DOT, redDotLocation: RedDotLocation.NEWS };
    const message = { pushType: PushType.RED_DOT, redDotLocation: RedDotLocation.PERSONAL_MESSAGE };
    const kept = [
      await publishAged({ ...news, area: areaA }, daysAgo(10)),
      await publishAged({ ...message, userId: one.userId }, daysAgo(10)),
      await publishAged({ ...message, userId: two.userId, area: areaA }, daysAgo(10)),
    ];
    // Newer, but each at another spot: area B, the other player, the same player with no area.
    await publishAged({ ...news, area: areaB }, daysAgo(9));
    await publishAged({ ...message, userId: two.userId }, daysAgo(9));
    await publishAged({ ...news, area: areaA, userId: one.userId }, daysAgo(9));

    await swept();

    expect(await pushesLeft(kept)).toEqual([...kept].sort((a, b) => a - b));
  });

  it('deletes, with its file, an upload nothing uses a day after it was made', async () => {
    const player = await guestLogin(t);
    const [attached, avatar, unused, recent] = [
      await uploadPicture(t, player),
      await uploadPicture(t, player),
      await uploadPicture(t, player),
      await uploadPicture(t, player),
    ];
    const typeId = await ticketTypeId(t, player);
    const ticket = await t.call({
      method: 'POST',
      url: endpoints.ticketAdd.path,
      payload: {
        ...ticketFields(typeId),
        attachments: attachmentsText([attached]),
        ...tokensOf(player),
      },
    });
    expect(ticket.body.code).toBe(200);
    const icon = await t.call({
      method: 'GET',
      url: endpoints.profileUpdate.path,
      query: signedQuery(t, endpoints.profileUpdate, { iconUrl: avatar, ...tokensOf(player) }),
    });
    expect(icon.body.code).toBe(200);
    const idOf = (url: string | undefined) => (url ?? '').slice('/uploads/'.length);
    const aged = [attached, avatar, unused].map(idOf);
    await db
      .update(uploads)
      .set({ createdAt: daysAgo(2) })
      .where(inArray(uploads.uploadId, aged));

    const report = await swept();

    expect(report.uploads).toBe(1);
    const left = await db
      .select({ uploadId: uploads.uploadId })
      .from(uploads)
      .where(inArray(uploads.uploadId, [...aged, idOf(recent)]));
    expect(left.map((row) => row.uploadId).sort()).toEqual(
      [idOf(attached), idOf(avatar), idOf(recent)].sort(),
    );
    const folder = uploadFolder(t.config.DATA_DIR);
    expect(existsSync(path.join(folder, idOf(unused)))).toBe(false);
    expect(existsSync(path.join(folder, idOf(attached)))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: unused ?? '' })).statusCode).toBe(404);
  });

  it('deletes in batches until nothing matches', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await publishAged({ pushType: PushType.OTHER }, daysAgo(30)));
    }
    const gone = await deleteInBatches(db, pushes, pushes.pushId, inArray(pushes.pushId, ids), 2);
    expect(gone).toBe(5);
    expect(await pushesLeft(ids)).toEqual([]);
  });

  it('runs a minute after it starts and then hourly, and stops when told', async () => {
    const clock = new FakeClock();
    const { log, lines } = recordingLog();
    const keeper = housekeeping({ clock, log });
    const passes = () => lines.filter((l) => l.message.startsWith('housekeeping deleted')).length;
    const aged = () => publishAged({ pushType: PushType.OTHER }, daysAgo(8));

    await aged();
    keeper.start();
    clock.advance(HOUSEKEEPING.firstPassAfterMs - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes()).toBe(0);
    clock.advance(1);
    await expect.poll(passes).toBe(1);
    await aged();
    clock.advance(HOUSEKEEPING.everyMs);
    await expect.poll(passes).toBe(2);
    await keeper.stop();
    await aged();
    clock.advance(HOUSEKEEPING.everyMs * 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes()).toBe(2);
    expect(lines[0]?.fields).toMatchObject({ deleted: { pushes: expect.any(Number) } });
  });

  it('logs a sweep that fails and goes on with the others', async () => {
    const { log, lines } = recordingLog();
    let calls = 0;
    // A database that refuses the first statement it is sent, as one going away would.
    const flaky = new Proxy(db, {
      get(target, property, receiver): unknown {
        if (property === 'delete' && calls++ === 0) {
          return () => {
            throw new Error('connection lost');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const player = await createPlayer(t);
    const ended = await addSession(player.userId, { expiresAt: daysAgo(8) });
    const pushId = await publishAged({ pushType: PushType.OTHER }, daysAgo(8));

    const report = await swept({ db: flaky, log });

    expect(lines.find((l) => l.level === 'warn')).toMatchObject({
      fields: { kind: 'sessions' },
      message: 'housekeeping could not delete spent rows',
    });
    expect(report.sessions).toBe(0);
    expect(report.pushes).toBeGreaterThanOrEqual(1);
    expect(await sessionsLeft([ended])).toEqual([ended]);
    expect(await pushesLeft([pushId])).toEqual([]);
  });
  it('runs one pass at a time: a second one started meanwhile leaves the work to the first', async () => {
    const pushId = await publishAged({ pushType: PushType.OTHER }, daysAgo(8));
    const { log, lines } = recordingLog();
    // The first pass holds its lock until the second has tried.
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = housekeeping({
      log,
      alone: (job, run) =>
        t.database.alone(job, async () => {
          inside();
          await gate;
          return run();
        }),
    }).runOnce();
    await entered;
    expect(await housekeeping({ log }).runOnce()).toBeNull();
    release();
    expect((await first)?.pushes).toBeGreaterThanOrEqual(1);
    expect(await pushesLeft([pushId])).toEqual([]);
    // Once it is over, the next pass runs.
    expect(await housekeeping({ log }).runOnce()).not.toBeNull();
    expect(lines.filter((l) => l.level === 'warn')).toEqual([]);
  });
});
