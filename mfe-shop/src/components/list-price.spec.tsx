import { render } from '@testing-library/react';
import { ListPrice } from './list-price';

describe('ListPrice', () => {
  it('says “List price” inside the deletion, for readers only, and names nothing', () => {
    const { container } = render(<ListPrice price={5589} className="price-tag__list" />);
    const del = container.querySelector('del')!;
    expect(del.className).toBe('price-tag__list');
    expect(del.hasAttribute('aria-label')).toBe(false);
    expect(del.textContent).toBe('List price ৳5,589');
    expect(del.querySelector('.visually-hidden')!.textContent).toBe('List price ');
  });
});
