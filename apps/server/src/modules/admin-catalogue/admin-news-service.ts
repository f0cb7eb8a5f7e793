import {
  CatalogueAuditAction,
  Code,
  PushType,
  RedDotLocation,
  type AdminNews,
  type AdminNewsItem,
  type AdminNewsListResponse,
  type adminNewsCreateRequestSchema,
  type adminNewsListRequestSchema,
  type adminNewsUpdateRequestSchema,
  type NewsCategoryValue,
  type NewsChannelValue,
  type RedDotLocationValue,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { assetUrl, type AssetOrigins } from '../../lib/asset-url.js';
import { sanitiseHtml } from '../../lib/html.js';
import type { AuditLog } from '../admin/audit-log.js';
import { findGame } from '../games/game-repository.js';
import type { PushService } from '../pushes/push-service.js';
import {
  deleteNews,
  findNewsById,
  insertNews,
  listAdminNews,
  publishNews,
  updateNews,
  type NewNews,
  type NewsRow,
} from './admin-news-repository.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { storedImage } from './image-reference.js';

/**
 * A draft is dated in the far future: the news table has no state of its own, and the public
 * lists show only items dated now or earlier.
 */
const DRAFT_DATE = new Date('9999-12-31T00:00:00.000Z');

/** The red dot that lights for players when an item of this channel and category comes out. */
const NEWS_RED_DOTS: Record<NewsChannelValue, Record<NewsCategoryValue, RedDotLocationValue>> = {
  portal: { news: RedDotLocation.NEWS, event: RedDotLocation.EVENT },
  fbc: { news: RedDotLocation.FBC_NEWS, event: RedDotLocation.FBC_EVENT },
};

export interface AdminNewsServiceDeps {
  db: Db;
  assets: AssetOrigins;
  pushes: Pick<PushService, 'publish'>;
  changes: CatalogueChanges;
  audit: AuditLog;
}

/**
 * News and events as the publisher writes them. The body is HTML, cleaned on the way in (text
 * formatting, lists, links and images only), so the site may show it as it is stored.
 */
export function createAdminNewsService(deps: AdminNewsServiceDeps) {
  const { db, assets, pushes, changes, audit } = deps;

  const itemOf = (row: NewsRow): AdminNewsItem => {
    const draft = row.publishedAt.getTime() > Date.now();
    return {
      newsId: row.newsId,
      channel: row.channel,
      category: row.category,
      title: row.title,
      summary: row.summary,
      coverUrl: assetUrl(assets, row.coverUrl),
      appId: row.appId,
      state: draft ? 'draft' : 'published',
      publishedAt: draft ? null : row.publishedAt.getTime(),
    };
  };
  const newsOf = (row: NewsRow): AdminNews => ({ ...itemOf(row), contentHtml: row.contentHtml });
  const notFound = () => new ApiError(Code.RECORD_NOT_FOUND);

  async function checkGame(appId: number | null | undefined): Promise<void> {
    if (appId != null && !(await findGame(db, appId))) throw new ApiError(Code.INVALID_APP_ID);
  }

  async function detail(newsId: number): Promise<AdminNews> {
    const row = await findNewsById(db, newsId);
    if (!row) throw notFound();
    return newsOf(row);
  }

  return {
    detail,

    async list(input: z.output<typeof adminNewsListRequestSchema>): Promise<AdminNewsListResponse> {
      const { page, pageSize } = input;
      const { rows, total } = await listAdminNews(db, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
        channel: input.channel,
        category: input.category,
        state: input.state,
      });
      return {
        newsList: rows.map(itemOf),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    /** A new item is a draft; players see it once it is published. */
    async create(
      adminId: number,
      input: z.output<typeof adminNewsCreateRequestSchema>,
    ): Promise<AdminNews> {
      await checkGame(input.appId);
      const row = await insertNews(db, {
        ...input,
        coverUrl: storedImage(assets, 'coverUrl', input.coverUrl),
        contentHtml: sanitiseHtml(input.contentHtml),
        publishedAt: DRAFT_DATE,
      });
      await audit.record(
        adminId,
        CatalogueAuditAction.NEWS_CREATE,
        { kind: 'news', id: row.newsId },
        { title: row.title, channel: row.channel, category: row.category },
      );
      return newsOf(row);
    },

    /** Only the fields sent change; a published item stays published. */
    async update(
      adminId: number,
      input: z.output<typeof adminNewsUpdateRequestSchema>,
    ): Promise<AdminNews> {
      const { newsId, ...fields } = input;
      await checkGame(fields.appId);
      const values: Partial<NewNews> = { ...fields };
      if (fields.coverUrl !== undefined) {
        values.coverUrl = storedImage(assets, 'coverUrl', fields.coverUrl);
      }
      if (fields.contentHtml !== undefined) values.contentHtml = sanitiseHtml(fields.contentHtml);
      const row =
        Object.keys(values).length > 0
          ? await updateNews(db, newsId, values)
          : await findNewsById(db, newsId);
      if (!row) throw notFound();
      await audit.record(
        adminId,
        CatalogueAuditAction.NEWS_UPDATE,
        { kind: 'news', id: newsId },
        { fields: Object.keys(fields) },
      );
      changes.changed();
      return newsOf(row);
    },

    async delete(adminId: number, newsId: number): Promise<{ newsId: number }> {
      if (!(await deleteNews(db, newsId))) throw notFound();
      await audit.record(adminId, CatalogueAuditAction.NEWS_DELETE, { kind: 'news', id: newsId });
      changes.changed();
      return { newsId };
    },

    /**
     * Shows a draft to players, dated now, and lights the News (or Events) red dot of everyone.
     * Publishing an item already out changes nothing and sends no second push.
     */
    async publish(adminId: number, newsId: number): Promise<AdminNews> {
      const row = await publishNews(db, newsId);
      if (!row) return detail(newsId);
      changes.changed();
      const push = await pushes.publish({
        pushType: PushType.RED_DOT,
        redDotLocation: NEWS_RED_DOTS[row.channel][row.category],
        title: row.title,
      });
      await audit.record(
        adminId,
        CatalogueAuditAction.NEWS_PUBLISH,
        { kind: 'news', id: newsId },
        { pushId: push.pushId },
      );
      return newsOf(row);
    },

    /** Takes an item back to draft: gone from the public lists and detail page. */
    async unpublish(adminId: number, newsId: number): Promise<AdminNews> {
      const row = await updateNews(db, newsId, { publishedAt: DRAFT_DATE });
      if (!row) throw notFound();
      await audit.record(adminId, CatalogueAuditAction.NEWS_UNPUBLISH, {
        kind: 'news',
        id: newsId,
      });
      changes.changed();
      return newsOf(row);
    },
  };
}

export type AdminNewsService = ReturnType<typeof createAdminNewsService>;
