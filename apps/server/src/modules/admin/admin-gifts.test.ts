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
  const body = multipartFile(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), filename, 'text/csv');
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
