import { configureApiClient } from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductCard } from './product-card';

const part = (overrides: Partial<Part> = {}): Part => ({
  _id: '665f1e000000000000000001',
  name: 'Xiaomi Redmi Watch 3 Active Smart Watch',
  img: '/static/products/redmi-watch-3-active.svg',
  price: 4299,
  quantity: 12,
  description: 'Big display, long battery.',
  ...overrides,
});

function renderCard(p: Part) {
  render(
    <MemoryRouter>
      <ProductCard part={p} />
    </MemoryRouter>,
  );
  return screen.getByTestId('product-card');
}

beforeAll(() => configureApiClient({ apiUrl: 'http://localhost:3000/api' }));

describe('ProductCard', () => {
  it('shows the name, the price in Tk and the struck-through list price', () => {
    const card = renderCard(part());
    expect(within(card).getByRole('heading').textContent).toBe(
      'Xiaomi Redmi Watch 3 Active Smart Watch',
    );
    expect(card.textContent).toContain('Tk 4,299');
    const listPrice = card.querySelector('del');
    // 4299 is in the "above 2000: +30 %" tier → 5588.7 → 5589.
    expect(listPrice?.textContent).toBe('Tk 5,589');
  });

  it('cuts names longer than 70 characters and appends ..', () => {
    const longName = `${'A'.repeat(60)} Ultra Long Product Name`;
    const card = renderCard(part({ name: longName }));
    const shown = within(card).getByRole('heading').textContent ?? '';
    expect(shown).toBe(`${longName.slice(0, 70)}..`);
    // The full name stays available as a tooltip and as the image's alt text.
    expect(within(card).getByRole('heading').getAttribute('title')).toBe(longName);
  });

  it('loads the image lazily from the API origin, with its size set', () => {
    const card = renderCard(part());
    const img = card.querySelector('img');
    expect(img?.getAttribute('src')).toBe(
      'http://localhost:3000/static/products/redmi-watch-3-active.svg',
    );
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBeTruthy();
    expect(img?.getAttribute('height')).toBeTruthy();
  });

  it('links to the product page', () => {
    const card = renderCard(part());
    const hrefs = within(card)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/product/665f1e000000000000000001');
  });

  it('marks a sold-out product', () => {
    expect(renderCard(part({ quantity: 0 })).textContent).toContain('Sold out');
  });
});
