import { z } from 'zod';
import { NEWS_PAGE_SIZE, NewsCategory } from './constants.js';
import { pagedSchema, pageSchema, pageSizeSchema } from './pagination.js';

export const slideSchema = z.object({
  slideId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  appId: z.number().int().nullable(),
  linkUrl: z.string().nullable(),
});
export type Slide = z.infer<typeof slideSchema>;
export const slideshowResponseSchema = z.object({ slideList: z.array(slideSchema) });
export type SlideshowResponse = z.infer<typeof slideshowResponseSchema>;

export const newsItemSchema = z.object({
  newsId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  category: z.enum(NewsCategory),
  appId: z.number().int().nullable(),
  publishedAt: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** contentHtml is sanitised on the server when it is written, so the site may render it. */
export const newsDetailSchema = newsItemSchema.extend({ contentHtml: z.string() });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(NEWS_PAGE_SIZE, 50),
  category: z.enum(NewsCategory).optional(),
});
export type NewsListRequest = z.input<typeof newsListRequestSchema>;
export const newsListResponseSchema = pagedSchema.extend({ newsList: z.array(newsItemSchema) });
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

export const newsDetailRequestSchema = z.object({
  newsId: z.coerce.number().int().min(1).max(2_147_483_647),
});
