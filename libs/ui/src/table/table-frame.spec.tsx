import { _rs as resizeObservers } from '@rc-component/resize-observer';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TableFrame, type TableFrameColumn, tableLayout } from './table-frame';
import { pageParam, rowNumber } from './table-states';

interface Row {
  id: string;
  name: string;
  price: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Router', price: 1200 },
  { id: 'b', name: 'Kettle', price: 900 },
];

const columns: TableFrameColumn<Row>[] = [
  { key: 'index', title: 'Index', card: 'hidden', render: (_v, _r, index) => index + 1 },
  { key: 'name', title: 'Name', card: 'title', render: (_v, row) => row.name },
  { key: 'price', title: 'Price', render: (_v, row) => `৳${row.price}` },
  {
    key: 'actions',
    title: 'Actions',
    card: 'actions',
    render: (_v, row) => <button type="button">{`Delete ${row.name}`}</button>,
  },
];

function renderFrame(props: Partial<Parameters<typeof TableFrame<Row>>[0]> = {}) {
  return render(
    <TableFrame<Row>
      columns={columns}
      rows={ROWS}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'row', 'data-id': row.id })}
      emptyText="Nothing here"
      label="Things"
      expandable={{ title: 'History', render: (row) => <p>{`History of ${row.name}`}</p> }}
      {...props}
    />,
  );
}

describe('TableFrame', () => {
  const width = window.innerWidth;
  afterEach(() => {
    window.innerWidth = width;
  });

  it('is a table from 768 px, with every column and the expand column last', () => {
    window.innerWidth = 1024;
    renderFrame();
    expect(screen.getByRole('table')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Index', 'Name', 'Price', 'Actions', 'History']);
    const rows = screen.getAllByTestId('row');
    expect(rows.map((row) => row.tagName)).toEqual(['TR', 'TR']);
    expect(within(rows[0]).getByRole('button', { name: 'Delete Router' })).toBeTruthy();
  });

  it('is a list of cards below 768 px: a title, label/value lines, the actions and the details', () => {
    window.innerWidth = 390;
    renderFrame();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Things' });
    const cards = within(list).getAllByTestId('row');
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI']);
    const first = cards[0];
    expect(within(first).getByText('Router')).toBeTruthy();
    expect(within(first).getByText('Price').tagName).toBe('DT');
    expect(within(first).getByText('৳1200').tagName).toBe('DD');
    expect(within(first).queryByText('Index')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Delete Router' })).toBeTruthy();

    const toggle = within(first).getByRole('button', { name: 'History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('History of Router')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(first).getByText('History of Router')).toBeTruthy();
  });

  it.each([1024, 390])('shows the empty text, or the error with Retry, at %i px', (px) => {
    window.innerWidth = px;
    const refetch = jest.fn();
    const { unmount } = renderFrame({ rows: [] });
    expect(screen.getByText('Nothing here')).toBeTruthy();
    unmount();
    renderFrame({ rows: [], error: { errorText: 'Could not load', refetch } });
    expect(screen.getByText('Could not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it.each([1024, 390])('pages only when there is more than one page, at %i px', (px) => {
    window.innerWidth = px;
    const onChange = jest.fn();
    const { unmount } = renderFrame({ paging: { page: 1, pageSize: 20, total: 2, onChange } });
    expect(screen.queryByTitle('2')).toBeNull();
    unmount();
    renderFrame({ paging: { page: 1, pageSize: 2, total: 5, onChange } });
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it('renders the toolbar above the list', () => {
    renderFrame({ toolbar: <input aria-label="Search" /> });
    expect(
      screen.getByRole('textbox', { name: 'Search' }).closest('.shop-table__toolbar'),
    ).not.toBeNull();
  });
});

/** Tells the frame its box is `width` px wide, as the browser's ResizeObserver would. */
async function resizeFrame(width: number) {
  const frame = document.querySelector('.shop-table') as HTMLElement;
  frame.getBoundingClientRect = () => ({ width, height: 400 }) as DOMRect;
  await act(async () => {
    resizeObservers?.([{ target: frame } as unknown as ResizeObserverEntry]);
    await Promise.resolve();
  });
}

describe('TableFrame by the width of its own box', () => {
  const folding: TableFrameColumn<Row>[] = [
    { key: 'name', title: 'Name', card: 'title', render: (_v, row) => row.name },
    { key: 'picture', title: 'Picture', card: 'media', fold: 'name', render: () => 'PIC' },
    { key: 'price', title: 'Price', render: (_v, row) => `৳${row.price}` },
    { key: 'stock', title: 'Stock', fold: 'price', render: () => '7' },
    { key: 'note', title: 'Note', fold: 'price', foldFirst: true, render: () => 'NOTE' },
  ];
  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

  it('chooses cards on a phone or in a narrow box, folds in a medium box, else the full table', () => {
    const bounds = { compactBelow: 960, cardsBelow: 560 };
    expect(tableLayout(true, 1200, bounds)).toBe('cards');
    expect(tableLayout(false, undefined, bounds)).toBe('table');
    expect(tableLayout(false, 404, bounds)).toBe('cards');
    expect(tableLayout(false, 660, bounds)).toBe('compact');
    expect(tableLayout(false, 876, bounds)).toBe('compact');
    expect(tableLayout(false, 1000, bounds)).toBe('table');
  });

  it('folds the `fold` columns into their hosts in a 660 px box (the dashboard at 1024 px)', async () => {
    window.innerWidth = 1024;
    renderFrame({ columns: folding });
    expect(headers()).toEqual(['Name', 'Picture', 'Price', 'Stock', 'Note', 'History']);

    await resizeFrame(660);
    expect(headers()).toEqual(['Name', 'Price', 'History']);
    const [row] = screen.getAllByTestId('row');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0].textContent).toBe('PICRouter');
    // 'Note' before the price (foldFirst), 'Stock' after it, each with its label.
    expect(cells[1].textContent).toBe('NoteNOTE৳1200Stock7');

    await resizeFrame(1200);
    expect(headers()).toEqual(['Name', 'Picture', 'Price', 'Stock', 'Note', 'History']);
  });

  it('becomes cards in a box narrower than `cardsBelow`, even on a wide screen', async () => {
    window.innerWidth = 1024;
    renderFrame({ columns: folding, cardsBelow: 600 });
    await resizeFrame(590);
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(screen.getByRole('list', { name: 'Things' })).getAllByTestId('row');
    // Cards show every column, folded or not.
    expect(within(card).getByText('Stock').tagName).toBe('DT');
    expect(within(card).getByText('PIC')).toBeTruthy();
  });
});

describe('table helpers', () => {
  it('numbers rows across pages and reads the page from the address', () => {
    expect(rowNumber(2, 20, 0)).toBe(21);
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('x')).toBe(1);
    expect(pageParam(null)).toBe(1);
  });
});
