import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';

/**
 * What an admin table shows instead of rows: why the list could not be loaded (with Retry), or a
 * plain "nothing here" line. The API's own message is toasted once by the error middleware.
 */
export function tableEmptyText({
  isError,
  refetch,
  errorText,
  emptyText,
}: {
  isError: boolean;
  refetch: () => unknown;
  errorText: string;
  emptyText: ReactNode;
}): ReactNode {
  return isError ? (
    <Empty description={errorText} data-testid="load-error">
      <Button onClick={() => void refetch()}>Retry</Button>
    </Empty>
  ) : (
    <Empty description={emptyText} />
  );
}

/** Row number of the `index`-th row of page `page` (1-based): page 2 of 20 starts at 21. */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

/** The admin lists' page size. */
export const ADMIN_PAGE_SIZE = 20;
