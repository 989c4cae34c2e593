import type { Part } from '@shop/contracts';
import { customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { ProductPage } from './product-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const part: Part = {
  _id: '665f1e000000000000000015',
  name: 'TP-Link Archer C6 AC1200 Router',
  img: '/static/products/archer-c6.svg',
  price: 12500,
  quantity: 3,
  description: 'Dual-band gigabit router.',
};

const render = (session: typeof customer | 'anonymous') =>
  renderPage(<ProductPage />, { url: `/product/${part._id}`, path: '/product/:partId', session });

// The form is a lazy chunk; loading its modules (react-hook-form, the rules, @shop/ui) the first time
// is slow on a busy machine, so it happens once here rather than inside a test's wait.
beforeAll(() => import('../../features/booking/components/booking-form'), 30_000);
beforeEach(() => fakeApi({ [`GET /product/${part._id}`]: () => json(200, part) }));

describe('the product page with its booking form', () => {
  it('signed-in customers get the booking form (loaded on demand) instead of Buy Now', async () => {
    render(customer);
    const form = await screen.findByRole(
      'form',
      { name: 'Book this product' },
      { timeout: 10_000 },
    );
    expect(form.closest('[data-testid="purchase-actions"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(customer.email);
  });

  it('one quantity serves Add to cart and the booking, and the price keeps its large style', async () => {
    render(customer);
    const form = await screen.findByRole(
      'form',
      { name: 'Book this product' },
      { timeout: 10_000 },
    );
    expect(screen.getAllByLabelText('Quantity')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    await waitFor(() =>
      expect(form.querySelector('[data-testid="booking-subtotal"]')?.textContent).toBe('৳25,000'),
    );
    expect(screen.getByText('৳12,500').closest('.price-tag--large')).toBeTruthy();
  });

  it('visitors get Buy Now and no booking form', async () => {
    render('anonymous');
    await screen.findByRole('link', { name: 'Buy Now' });
    await waitFor(() => expect(screen.queryByTestId('loading')).toBeNull());
    expect(screen.queryByRole('form', { name: 'Book this product' })).toBeNull();
  });
});
