import { fireEvent, render, screen } from '@testing-library/react';
import { PriceFilter } from './price-filter';

const BOUNDS = { min: 1000, max: 5000 };

function Filter(props: {
  min: number | null;
  max: number | null;
  onChange: (range: { min: number | null; max: number | null }) => void;
}) {
  return <PriceFilter bounds={BOUNDS} {...props} />;
}

const low = () => screen.getByLabelText('Lowest price (৳)') as HTMLInputElement;
const high = () => screen.getByLabelText('Highest price (৳)') as HTMLInputElement;

describe('PriceFilter', () => {
  it('shows a range chosen elsewhere (Back, a link) in its boxes', () => {
    const { rerender } = render(<Filter min={null} max={null} onChange={jest.fn()} />);
    expect([low().value, high().value]).toEqual(['', '']);
    rerender(<Filter min={1500} max={3000} onChange={jest.fn()} />);
    expect([low().value, high().value]).toEqual(['1500', '3000']);
  });

  it('keeps what is typed after applying a range when the page learns of that range a render later', () => {
    const onChange = jest.fn();
    const { rerender } = render(<Filter min={null} max={null} onChange={onChange} />);
    fireEvent.change(low(), { target: { value: '1500' } });
    fireEvent.keyDown(low(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ min: 1500, max: null });
    // The highest price is typed before the listing's render with the applied range arrives.
    fireEvent.change(high(), { target: { value: '3000' } });
    rerender(<Filter min={1500} max={null} onChange={onChange} />);
    expect([low().value, high().value]).toEqual(['1500', '3000']);
    fireEvent.keyDown(high(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ min: 1500, max: 3000 });
    // Back to no range: the boxes follow.
    rerender(<Filter min={1500} max={3000} onChange={onChange} />);
    rerender(<Filter min={null} max={null} onChange={onChange} />);
    expect([low().value, high().value]).toEqual(['', '']);
  });
});
