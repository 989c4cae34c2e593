import { PRODUCT_MESSAGES } from '@shop/rules';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Part } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { ManagePartsPage } from './manage-parts-page';

// The spec's texts (§5, §8) and ours.
const UPDATE_PLACEHOLDER = 'Enter Number';
const INVALID_NUMBER_MESSAGE =
  'Enter a number such as 1250 or 2,400 (no signs or letters); nothing was changed.';
const PRICE_UPDATED_MESSAGE = 'Price Update successfully!!! Saved as ৳1,599.';
const QUANTITY_UPDATED_MESSAGE = 'Quantity Update successfully!!! Saved as 40.';
const DELETE_CONFIRMATION = 'Are you sure?';
const PART_DELETED_MESSAGE = 'Product deleted.';
const PART_ARCHIVED_MESSAGE =
  'Product archived: it appears in orders, so their history keeps it, but the shop no longer sells it.';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
  resetStores();
});

const part = (n: number, overrides: Partial<Part> = {}): Part => ({
  _id: `665f1e0000000000000001${String(n).padStart(2, '0')}`,
  name: `Product number ${n} with a long name`,
  img: '/static/products/item.svg',
  price: 1000 + n,
  quantity: n,
  description: `Description ${n}`,
  ...overrides,
});

const kettle = part(1, { name: 'Walton Electric Kettle 1.8L', price: 1450, quantity: 12 });

/** A fake catalogue the admin calls really change; `GET /part` pages and filters like the API. */
function catalogue(initial: Part[]) {
  let parts = [...initial];
  return fakeApi({
    'GET /part': (request) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const matching = parts.filter((p) => p.name.toLowerCase().includes(q));
      return json(200, {
        items: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        page,
        limit,
      });
    },
    [`PUT /priceUpdate/${kettle._id}`]: async (request) => {
      const body = (await request.json()) as Part;
      parts = parts.map((p) => (p._id === kettle._id ? { ...p, price: body.price } : p));
      return json(
        200,
        parts.find((p) => p._id === kettle._id),
      );
    },
    [`PUT /part/${kettle._id}`]: async (request) => {
      const body = (await request.json()) as Part;
      parts = parts.map((p) => (p._id === kettle._id ? { ...p, quantity: body.quantity } : p));
      return json(
        200,
        parts.find((p) => p._id === kettle._id),
      );
    },
    [`DELETE /part/${kettle._id}`]: () => {
      parts = parts.filter((p) => p._id !== kettle._id);
      return json(200, { deletedCount: 1, archived: true });
    },
  });
}

function renderPage(url = '/dashboard/manageParts') {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={[url]}>
        <ManagePartsPage />
      </MemoryRouter>
    </Provider>,
  );
}

