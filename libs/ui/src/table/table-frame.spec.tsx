import { fireEvent, render, screen, within } from '@testing-library/react';
import { TableFrame, type TableFrameColumn } from './table-frame';
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

describe('table helpers', () => {
  it('numbers rows across pages and reads the page from the address', () => {
    expect(rowNumber(2, 20, 0)).toBe(21);
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('x')).toBe(1);
    expect(pageParam(null)).toBe(1);
  });
});
