import { Button, Grid, Pagination, Spin, Table } from 'antd';
import type { TableColumnType } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { tableEmptyText, type TableLoadError, usePageNumbers } from './table-states';
import './table-frame.css';

/**
 * Where a column's cell goes on a phone's card: `title` (the card's heading), `media` (a picture
 * beside the heading), `line` (a "label: value" line — the default), `actions` (the buttons row at
 * the card's foot) or `hidden` (e.g. the Index column).
 */
export type CardPlace = 'title' | 'media' | 'line' | 'actions' | 'hidden';

/** An antd column (a stable `key` and a `render`) plus where its cell goes on a card. */
export interface TableFrameColumn<T> extends Omit<TableColumnType<T>, 'key' | 'title'> {
  key: string;
  title: ReactNode;
  render: (value: unknown, row: T, index: number) => ReactNode;
  card?: CardPlace;
}

export interface TableFramePaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

export interface TableFrameProps<T> {
  columns: readonly TableFrameColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Attributes of each row (`<tr>`) and card (`<li>`), e.g. `{'data-testid': 'order-row'}`. */
  rowProps?: (row: T) => Record<string, string>;
  /** The filters, tabs and search above the list; they wrap instead of widening the page. */
  toolbar?: ReactNode;
  loading?: boolean;
  /** Set when the list could not be loaded: shown with Retry instead of `emptyText`. */
  error?: TableLoadError | false;
  emptyText: ReactNode;
  /** Paging in the page's own state (usually the address); shown only when there is more than one page. */
  paging?: TableFramePaging;
  /** Details under a row (the table's expand column, a card's toggle): e.g. an order's history. */
  expandable?: {
    title: string;
    render: (row: T) => ReactNode;
    rowExpandable?: (row: T) => boolean;
  };
  /** Names the list of cards on a phone (the page's title). */
  label?: string;
  className?: string;
}

/** ≥ 768 px: a table; below: a list of cards. Undecided (the first render) counts as a table. */
export function usePhoneLayout(): boolean {
  return Grid.useBreakpoint().md === false;
}

const antdColumn = <T,>({ card: _card, ...column }: TableFrameColumn<T>): TableColumnType<T> =>
  column as TableColumnType<T>;

/**
 * The one table frame of the admin and dashboard lists (issue 19, "tables that fit"):
 *
 * ```tsx
 * <TableFrame<Order>
 *   toolbar={<><Segmented … /><TableSearch … /></>}
 *   columns={[{ key: 'index', title: t('table.index'), card: 'hidden', render: … },
 *             { key: 'details', title: …, card: 'title', render: … },
 *             { key: 'actions', title: …, card: 'actions', render: … }]}
 *   rows={data?.items ?? []} rowKey={(o) => o._id} rowProps={(o) => ({ 'data-testid': 'order-row' })}
 *   loading={isFetching} error={isError && { errorText: t('…loadError'), refetch }}
 *   emptyText={t('…empty')} paging={{ page, pageSize: 20, total, onChange: (p) => go({ page: p }) }}
 *   expandable={{ title: t('…history'), render: (o) => <History order={o} /> }}
 * />
 * ```
 *
 * From 768 px an antd Table whose cells wrap (never `scroll.x`): keep it to the few columns that fit
 * in the dashboard's box at 1024 px — combine secondary values in one cell, put long details in
 * `expandable`. Below 768 px the same columns become cards: `card` says where each cell goes. The
 * toolbar wraps (a Segmented's options too). The API's errors are toasted elsewhere; this shows
 * the list's loading, empty and error states.
 */
