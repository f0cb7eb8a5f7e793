import { z } from 'zod';

/** Page numbers start at 1; sizes are bounded so a request can never ask for the whole table. */
export const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
export const pageSizeSchema = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

export const pagedSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
