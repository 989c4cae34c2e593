import { useResizeObserver } from '@rc-component/resize-observer';
import { Button, Grid, Pagination, Spin, Table } from 'antd';
import type { TableColumnType } from 'antd';
import { type Key, type ReactNode, useCallback, useRef, useState } from 'react';
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
  /**
   * The key of the column this one folds into when the frame's box is narrower than
   * `compactBelow` (a secondary value: Quantity into Price, Payment under Status): its cell then
   * shows inside that column's cell, as a "label: value" line after it (a `media` cell, such as a
   * picture, without label and before it). Cards ignore it.
   */
  fold?: string;
  /** A folded value shows before its host's own content (e.g. the price above its update box). */
  foldFirst?: boolean;
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
  /** The frame's own width (px) under which the `fold` columns fold into others (default 960). */
  compactBelow?: number;
  /**
   * The frame's own width (px) under which the rows become cards even on a wide screen (default
   * 560): e.g. the dashboard's box at 768–930 px, beside its side menu.
   */
  cardsBelow?: number;
}

/** How the rows are laid out: cards, a table with the `fold` columns folded, the full table. */
export type TableLayout = 'cards' | 'compact' | 'table';

/** ≥ 768 px: a table; below: a list of cards. Undecided (the first render) counts as a table. */
export function usePhoneLayout(): boolean {
  return Grid.useBreakpoint().md === false;
}

/**
 * The frame's layout, chosen by the width of its OWN box (not the viewport's): the dashboard's side
 * menu leaves a table 660 px at 1024 px. A phone (below 768 px) always gets cards; a box not yet
 * measured (the first render, jsdom) the full table.
 */
export function tableLayout(
  phone: boolean,
  width: number | undefined,
  { compactBelow, cardsBelow }: { compactBelow: number; cardsBelow: number },
): TableLayout {
  if (phone) return 'cards';
  if (!width) return 'table';
  if (width < cardsBelow) return 'cards';
  return width < compactBelow ? 'compact' : 'table';
}

/** The width of an element's box, followed as it changes (antd's own resize observer). */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  const getTarget = useCallback(() => ref.current as HTMLElement, []);
  useResizeObserver(true, getTarget, ({ width: next }) => setWidth(Math.round(next)));
  return [ref, width] as const;
}

const antdColumn = <T,>({
  card: _card,
  fold: _fold,
  foldFirst: _foldFirst,
  ...column
}: TableFrameColumn<T>): TableColumnType<T> => column as TableColumnType<T>;

/** The value of a column's cell in a row. */
const cellOf = <T,>(column: TableFrameColumn<T>, row: T, index: number): ReactNode =>
  column.render(
    column.dataIndex === undefined
      ? undefined
      : (row as Record<string, unknown>)[String(column.dataIndex)],
    row,
    index,
  );

/**
 * The compact table's columns: each `fold` column leaves the table and shows inside its host's
 * cell (a picture beside the host's content, other values as "label: value" lines after it, or
 * before it with `foldFirst`).
 */
function foldColumns<T>(columns: readonly TableFrameColumn<T>[]): TableFrameColumn<T>[] {
  const keys = new Set(columns.map((column) => column.key));
  const folded = (column: TableFrameColumn<T>) =>
    column.fold !== undefined && column.fold !== column.key && keys.has(column.fold);
  return columns
    .filter((column) => !folded(column))
    .map((host) => {
      const guests = columns.filter((column) => folded(column) && column.fold === host.key);
      if (guests.length === 0) return host;
      const media = guests.filter((guest) => guest.card === 'media');
      const lines = guests.filter((guest) => guest.card !== 'media');
      const line = (guest: TableFrameColumn<T>, row: T, index: number) => (
        <div key={guest.key} className="shop-table__folded">
          <span className="shop-table__folded-label">{guest.title}</span>
          <span className="shop-table__folded-value">{cellOf(guest, row, index)}</span>
        </div>
      );
      return {
        ...host,
        render: (value: unknown, row: T, index: number) => (
          <div className="shop-table__host">
            {media.map((guest) => (
              <div key={guest.key} className="shop-table__folded-media">
                {cellOf(guest, row, index)}
              </div>
            ))}
            <div className="shop-table__host-main">
              {lines.filter((guest) => guest.foldFirst).map((guest) => line(guest, row, index))}
              {host.render(value, row, index)}
              {lines.filter((guest) => !guest.foldFirst).map((guest) => line(guest, row, index))}
            </div>
          </div>
        ),
      };
    });
}

/**
 * The one table frame of the admin and dashboard lists ("tables that fit"):
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
 * The layout follows the width of the frame's own box (`tableLayout`): on a phone, or in a box
 * narrower than `cardsBelow`, the columns become cards (`card` says where each cell goes); in a box
 * narrower than `compactBelow` (the dashboard's at 1024–1280 px) an antd Table whose `fold`
 * columns show inside other columns' cells; wider, the full table. Cells wrap (never `scroll.x`):
 * combine secondary values in one cell, put long details in `expandable`. The
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
  compactBelow = 960,
  cardsBelow = 560,
}: TableFrameProps<T>) {
  const [box, width] = useBoxWidth();
  const layout = tableLayout(usePhoneLayout(), width, { compactBelow, cardsBelow });
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
    <div
      ref={box}
      className={['shop-table', `shop-table--${layout}`, className].filter(Boolean).join(' ')}
    >
      {toolbar && <div className="shop-table__toolbar">{toolbar}</div>}
      {layout === 'cards' ? (
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
            ...(layout === 'compact' ? foldColumns(columns) : columns).map(antdColumn),
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
  const cell = (column: TableFrameColumn<T>) => cellOf(column, row, index);
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