export function TableFrame<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  toolbar,
  loading = false,
  error,
  emptyText,
  paging,
  expandable,
  label,
  className,
}: TableFrameProps<T>) {
  const phone = usePhoneLayout();
  const pageNumbers = usePageNumbers();
  const empty = tableEmptyText({
    isError: Boolean(error),
    errorText: error ? error.errorText : '',
    refetch: error ? error.refetch : () => undefined,
    emptyText,
  });
  const pagination =
    paging && (paging.total > paging.pageSize || paging.page > 1)
      ? {
          current: paging.page,
          pageSize: paging.pageSize,
          total: paging.total,
          showSizeChanger: false,
          itemRender: pageNumbers,
          onChange: paging.onChange,
        }
      : false;

  return (
    <div className={['shop-table', className].filter(Boolean).join(' ')}>
      {toolbar && <div className="shop-table__toolbar">{toolbar}</div>}
      {phone ? (
        <Spin spinning={loading}>
          {rows.length === 0 ? (
            <div className="shop-table__empty">{loading ? null : empty}</div>
          ) : (
            <ul className="shop-table__cards" aria-label={label}>
              {rows.map((row, index) => (
                <TableCard
                  key={rowKey(row)}
                  row={row}
                  index={index}
                  columns={columns}
                  rowProps={rowProps}
                  expandable={expandable}
                />
              ))}
            </ul>
          )}
          {pagination && (
            <Pagination className="shop-table__pagination" simple={false} {...pagination} />
          )}
        </Spin>
      ) : (
        <Table<T>
          className="shop-table__table"
          rowKey={(row) => rowKey(row) as Key}
          dataSource={rows as T[]}
          columns={[
            ...columns.map(antdColumn),
            // The expand button, last: a row opens to its details.
            ...(expandable ? [Table.EXPAND_COLUMN] : []),
          ]}
          tableLayout="auto"
          loading={loading}
          onRow={rowProps ? (row) => rowProps(row) as object : undefined}
          expandable={
            expandable
              ? {
                  columnTitle: expandable.title,
                  expandedRowRender: expandable.render,
                  rowExpandable: expandable.rowExpandable,
                }
              : undefined
          }
          pagination={pagination}
          locale={{ emptyText: empty }}
        />
      )}
    </div>
  );
}

function TableCard<T>({
  row,
  index,
  columns,
  rowProps,
  expandable,
}: {
  row: T;
  index: number;
  columns: readonly TableFrameColumn<T>[];
  rowProps?: (row: T) => Record<string, string>;
  expandable?: TableFrameProps<T>['expandable'];
}) {
  const [open, setOpen] = useState(false);
  const cell = (column: TableFrameColumn<T>) =>
    column.render(
      column.dataIndex === undefined
        ? undefined
        : (row as Record<string, unknown>)[String(column.dataIndex)],
      row,
      index,
    );
  const placed = (place: CardPlace) =>
    columns.filter((column) => (column.card ?? 'line') === place);
  const media = placed('media');
  const title = placed('title');
  const actions = placed('actions');
  const canExpand = expandable && (expandable.rowExpandable?.(row) ?? true);
  return (
    <li className="shop-table__card" {...rowProps?.(row)}>
      {(media.length > 0 || title.length > 0) && (
        <div className="shop-table__card-head">
          {media.map((column) => (
            <div key={column.key} className="shop-table__card-media">
              {cell(column)}
            </div>
          ))}
          <div className="shop-table__card-title">
            {title.map((column) => (
              <div key={column.key}>{cell(column)}</div>
            ))}
          </div>
        </div>
      )}
      <dl className="shop-table__card-lines">
        {placed('line').map((column) => (
          <div key={column.key} className="shop-table__card-line">
            <dt>{column.title}</dt>
            <dd>{cell(column)}</dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 && (
        <div className="shop-table__card-actions">
          {actions.map((column) => (
            <div key={column.key} className="shop-table__card-action">
              {cell(column)}
            </div>
          ))}
        </div>
      )}
      {canExpand && (
        <div className="shop-table__card-details">
          <Button type="link" aria-expanded={open} onClick={() => setOpen(!open)}>
            {expandable.title}
          </Button>
          {open && expandable.render(row)}
        </div>
      )}
    </li>
  );
}
