import { CATEGORY_KEYWORDS, SHOP_CATEGORY_FILTERS } from '@shop/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { Categories, CATEGORY_CARDS } from './categories';

describe('Categories', () => {
  it("has one card per spec keyword, each selecting one of the listing's filters", () => {
    expect(CATEGORY_CARDS.map((c) => c.keyword)).toEqual([...CATEGORY_KEYWORDS]);
    expect(CATEGORY_CARDS.map((c) => c.filter).sort()).toEqual([...SHOP_CATEGORY_FILTERS].sort());
    expect(CATEGORY_CARDS.find((c) => c.keyword === 'SmartWatch')?.filter).toBe('Smart Watch');
  });

  it('cuts card texts at 100 characters', () => {
    render(<Categories selected={null} onSelect={() => undefined} />);
    for (const card of screen.getAllByTestId('category-card')) {
      const text = card.querySelector('.category-card__text')?.textContent ?? '';
      expect(text.length).toBeLessThanOrEqual(102);
    }
  });

  it('presses the selected card; choosing another selects it, choosing it again clears it', () => {
    const onSelect = jest.fn();
    const { rerender } = render(<Categories selected="Router" onSelect={onSelect} />);
    const pressed = () =>
      screen
        .getAllByTestId('category-card')
        .filter((c) => c.getAttribute('aria-pressed') === 'true')
        .map((c) => c.querySelector('.category-card__title')?.textContent);
    expect(pressed()).toEqual(['Router']);
    const router = screen.getByRole('button', { name: /^Router/ });
    const kettle = screen.getByRole('button', { name: /^Electric Kettle/ });
    fireEvent.click(kettle);
    expect(onSelect).toHaveBeenLastCalledWith('Kettle');
    fireEvent.click(router);
    expect(onSelect).toHaveBeenLastCalledWith(null);
    rerender(<Categories selected={null} onSelect={onSelect} />);
    expect(pressed()).toEqual([]);
  });
});
