import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from './constants.js';
import { gameSchema, tagSchema } from './games.js';
import { pageSchema, pageSizeSchema } from './pagination.js';
import { normaliseGameSearch } from './search-text.js';

export const gameSearchRequestSchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE),
  appName: z
    .string()
    .max(100)
    .transform((v) => normaliseGameSearch(v) ?? '')
    .pipe(z.string().min(1)),
});
export type GameSearchRequest = z.input<typeof gameSearchRequestSchema>;

/** Letters `start` (included) to `end` (excluded) of a name, in UTF-16 code units as JS counts. */
export const searchHighlightSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type SearchHighlight = z.infer<typeof searchHighlightSchema>;

/**
 * The search answer. `appList` is as it always was; the other fields are optional additions:
 * - `highlights`: for each game of `appList`, in the same order, the parts of its name the query
 *   matched (a word typed whole or its start, or the word a typo stands for);
 * - `didYouMean` (first page, nothing found): a listed game whose name is close to the query;
 * - `related` (first page, nothing found): a tag matching a word of the query, and its most
 *   played games.
 */
export const gameSearchResponseSchema = z.object({
  appList: z.array(gameSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  highlights: z.array(z.array(searchHighlightSchema)).optional(),
  didYouMean: z.object({ appId: z.number().int(), appName: z.string() }).optional(),
  related: z.object({ tag: tagSchema, appList: z.array(gameSchema) }).optional(),
});
export type GameSearchResponse = z.infer<typeof gameSearchResponseSchema>;
