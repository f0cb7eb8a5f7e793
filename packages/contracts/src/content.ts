import { z } from 'zod';
import { NEWS_PAGE_SIZE } from './constants.js';
import { optionalAppIdSchema } from './games.js';
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

/** A news item in the publisher's names; `newsPublishTime` is milliseconds since the epoch. */
export const newsItemSchema = z.object({
  newsId: z.number().int(),
  newsTitle: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  newsType: z.number().int(),
  appId: z.number().int().nullable(),
  newsPublishTime: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * `newsContent` is HTML sanitised on the server when it is written, so a page may render it.
 * `publishTime` repeats `newsPublishTime`: the publisher's article page reads that name.
 */
export const newsDetailSchema = newsItemSchema.extend({
  newsContent: z.string(),
  publishTime: z.number().int(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** `newsType` (0, 1 or 2) and `appId` narrow the list; left out or empty, they do not. */
export const newsListRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(NEWS_PAGE_SIZE, 50),
  newsType: z
    .union([
      z.literal(''),
      z.coerce
        .number()
        .int()
        .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
    ])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  appId: optionalAppIdSchema,
});
export type NewsListRequest = z.input<typeof newsListRequestSchema>;
export const newsListResponseSchema = pagedSchema.extend({ newsList: z.array(newsItemSchema) });
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

export const newsDetailRequestSchema = z.object({
  newsId: z.coerce.number().int().min(1).max(2_147_483_647),
});
