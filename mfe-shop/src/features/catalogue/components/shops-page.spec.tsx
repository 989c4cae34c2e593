import { configureApiClient } from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useGetPartsQuery } from '../api/catalogue-api';
import { SHOPS_TITLE, ShopsPage } from './shops-page';

jest.mock('../api/catalogue-api', () => ({ useGetPartsQuery: jest.fn() }));

const mockQuery = useGetPartsQuery as jest.MockedFunction<typeof useGetPartsQuery>;
type QueryResult = ReturnType<typeof useGetPartsQuery>;

const refetch = jest.fn();
function answer(result: Partial<QueryResult>) {
  mockQuery.mockReturnValue({ refetch, isFetching: false, ...result } as unknown as QueryResult);
}

const parts: Part[] = [1, 2, 3].map((n) => ({
  _id: `665f1e00000000000000000${n}`,
  name: `Product ${n}`,
  img: `/static/products/p${n}.svg`,
  price: 1000 * n,
  quantity: n,
  description: '',
}));

beforeAll(() => configureApiClient({ apiUrl: 'http://localhost:3000/api' }));

function renderPage() {
  render(
    <MemoryRouter>
      <ShopsPage />
    </MemoryRouter>,
  );
}

describe('ShopsPage', () => {
  it('shows the spec’s heading and one card per product', () => {
    answer({ data: parts, isLoading: false, isError: false });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SHOPS_TITLE);
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(screen.getByTestId('product-count').textContent).toBe('3 products');
  });

  it('shows placeholders while loading', () => {
    answer({ data: undefined, isLoading: true, isError: false });
    renderPage();
    expect(screen.getByLabelText('Loading products')).toBeTruthy();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });

  it('offers Retry when the catalogue cannot be loaded', () => {
    answer({ data: undefined, isLoading: false, isError: true });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says so when there is nothing to show', () => {
    answer({ data: [], isLoading: false, isError: false });
    renderPage();
    expect(screen.getByText(/No products here yet/)).toBeTruthy();
  });
});
