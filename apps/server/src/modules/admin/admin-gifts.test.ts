import {
  adminEndpoints,
  AuditAction,
  Code,
  endpoints,
  type AdminGift,
  type AdminGiftCodesImportResponse,
  type AdminGiftListResponse,
  type AuditListResponse,
  type GiftListResponse,
} from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, createAdmin, type TestAdmin } from '../../../test/admins.js';
import { createPlayer, fieldsOf } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipartFile } from '../../../test/uploads.js';
import { giftCodes, gifts } from '../../db/schema.js';
import { giftKeyOf } from '../gifts/gift-key.js';

let t: TestApp;
let admin: TestAdmin;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  cookie = await adminLogin(t, admin);
});

afterAll(() => t.close());

const create = (payload: Record<string, unknown>) =>
  t.call<AdminGift>({
    method: 'POST',
    url: adminEndpoints.giftCreate.path,
    payload,
    headers: { cookie },
  });

const importCsv = (giftId: number | string, csv: string | Buffer, filename = 'codes.csv') => {
  const body = multipartFile(
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    filename,
    'text/csv',
    'file',
  );
  return t.call<AdminGiftCodesImportResponse>({
    method: 'POST',
    url: adminEndpoints.giftCodesImport.path,
    query: { giftId: String(giftId) },
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

const codesOf = async (giftId: number) =>
  (
    await t.database.db
      .select({ code: giftCodes.code })
      .from(giftCodes)
      .where(eq(giftCodes.giftId, giftId))
      .orderBy(giftCodes.codeId)
  ).map((row) => row.code);

describe('POST /api/admin/gifts/create', () => {
  it('creates a gift for a game, on show from now, with no codes yet', async () => {
    const res = await create({
      appId: 1001,
      title: 'Weekend pack',
      description: 'Two undo tokens.',
      rechargeRequirement: '50',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      appId: 1001,
      title: 'Weekend pack',
      description: 'Two undo tokens.',
      rechargeRequirement: 50,
      endsAt: null,
      total: 0,
      remaining: 0,
      claimed: 0,
    });
    expect(Math.abs(res.body.data.startsAt - Date.now())).toBeLessThan(60_000);
    const audit = await t.call<AuditListResponse>({
      method: 'GET',
      url: adminEndpoints.audit.path,
      query: { action: AuditAction.GIFT_CREATE },
      headers: { cookie },
    });
    expect(audit.body.data.entries[0]).toMatchObject({
      targetKind: 'gift',
      targetId: String(res.body.data.giftId),
    });
  });

  it('refuses an unknown game, an empty title and an end before the start, storing nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(gifts))[0]?.n;
    const now = Date.now();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ appId: 424242, title: 'x' }, Code.INVALID_APP_ID, /game/],
      [{ appId: 1001, title: '  ' }, Code.MISSING_FIELD, /^title: /],
      [{ appId: 1001, title: 'x', rechargeRequirement: -1 }, Code.MISSING_FIELD, /^recharge/],
      [
        { appId: 1001, title: 'x', startsAt: now, endsAt: now - 1 },
        Code.MISSING_FIELD,
        /^endsAt: /,
      ],
    ];
    for (const [payload, code, msg] of cases) {
      const res = await create(payload);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.msg, JSON.stringify(payload)).toMatch(msg);
    }
    expect((await t.database.db.select({ n: count() }).from(gifts))[0]?.n).toBe(before);
  });
});

const update = (payload: Record<string, unknown>) =>
  t.call<AdminGift>({
    method: 'POST',
    url: adminEndpoints.giftUpdate.path,
    payload,
    headers: { cookie },
  });

const centerTitles = async () =>
  (
    await t.call<GiftListResponse>({
      method: 'GET',
      url: endpoints.giftList.path,
      query: { requestType: '1', appId: '1001' },
    })
  ).body.data.giftList.map((gift) => gift.title);

