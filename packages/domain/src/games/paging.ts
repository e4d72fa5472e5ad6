/** 'More' shows while the current page is before the last one (spec §4: pageNum < totalPages). */
export function hasMorePages(page: { pageNum: number; totalPages: number }): boolean {
  return page.pageNum < page.totalPages;
}

/** How many pages `totalCount` items fill at `pageSize` per page (0 for none). */
export function pageCount(totalCount: number, pageSize: number): number {
  if (totalCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalCount / pageSize);
}

/**
 * The paging of a list answered without page counts (the platform's recent games are the array
 * of one page itself): a full page may have a next one, a shorter page is the last. A page asked
 * past the end comes back empty and ends the list there.
 */
export function pageOfUnpagedList(
  page: number,
  pageSize: number,
  received: number,
): { pageNum: number; totalPages: number } {
  if (received === 0) return { pageNum: page, totalPages: page - 1 };
  return { pageNum: page, totalPages: received < pageSize ? page : page + 1 };
}
