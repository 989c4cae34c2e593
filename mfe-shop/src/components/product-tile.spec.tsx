import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { ProductTile } from './product-tile';

const part = {
  _id: '665f1e000000000000000001',
  name: 'Xiaomi Redmi Watch 3 Active Smart Watch',
  img: '/static/products/redmi-watch-3-active.svg',
  price: 4299,
};

describe('ProductTile', () => {
  it('links picture and name to the product, with the price and its list price (spec §9)', () => {
    renderPage(<ProductTile part={part} variant="tile" testId="tile" />);
    const tile = screen.getByTestId('tile');
    expect(tile.tagName).toBe('ARTICLE');
    expect(tile.className).toBe('product-tile product-tile--tile');
    const name = within(tile).getByRole('link', { name: part.name });
    expect(name.getAttribute('href')).toBe(`/product/${part._id}`);
    expect(tile.querySelector('.product-tile__media')?.getAttribute('href')).toBe(
      `/product/${part._id}`,
    );
    // 4299 is in the "above 2000: +30 %" tier → 5589.
    expect(tile.querySelector('.product-tile__price')?.textContent).toBe(
      '৳4,299 List price ৳5,589',
    );
  });

  it('shows a given list price, or the price alone', () => {
    const { unmount } = renderPage(
      <ul>
        <ProductTile part={part} variant="deal" as="li" testId="deal" listPrice={5000} />
      </ul>,
    );
    expect(screen.getByTestId('deal').tagName).toBe('LI');
    expect(screen.getByTestId('deal').querySelector('del')?.textContent).toBe('List price ৳5,000');
    unmount();
    renderPage(<ProductTile part={part} variant="tile" testId="plain" listPrice={false} />);
    expect(screen.getByTestId('plain').querySelector('.product-tile__price')?.textContent).toBe(
      '৳4,299',
    );
  });

  it('takes a lead above the name, its own price line, data attributes and a footer', () => {
    renderPage(
      <ProductTile
        part={part}
        variant="listing"
        testId="card"
        data={{ 'data-price': part.price }}
        lead={<span>New</span>}
        price={<p className="own-price">৳4,299</p>}
        footer={<button type="button">Add</button>}
      />,
    );
    const card = screen.getByTestId('card');
    expect(card.dataset.price).toBe('4299');
    expect(card.querySelector('.product-tile__body')?.firstElementChild?.textContent).toBe('New');
    expect(card.querySelector('.product-tile__price')).toBeNull();
    expect(card.querySelector('.own-price')).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Add' }).parentElement?.className).toBe(
      'product-tile__footer',
    );
  });
});
