/** A page of a list, as the paged contracts ask for it. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The rows of a page: what the repositories take. */
export const pageWindow = ({ page, pageSize }: PageRequest) => ({
  offset: (page - 1) * pageSize,
  limit: pageSize,
});

/** The paging fields of an answer. */
export const pageOf = ({ page, pageSize }: PageRequest, total: number) => ({
  page,
  pageSize,
  total,
  hasMore: page * pageSize < total,
});
