import {
  CatalogueAuditAction,
  Code,
  messageFor,
  type AdminSlide,
  type AdminSlideListResponse,
  type adminSlideCreateRequestSchema,
  type adminSlideUpdateRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { assetUrl, type AssetOrigins } from '../../lib/asset-url.js';
import type { AuditLog } from '../admin/audit-log.js';
import { findGame } from '../games/game-repository.js';
import {
  deleteSlide,
  findSlide,
  insertSlide,
  listSlides,
  lockSlides,
  setSlideOrder,
  updateSlide,
  type NewSlide,
  type SlideRow,
} from './admin-slide-repository.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { storedImage } from './image-reference.js';

export interface AdminSlideServiceDeps {
  db: Db;
  assets: AssetOrigins;
  changes: CatalogueChanges;
  audit: AuditLog;
}

/** The home page banners: each opens a game or an address, in the publisher's order. */
export function createAdminSlideService(deps: AdminSlideServiceDeps) {
  const { db, assets, changes, audit } = deps;

  const slideOf = (row: SlideRow): AdminSlide => ({
    slideId: row.slideId,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: assetUrl(assets, row.imageUrl),
    appId: row.appId,
    linkUrl: row.linkUrl,
    position: row.position,
    active: row.active,
  });

  /** A banner leads to one place: a game (which must exist) or an address. */
  async function checkTarget(appId: number | null, linkUrl: string | null): Promise<void> {
    if ((appId === null) === (linkUrl === null)) {
      throw new ApiError(
        Code.MISSING_FIELD,
        'appId: A banner opens either a game (appId) or an address (linkUrl).',
        400,
      );
    }
    if (appId !== null && !(await findGame(db, appId))) throw new ApiError(Code.INVALID_APP_ID);
  }

  const notFound = () => new ApiError(Code.RECORD_NOT_FOUND);

  const list = async (): Promise<AdminSlideListResponse> => ({
    slideList: (await listSlides(db)).map(slideOf),
  });

  return {
    list,

    async create(
      adminId: number,
      input: z.output<typeof adminSlideCreateRequestSchema>,
    ): Promise<AdminSlide> {
      await checkTarget(input.appId, input.linkUrl);
      const row = await insertSlide(db, {
        ...input,
        imageUrl: storedImage(assets, 'imageUrl', input.imageUrl),
      });
      await audit.record(
        adminId,
        CatalogueAuditAction.SLIDE_CREATE,
        { kind: 'slide', id: row.slideId },
        { title: row.title },
      );
      changes.changed();
      return slideOf(row);
    },

    /** Only the fields sent change; sending appId or linkUrl replaces where the banner leads. */
    async update(
      adminId: number,
      input: z.output<typeof adminSlideUpdateRequestSchema>,
    ): Promise<AdminSlide> {
      const { slideId, ...fields } = input;
      const current = await findSlide(db, slideId);
      if (!current) throw notFound();
      const values: Partial<NewSlide> = { ...fields };
      if (fields.imageUrl !== undefined) {
        values.imageUrl = storedImage(assets, 'imageUrl', fields.imageUrl);
      }
      // Naming one target clears the other, so a banner can move from a game to an address.
      if (fields.appId != null && fields.linkUrl === undefined) values.linkUrl = null;
      if (fields.linkUrl != null && fields.appId === undefined) values.appId = null;
      const appId = values.appId === undefined ? current.appId : values.appId;
      const linkUrl = values.linkUrl === undefined ? current.linkUrl : values.linkUrl;
      await checkTarget(appId, linkUrl);
      const row = await updateSlide(db, slideId, values);
      if (!row) throw notFound();
      await audit.record(
        adminId,
        CatalogueAuditAction.SLIDE_UPDATE,
        { kind: 'slide', id: slideId },
        { fields: Object.keys(fields) },
      );
      changes.changed();
      return slideOf(row);
    },

    async delete(adminId: number, slideId: number): Promise<{ slideId: number }> {
      if (!(await deleteSlide(db, slideId))) throw notFound();
      await audit.record(adminId, CatalogueAuditAction.SLIDE_DELETE, {
        kind: 'slide',
        id: slideId,
      });
      changes.changed();
      return { slideId };
    },

    /** Renumbers the banners in the given order, which must name each of them once. */
    async reorder(adminId: number, slideIds: number[]): Promise<AdminSlideListResponse> {
      await db.transaction(async (tx) => {
        const current = await lockSlides(tx);
        const known = new Set(current);
        if (slideIds.length !== current.length || !slideIds.every((id) => known.has(id))) {
          throw new ApiError(
            Code.ORDER_MISMATCH,
            `${messageFor(Code.ORDER_MISMATCH)} There are ${current.length} banners.`,
            400,
          );
        }
        await setSlideOrder(tx, slideIds);
      });
      await audit.record(adminId, CatalogueAuditAction.SLIDE_REORDER, null, { slideIds });
      changes.changed();
      return list();
    },
  };
}

export type AdminSlideService = ReturnType<typeof createAdminSlideService>;
