/** 'More' shows while the current page is before the last one (spec §4: pageNum < totalPages). */
export function hasMorePages(page: { pageNum: number; totalPages: number }): boolean {
  return page.pageNum < page.totalPages;
}

/** How many pages `totalCount` items fill at `pageSize` per page (0 for none). */
export function pageCount(totalCount: number, pageSize: number): number {
  if (totalCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalCount / pageSize);
}
