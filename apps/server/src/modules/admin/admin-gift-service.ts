import {
  AuditAction,
  Code,
  GIFT_CODES_MAX_LINES,
  GIFT_CODES_REJECTED_LISTED,
  giftCodeAlreadyExists,
  parseGiftCodesCsv,
  type AdminGift,
  type AdminGiftCodesImportResponse,
  type AdminGiftListResponse,
  type adminGiftCreateRequestSchema,
  type adminGiftListRequestSchema,
  type adminGiftUpdateRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { Clock } from '../../lib/clock.js';
import { findGame } from '../games/game-repository.js';
import {
  findCountedGift,
  insertGift,
  insertGiftCodes,
  listCountedGifts,
  updateGift,
  type CountedGift,
} from './admin-gift-repository.js';
import { pageOf, pageWindow } from './admin-page.js';
import type { AuditLog } from './audit-log.js';

const giftNotFound = () => new ApiError(Code.RECORD_NOT_FOUND, 'This gift does not exist.');
const badFile = (problem: string) => new ApiError(Code.MISSING_FIELD, `file: ${problem}`, 400);

const toAdminGift = ({ gift, appName, total, remaining }: CountedGift): AdminGift => ({
  giftId: gift.giftId,
  appId: gift.appId,
  appName,
  title: gift.title,
  description: gift.description,
  rechargeRequirement: gift.rechargeRequirement,
  startsAt: gift.startsAt.getTime(),
  endsAt: gift.endsAt?.getTime() ?? null,
  createdAt: gift.createdAt.getTime(),
  total,
  remaining,
  claimed: total - remaining,
});

/** The CSV as text; anything that is not UTF-8 is no CSV of codes. */
function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badFile('Please send a CSV text file (UTF-8).');
  }
}

/** Gift packs and their codes, as the publisher manages them. */
export function createAdminGiftService(deps: {
  db: Db;
  audit: AuditLog;
  clock: Clock;
  /** Told of a gift that is open to claim from the moment it is created (its red dots). */
  onOpened?: (gift: AdminGift) => void;
}) {
  const { db, audit, clock } = deps;

  const counted = async (giftId: number) => {
    const found = await findCountedGift(db, giftId);
    if (!found) throw giftNotFound();
    return found;
  };

  return {
    async create(
      input: z.output<typeof adminGiftCreateRequestSchema>,
      adminId: number | null,
    ): Promise<AdminGift> {
      if (!(await findGame(db, input.appId))) throw new ApiError(Code.INVALID_APP_ID);
      const giftId = await insertGift(db, {
        appId: input.appId,
        title: input.title,
        description: input.description,
        rechargeRequirement: input.rechargeRequirement,
        startsAt: new Date(input.startsAt ?? clock.now()),
        endsAt: input.endsAt == null ? null : new Date(input.endsAt),
      });
      const gift = toAdminGift(await counted(giftId));
      await audit.record(
        adminId,
        AuditAction.GIFT_CREATE,
        { kind: 'gift', id: giftId },
        { appId: gift.appId, title: gift.title, rechargeRequirement: gift.rechargeRequirement },
      );
      if (gift.startsAt <= clock.now()) deps.onOpened?.(gift);
      return gift;
    },

    /**
     * Rewrites a gift's text, claim requirement and dates; its game and codes stay. The audit
     * entry keeps the values before and after of each field that changed.
     */
    async update(
      input: z.output<typeof adminGiftUpdateRequestSchema>,
      adminId: number | null,
    ): Promise<AdminGift> {
      const before = toAdminGift(await counted(input.giftId));
      const after = {
        title: input.title,
        description: input.description,
        rechargeRequirement: input.rechargeRequirement,
        startsAt: input.startsAt,
        endsAt: input.endsAt ?? null,
      };
      const updated = await updateGift(db, input.giftId, {
        ...after,
        startsAt: new Date(after.startsAt),
        endsAt: after.endsAt === null ? null : new Date(after.endsAt),
      });
      if (!updated) throw giftNotFound();
      const changes = Object.fromEntries(
        (Object.keys(after) as (keyof typeof after)[])
          .filter((field) => before[field] !== after[field])
          .map((field) => [field, { from: before[field], to: after[field] }]),
      );
      if (Object.keys(changes).length > 0) {
        await audit.record(
          adminId,
          AuditAction.GIFT_UPDATE,
          { kind: 'gift', id: input.giftId },
          changes,
        );
      }
      return toAdminGift(await counted(input.giftId));
    },

    async list(input: z.output<typeof adminGiftListRequestSchema>): Promise<AdminGiftListResponse> {
      const { rows, total } = await listCountedGifts(db, {
        appId: input.appId,
        ...pageWindow(input),
      });
      return { giftList: rows.map(toAdminGift), ...pageOf(input, total) };
    },

    /**
     * Imports the codes of a CSV file (see parseGiftCodesCsv): the good lines are stored in one
     * transaction, and every bad line is reported with its number and reason. A file that is not
     * text, is too long or holds no line at all is refused whole.
     */
    async importCodes(
      giftId: number,
      bytes: Uint8Array,
      adminId: number | null,
    ): Promise<AdminGiftCodesImportResponse> {
      await counted(giftId);
      const parsed = parseGiftCodesCsv(decodeCsv(bytes));
      if (parsed.lines > GIFT_CODES_MAX_LINES) {
        throw badFile(`A file holds at most ${GIFT_CODES_MAX_LINES} lines.`);
      }
      if (parsed.lines === 0) throw badFile('The file holds no codes.');
      const { inserted, existing } = await insertGiftCodes(
        db,
        giftId,
        parsed.accepted.map((entry) => entry.code),
      );
      const rejected = [
        ...parsed.rejected,
        ...parsed.accepted.filter((entry) => existing.has(entry.code)).map(giftCodeAlreadyExists),
      ].sort((a, b) => a.line - b.line);
      await audit.record(
        adminId,
        AuditAction.GIFT_CODES_IMPORT,
        { kind: 'gift', id: giftId },
        { imported: inserted, rejected: rejected.length, lines: parsed.lines },
      );
      return {
        giftId,
        imported: inserted,
        rejectedTotal: rejected.length,
        rejected: rejected.slice(0, GIFT_CODES_REJECTED_LISTED),
        gift: toAdminGift(await counted(giftId)),
      };
    },
  };
}

export type AdminGiftService = ReturnType<typeof createAdminGiftService>;
