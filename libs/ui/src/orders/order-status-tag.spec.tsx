import { render, screen } from '@testing-library/react';
import { OrderStatusTag } from './order-status-tag';

describe('OrderStatusTag', () => {
  it('shows the caller’s words in the status’s colour, the same in every list', () => {
    render(
      <>
        <OrderStatusTag status="delivered">Delivered</OrderStatusTag>
        <OrderStatusTag status="placed">placed</OrderStatusTag>
      </>,
    );
    const [delivered, placed] = screen.getAllByTestId('order-status');
    expect(delivered.textContent).toBe('Delivered');
    expect(delivered.dataset.status).toBe('delivered');
    expect(delivered.className).toContain('ant-tag-green');
    expect(placed.className).toContain('ant-tag-blue');
  });
});
