import { rowNumber, type TableFrameColumn } from '@shop/ui';

// The lists' loading, empty and error states, paging and row numbers live in the shared table
// frame (`TableFrame` of @shop/ui); re-exported here for the admin pages that import them.
export { pageParam, rowNumber, tableEmptyText, usePageNumbers } from '@shop/ui';

/** The admin lists' page size. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * The first column of an admin list: the row's number counted across pages (page 2 starts at 21),
 * in the page's digits; a phone's card leaves it out.
 */
export function indexColumn<T>(
  title: string,
  page: number,
  number: (value: number) => string,
  width = 56,
): TableFrameColumn<T> {
  return {
    title,
    key: 'index',
    width,
    card: 'hidden',
    render: (_value, _row, index) => number(rowNumber(page, ADMIN_PAGE_SIZE, index)),
  };
}
