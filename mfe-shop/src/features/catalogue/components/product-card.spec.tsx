import type { Part } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderPage } from '../../../testing/render-page';
import { ProductCard } from './product-card';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const part = (overrides: Partial<Part> = {}): Part => ({
  _id: '665f1e000000000000000001',
  name: 'Xiaomi Redmi Watch 3 Active Smart Watch',
  img: '/static/products/redmi-watch-3-active.svg',
  price: 4299,
  quantity: 2,
  description: 'Big display, long battery.',
  ...overrides,
});

function renderCard(p: Part) {
  const view = renderPage(<ProductCard part={p} />);
  return { card: screen.getByTestId('product-card'), ...view };
}

beforeEach(() => localStorage.clear());

describe('ProductCard', () => {
  it('shows the name, the price in taka (৳) and the struck-through list price', () => {
    const { card } = renderCard(part());
    expect(within(card).getByRole('heading').textContent).toBe(
      'Xiaomi Redmi Watch 3 Active Smart Watch',
    );
    expect(card.textContent).toContain('৳4,299');
    // 4299 is in the "above 2000: +30 %" tier → 5588.7 → 5589.
    expect(card.querySelector('del')?.textContent).toBe('List price ৳5,589');
  });

  it('cuts names longer than 70 characters and appends ..', () => {
    const longName = `${'A'.repeat(60)} Ultra Long Product Name`;
    const { card } = renderCard(part({ name: longName }));
    const heading = within(card).getByRole('heading');
    const cut = heading.querySelector('.cut-name__cut');
    expect(cut?.textContent).toBe(`${longName.slice(0, 70)}..`);
    expect(cut?.getAttribute('aria-hidden')).toBe('true');
    // Whole on hover (the title), on the link's focus and for screen readers (the link's name).
    expect(heading.querySelector('.cut-name')?.getAttribute('title')).toBe(longName);
    expect(heading.querySelector('.cut-name__full')?.textContent).toBe(longName);
    expect(within(card).getByRole('link', { name: longName })).toBeTruthy();
  });

  it('loads the image lazily from the API origin, with its size set', () => {
    const img = renderCard(part()).card.querySelector('img');
    expect(img?.getAttribute('src')).toBe(
      'http://api.test/static/products/redmi-watch-3-active.svg',
    );
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('320');
    expect(img?.getAttribute('height')).toBe('240');
  });

  it('names the product in Add to cart for screen readers, with one gap between the words on screen', () => {
    const { card } = renderCard(part());
    const button = within(card).getByRole('button', {
      name: 'Add Xiaomi Redmi Watch 3 Active Smart Watch to cart',
    });
    // The words and the hidden name are one flex item: the button's `gap` cannot open between them.
    expect([...button.childNodes].map((node) => node.nodeName)).toEqual(['SPAN']);
    const visible = [...button.firstChild!.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.className === 'visually-hidden'))
      .map((node) => node.textContent)
      .join('');
    expect(visible).toBe('Add to cart');
  });

  it('links to the product page', () => {
    const hrefs = within(renderCard(part()).card)
      .getAllByRole('link', { hidden: true })
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/product/665f1e000000000000000001');
  });

  it('adds to the cart up to the stock, then the button is disabled', async () => {
    const { store } = renderCard(part());
    const add = screen.getByRole('button', { name: /Add Xiaomi Redmi Watch 3 .* to cart/ });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(store.getState().cart.lines).toEqual([
      expect.objectContaining({ partId: part()._id, quantity: 2, stock: 2, price: 4299 }),
    ]);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(toast.success).toHaveBeenLastCalledWith(
        'Xiaomi Redmi Watch 3 Active Smart Watch added to your cart (2).',
      ),
    );
  });

  it('names the product whole in the “added” message (a name longer than 40 characters too)', async () => {
    const longName = 'Samsung Galaxy Watch6 Classic Bluetooth 47 mm Black';
    renderCard(part({ name: longName }));
    fireEvent.click(screen.getByRole('button', { name: `Add ${longName} to cart` }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenLastCalledWith(`${longName} added to your cart (1).`),
    );
  });

  it('marks a sold-out product, which cannot be added', () => {
    const { card } = renderCard(part({ quantity: 0 }));
    expect(card.textContent).toContain('Sold out');
    expect((within(card).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
