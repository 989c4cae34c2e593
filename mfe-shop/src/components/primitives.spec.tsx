import { fireEvent, render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Loading } from './loading';

describe('storefront status blocks', () => {
  it('Loading is announced as a status', () => {
    render(<Loading label="Loading products…" />);
    expect(screen.getByRole('status').textContent).toContain('Loading products…');
  });

  it('LoadError retries, and cannot be pressed twice while retrying', () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <LoadError title="We couldn’t load the products." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load the products.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadError title="x" onRetry={onRetry} retrying />);
    expect((screen.getByRole('button', { name: 'Retrying…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('EmptyState shows its title and children', () => {
    render(
      <EmptyState title="No products here yet.">
        <a href="/shops">Browse the shop</a>
      </EmptyState>,
    );
    screen.getByRole('heading', { name: 'No products here yet.' });
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe(
      '/shops',
    );
  });
});