describe('POST /api/admin/gifts/update', () => {
  it('rewrites text, requirement and dates, keeps game and codes, and audits what changed', async () => {
    const created = (await create({ appId: 1001, title: 'Typo pakc', rechargeRequirement: 10 }))
      .body.data;
    expect((await importCsv(created.giftId, 'AAA-1\nAAA-2\n')).body.data.imported).toBe(2);
    expect(await centerTitles()).toContain('Typo pakc');

    const fixed = await update({
      giftId: created.giftId,
      title: 'Harvest pack',
      description: 'Two keys.',
      rechargeRequirement: 10,
      startsAt: created.startsAt,
    });
    expect(fixed.body.code).toBe(200);
    expect(fixed.body.data).toMatchObject({
      giftId: created.giftId,
      appId: 1001,
      title: 'Harvest pack',
      description: 'Two keys.',
      rechargeRequirement: 10,
      startsAt: created.startsAt,
      endsAt: null,
      total: 2,
      remaining: 2,
    });
    expect(await centerTitles()).toEqual(expect.arrayContaining(['Harvest pack']));
    expect(await centerTitles()).not.toContain('Typo pakc');
    expect(await codesOf(created.giftId)).toEqual(['AAA-1', 'AAA-2']);

    // Ending it now takes it out of the Gift Center.
    const ended = await update({ ...fixed.body.data, endsAt: Date.now() });
    expect(ended.body.code).toBe(200);
    expect(await centerTitles()).not.toContain('Harvest pack');

    const audit = await t.call<AuditListResponse>({
      method: 'GET',
      url: adminEndpoints.audit.path,
      query: { action: AuditAction.GIFT_UPDATE },
      headers: { cookie },
    });
    const entries = audit.body.data.entries.filter((e) => e.targetId === String(created.giftId));
    expect(entries).toHaveLength(2);
    expect(entries[1]?.details).toEqual({
      title: { from: 'Typo pakc', to: 'Harvest pack' },
      description: { from: '', to: 'Two keys.' },
    });
    expect(Object.keys(entries[0]?.details ?? {})).toEqual(['endsAt']);

    // Sending the same values again changes nothing and records nothing.
    expect((await update({ ...ended.body.data })).body.code).toBe(200);
    const again = await t.call<AuditListResponse>({
      method: 'GET',
      url: adminEndpoints.audit.path,
      query: { action: AuditAction.GIFT_UPDATE },
      headers: { cookie },
    });
    expect(again.body.data.total).toBe(audit.body.data.total);
  });

  it('refuses an unknown gift, an empty title, a missing start and an end before the start', async () => {
    const gift = (await create({ appId: 1001, title: 'Kept as it was' })).body.data;
    const valid = { giftId: gift.giftId, title: 'x', startsAt: gift.startsAt };
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...valid, giftId: 2_000_000_000 }, Code.RECORD_NOT_FOUND, /gift does not exist/],
      [{ ...valid, title: ' ' }, Code.MISSING_FIELD, /^title: /],
      [{ giftId: gift.giftId, title: 'x' }, Code.MISSING_FIELD, /^startsAt: /],
      [{ ...valid, endsAt: gift.startsAt - 1 }, Code.MISSING_FIELD, /^endsAt: /],
    ];
    for (const [payload, code, msg] of cases) {
      const res = await update(payload);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.msg, JSON.stringify(payload)).toMatch(msg);
    }
    const [row] = await t.database.db.select().from(gifts).where(eq(gifts.giftId, gift.giftId));
    expect(row?.title).toBe('Kept as it was');
  });

  it('is for admins only', async () => {
    const res = await t.call({
      method: 'POST',
      url: adminEndpoints.giftUpdate.path,
      payload: { giftId: 1, title: 'x', startsAt: 0 },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(Code.ADMIN_LOGIN_REQUIRED);
  });
});

