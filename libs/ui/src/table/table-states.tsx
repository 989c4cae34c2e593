import { useFormat, useT } from '@shop/i18n';
import { Button, Empty } from 'antd';
import type { PaginationProps } from 'antd';
import type { ReactNode } from 'react';

/** Why a list could not be loaded, with Retry (in the active language). */
function LoadError({ errorText, refetch }: { errorText: string; refetch: () => unknown }) {
  const { t } = useT('common');
  return (
    <Empty description={errorText} data-testid="load-error">
      <Button onClick={() => void refetch()}>{t('actions.retry')}</Button>
    </Empty>
  );
}

/** A list that could not be loaded: its text and how to ask again. */
export interface TableLoadError {
  errorText: string;
  refetch: () => unknown;
}

/**
 * What a table shows instead of rows: why the list could not be loaded (with Retry), or a plain
 * "nothing here" line. The API's own message is toasted once by the error middleware.
 */
export function tableEmptyText({
  isError,
  refetch,
  errorText,
  emptyText,
}: TableLoadError & { isError: boolean; emptyText: ReactNode }): ReactNode {
  return isError ? (
    <LoadError errorText={errorText} refetch={refetch} />
  ) : (
    <Empty description={emptyText} />
  );
}

/**
 * The page numbers of a table's pagination in the active language's digits (antd's locale gives
 * its other texts); each page keeps its title ("2"), which is what tests click.
 */
export function usePageNumbers(): NonNullable<PaginationProps['itemRender']> {
  const f = useFormat();
  return (page, type, original) =>
    type === 'page' ? <a rel="nofollow">{f.number(page)}</a> : original;
}

/** Row number of the `index`-th row of page `page` (1-based): page 2 of 20 starts at 21. */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

/** The page number in an address (`?page=`): a whole number from 1, else 1. */
export function pageParam(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
