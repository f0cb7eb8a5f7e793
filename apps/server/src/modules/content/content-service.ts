import {
  categoryOfNewsType,
  Code,
  newsTypeOf,
  type NewsDetail,
  type NewsItem,
  type NewsListResponse,
  type newsListRequestSchema,
  type SlideshowResponse,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { assetUrl, type AssetOrigins } from '../../lib/asset-url.js';
import {
  activeSlides,
  findNews,
  listNews,
  type Channel,
  type NewsRow,
} from './content-repository.js';

export function createContentService(db: Db, { assets }: { assets: AssetOrigins }) {
  const toItem = (row: NewsRow): NewsItem => ({
    newsId: row.newsId,
    newsTitle: row.title,
    summary: row.summary,
    coverUrl: assetUrl(assets, row.coverUrl),
    newsType: newsTypeOf(row.category),
    appId: row.appId,
    newsPublishTime: row.publishedAt.getTime(),
  });

  return {
    async slideshow(): Promise<SlideshowResponse> {
      const rows = await activeSlides(db);
      return {
        slideList: rows.map((s) => ({
          slideId: s.slideId,
          title: s.title,
          subtitle: s.subtitle,
          imageUrl: assetUrl(assets, s.imageUrl),
          appId: s.appId,
          linkUrl: s.linkUrl,
        })),
      };
    },

    async newsList(
      channel: Channel,
      { page, pageSize, newsType, appId }: z.output<typeof newsListRequestSchema>,
    ): Promise<NewsListResponse> {
      const category = newsType === undefined ? undefined : categoryOfNewsType(newsType);
      if (category === null) return { newsList: [], page, pageSize, total: 0, hasMore: false };
      const { rows, total } = await listNews(
        db,
        channel,
        { category, appId },
        (page - 1) * pageSize,
        pageSize,
      );
      return {
        newsList: rows.map(toItem),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    async newsDetail(channel: Channel, newsId: number): Promise<NewsDetail> {
      const row = await findNews(db, channel, newsId);
      if (!row) throw new ApiError(Code.RECORD_NOT_FOUND);
      const item = toItem(row);
      return { ...item, newsContent: row.contentHtml, publishTime: item.newsPublishTime };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