describe('POST /api/admin/gifts/codes/import', () => {
  it('imports the good lines and reports each bad one with its line number and reason', async () => {
    const gift = (await create({ appId: 1002, title: 'Snake skins' })).body.data;
    const first = await importCsv(gift.giftId, 'code\nSNAKE-0001\nSNAKE-0002\n');
    expect(first.body.data).toMatchObject({ imported: 2, rejectedTotal: 0, rejected: [] });

    const csv = [
      'Code,Note',
      'SNAKE-0003,first batch',
      '',
      `"SNAKE-""Q""-4"`,
      'X'.repeat(65),
      'SNAKE 0005',
      'SNAKE-0003',
      'SNAKE-0001',
      '"SNAKE-0006',
      '  SNAKE-0007  ',
      '',
    ].join('\r\n');
    const res = await importCsv(gift.giftId, csv);
    expect(res.body.code).toBe(200);
    expect(res.body.data.imported).toBe(3);
    expect(res.body.data.rejectedTotal).toBe(6);
    expect(res.body.data.rejected.map((r) => [r.line, r.reason])).toEqual([
      [3, 'empty'],
      [5, 'too_long'],
      [6, 'invalid_characters'],
      [7, 'duplicate_in_file'],
      [8, 'already_exists'],
      [9, 'unbalanced_quotes'],
    ]);
    expect(res.body.data.rejected[4]).toEqual({
      line: 8,
      code: 'SNAKE-0001',
      reason: 'already_exists',
      message: 'The gift already has this code.',
    });
    expect(res.body.data.gift).toMatchObject({ total: 5, remaining: 5, claimed: 0 });
    expect(await codesOf(gift.giftId)).toEqual([
      'SNAKE-0001',
      'SNAKE-0002',
      'SNAKE-0003',
      'SNAKE-"Q"-4',
      'SNAKE-0007',
    ]);

    const audit = await t.call<AuditListResponse>({
      method: 'GET',
      url: adminEndpoints.audit.path,
      query: { action: AuditAction.GIFT_CODES_IMPORT },
      headers: { cookie },
    });
    expect(audit.body.data.entries[0]).toMatchObject({
      adminId: admin.adminId,
      targetId: String(gift.giftId),
      details: { imported: 3, rejected: 6, lines: 9 },
    });
  });

  it('refuses a file that is not text, holds nothing, or is not sent as a file', async () => {
    const gift = (await create({ appId: 1002, title: 'Refusals' })).body.data;
    const binary = await importCsv(gift.giftId, Buffer.from([0xff, 0xfe, 0x00, 0x41]));
    expect(binary.body).toEqual({
      code: Code.MISSING_FIELD,
      msg: 'file: Please send a CSV text file (UTF-8).',
      data: null,
    });
    const empty = await importCsv(gift.giftId, '\n\n');
    expect(empty.body.msg).toBe('file: The file holds no codes.');
    const notMultipart = await t.call({
      method: 'POST',
      url: adminEndpoints.giftCodesImport.path,
      query: { giftId: String(gift.giftId) },
      payload: { file: 'CODE-1' },
      headers: { cookie },
    });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.code).toBe(Code.BAD_REQUEST);
    const missing = await importCsv(999999, 'CODE-1\n');
    expect(missing.body.code).toBe(Code.RECORD_NOT_FOUND);
    const badId = await importCsv('abc', 'CODE-1\n');
    expect(badId.body.code).toBe(Code.MISSING_FIELD);
    expect(await codesOf(gift.giftId)).toEqual([]);
  });
});

describe('GET /api/admin/gifts/list', () => {
  it('lists gifts newest first with their remaining and claimed counts', async () => {
    const gift = (await create({ appId: 1001, title: 'Counted' })).body.data;
    await importCsv(gift.giftId, 'A-1\nA-2\nA-3\n');
    const player = await createPlayer(t);
    const claim = await t.call({
      method: 'POST',
      url: endpoints.giftClaim.path,
      payload: { giftKey: giftKeyOf(gift.giftId), ...fieldsOf(player) },
    });
    expect(claim.body.code).toBe(200);

    const res = await t.call<AdminGiftListResponse>({
      method: 'GET',
      url: adminEndpoints.giftList.path,
      query: { appId: '1001' },
      headers: { cookie },
    });
    expect(res.body.data.giftList[0]).toMatchObject({
      giftId: gift.giftId,
      title: 'Counted',
      total: 3,
      remaining: 2,
      claimed: 1,
    });
    expect(res.body.data.giftList.every((g) => g.appId === 1001)).toBe(true);

    // The new gift shows in the player's Gift Center with the same count.
    const center = await t.call<GiftListResponse>({
      method: 'GET',
      url: endpoints.giftList.path,
      query: { requestType: '1', appId: '1001' },
    });
    expect(center.body.data.giftList.find((g) => g.title === 'Counted')).toMatchObject({
      remaining: 2,
      total: 3,
    });
  });
});