const rowOf = async (id: string) =>
  (await screen.findAllByTestId('part-row')).find(
    (row) => row.getAttribute('data-part-id') === id,
  ) as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Manage All Products', () => {
  it('lists the products with Index, Picture, Name cut to 15 characters plus "..", Price, Quantity', async () => {
    catalogue([kettle, part(2)]);
    renderPage();
    const row = await rowOf(kettle._id);
    const [index, , name, price, , quantity] = cells(row);
    expect(index).toBe('1');
    // The spec's cut as drawn; the whole name for readers, on hover and on keyboard focus.
    expect(name).toBe('Walton Electric..Walton Electric Kettle 1.8L');
    const cut = within(row).getByTestId('part-name');
    expect(cut.querySelector('.cut-name__cut')?.textContent).toBe('Walton Electric..');
    expect(cut.querySelector('.cut-name__cut')?.getAttribute('aria-hidden')).toBe('true');
    expect(cut.querySelector('.cut-name__full')?.textContent).toBe('Walton Electric Kettle 1.8L');
    expect([cut.title, cut.tabIndex]).toEqual(['Walton Electric Kettle 1.8L', 0]);
    expect(price).toBe('৳1,450');
    expect(quantity).toBe('12');
    expect(within(row).getByRole('img', { name: 'Walton Electric Kettle 1.8L' })).toBeTruthy();
    expect(within(row).getAllByPlaceholderText(UPDATE_PLACEHOLDER)).toHaveLength(2);
  });

  it('row numbers continue across pages: page 2 starts at 21', async () => {
    const api = catalogue(Array.from({ length: 45 }, (_, i) => part(i + 1)));
    renderPage('/dashboard/manageParts?page=2');
    const rows = await screen.findAllByTestId('part-row');
    expect(cells(rows[0])[0]).toBe('21');
    expect(cells(rows[19])[0]).toBe('40');
    const url = new URL(api.calls('GET', '/part')[0].url);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('limit')).toBe('20');
  });

  it('filters by name through the API (q)', async () => {
    const api = catalogue([kettle, part(2)]);
    renderPage();
    await rowOf(kettle._id);
    fireEvent.change(screen.getByLabelText('Filter products by name'), {
      target: { value: 'kettle' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await waitFor(() => expect(screen.getAllByTestId('part-row')).toHaveLength(1));
    expect(new URL(api.calls('GET', '/part').at(-1)!.url).searchParams.get('q')).toBe('kettle');
  });

  it('Update Price sends the whole part with the new price, toasts the spec’s message, shows it', async () => {
    const api = catalogue([kettle]);
    renderPage();
    const row = await rowOf(kettle._id);
    fireEvent.change(within(row).getByLabelText(`New price of ${kettle.name}`), {
      target: { value: '1599' },
    });
    fireEvent.click(within(row).getByRole('button', { name: `Update price of ${kettle.name}` }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PRICE_UPDATED_MESSAGE));
    expect(await api.calls('PUT', `/priceUpdate/${kettle._id}`)[0].json()).toEqual({
      ...kettle,
      price: 1599,
    });
    await waitFor(async () => expect(cells(await rowOf(kettle._id))[3]).toBe('৳1,599'));
  });

  it('Update Quantity sends the whole part with the new quantity and toasts the spec’s message', async () => {
    const api = catalogue([kettle]);
    renderPage();
    const row = await rowOf(kettle._id);
    fireEvent.change(within(row).getByLabelText(`New quantity of ${kettle.name}`), {
      target: { value: '40' },
    });
    fireEvent.click(within(row).getByRole('button', { name: `Update quantity of ${kettle.name}` }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(QUANTITY_UPDATED_MESSAGE));
    expect(await api.calls('PUT', `/part/${kettle._id}`)[0].json()).toEqual({
      ...kettle,
      quantity: 40,
    });
    await waitFor(async () => expect(cells(await rowOf(kettle._id))[5]).toBe('40'));
  });

  it.each([
    ['', INVALID_NUMBER_MESSAGE],
    ['abc', INVALID_NUMBER_MESSAGE],
    ['-3', INVALID_NUMBER_MESSAGE],
    ['1e3', INVALID_NUMBER_MESSAGE],
    ['01', PRODUCT_MESSAGES.amountLeadingZero],
    ['12,5', PRODUCT_MESSAGES.amountGrouping],
  ])(
    'a value that is not a number (%j) is explained and nothing is sent',
    async (value, message) => {
      const api = catalogue([kettle]);
      renderPage();
      const row = await rowOf(kettle._id);
      fireEvent.change(within(row).getByLabelText(`New price of ${kettle.name}`), {
        target: { value },
      });
      fireEvent.click(within(row).getByRole('button', { name: `Update price of ${kettle.name}` }));
      expect((await within(row).findByRole('alert')).textContent).toBe(message);
      fireEvent.change(within(row).getByLabelText(`New quantity of ${kettle.name}`), {
        target: { value },
      });
      fireEvent.click(
        within(row).getByRole('button', { name: `Update quantity of ${kettle.name}` }),
      );
      await waitFor(() => expect(within(row).getAllByRole('alert')).toHaveLength(2));
      expect(api.calls('PUT', `/priceUpdate/${kettle._id}`)).toHaveLength(0);
      expect(api.calls('PUT', `/part/${kettle._id}`)).toHaveLength(0);
      expect(toast.success).not.toHaveBeenCalled();
    },
  );

  it('Delete asks "Are you sure?" in the shop’s dialog, naming the product; declined, nothing is sent', async () => {
    const native = jest.spyOn(window, 'confirm');
    const api = catalogue([kettle]);
    renderPage();
    fireEvent.click(
      within(await rowOf(kettle._id)).getByRole('button', { name: `Delete ${kettle.name}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(DELETE_CONFIRMATION);
    expect(dialog.textContent).toContain(`${kettle.name} leaves the shop.`);
    expect(dialog.textContent).toContain('no money is refunded or charged');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(native).not.toHaveBeenCalled();
    expect(api.calls('DELETE', `/part/${kettle._id}`)).toHaveLength(0);
    expect(await rowOf(kettle._id)).toBeTruthy();
  });

  it('Delete confirmed: the product leaves the list and the toast says it was archived', async () => {
    const api = catalogue([kettle, part(2)]);
    renderPage();
    fireEvent.click(
      within(await rowOf(kettle._id)).getByRole('button', { name: `Delete ${kettle.name}` }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the product' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PART_ARCHIVED_MESSAGE));
    expect(toast.success).not.toHaveBeenCalledWith(PART_DELETED_MESSAGE);
    expect(api.calls('DELETE', `/part/${kettle._id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('part-row')).toHaveLength(1));
  });

  it('a list that cannot be loaded says so, with Retry', async () => {
    fakeApi({ 'GET /part': () => json(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }) });
    renderPage();
    expect(await screen.findByText('The products could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
