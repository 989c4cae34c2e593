import type { Warranty } from '@shop/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { ProductFacts } from './product-facts';

const covers = { en: 'Manufacturing defects', bn: 'উৎপাদনজনিত ত্রুটি' };
const warranty = (months: number, type: Warranty['type'] = 'official'): Warranty => ({
  months,
  type,
  covers,
});

afterEach(cleanup);

describe('ProductFacts', () => {
  it('shows the brand and the warranty with what it covers', () => {
    render(<ProductFacts brand="Xiaomi" warranty={warranty(12)} />);
    expect(screen.getByTestId('product-brand').textContent).toBe('Xiaomi');
    expect(screen.getByTestId('product-warranty').textContent).toBe(
      '12-month official warranty' + 'Manufacturing defects',
    );
  });

  it.each([
    [warranty(6, 'shop'), '6-month shop warranty'],
    [warranty(18, 'brand'), '18-month brand warranty'],
    [warranty(36, 'brand'), '3-year brand warranty'],
    [warranty(120, 'brand'), '10-year brand warranty'],
    [warranty(0, 'shop'), 'No warranty'],
  ])('says the warranty as sellers do: %j', (given, text) => {
    render(<ProductFacts warranty={given} />);
    expect(screen.getByTestId('product-warranty').querySelector('strong')?.textContent).toBe(text);
  });

  it('shows nothing for a product with neither (written before brands were kept)', () => {
    const { container } = render(<ProductFacts brand="" />);
    expect(container.textContent).toBe('');
  });
});
