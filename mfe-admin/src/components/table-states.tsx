// The lists' loading, empty and error states, paging and row numbers live in the shared table
// frame (`TableFrame` of @shop/ui); re-exported here for the admin pages that import them.
export { pageParam, rowNumber, tableEmptyText, usePageNumbers } from '@shop/ui';

/** The admin lists' page size. */
export const ADMIN_PAGE_SIZE = 20;
