import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { MAX_UNITS_PER_LINE } from '@shop/rules';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import bn from '../locales/bn.json';
import en from '../locales/en.json';
import { QuantityStepper } from './quantity-stepper';

function Stepper({
  max = 20,
  limit,
  onChange,
}: {
  max?: number;
  limit?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      id="q"
      value={value}
      max={max}
      limit={limit}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
      label="Quantity"
      lessLabel="One less"
      moreLabel="One more"
    />
  );
}

const input = () => screen.getByLabelText('Quantity') as HTMLInputElement;

afterEach(cleanup);

describe('QuantityStepper', () => {
  afterAll(() => {
    act(() => {
      initI18nWith({ common: COMMON_MESSAGES_EN, shop: en }, 'en');
    });
  });

  it('takes Bengali digits as typed and keeps within 1 and the maximum', () => {
    const onChange = jest.fn();
    render(<Stepper onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '১৫' } });
    expect(onChange).toHaveBeenLastCalledWith(15);
    expect(input().value).toBe('15');
    fireEvent.change(input(), { target: { value: '৯৯' } });
    expect(onChange).toHaveBeenLastCalledWith(20);
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect((screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('takes up a quantity typed into the server-rendered field before the page was hydrated', async () => {
    const onChange = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stepper />);
    document.body.append(container);
    // Typed while only the server's HTML was there: no React, no change event.
    (container.querySelector('input') as HTMLInputElement).value = '৩';
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <Stepper onChange={onChange} />, {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenLastCalledWith(3);
      expect(input().value).toBe('3');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('lets the field be emptied while typing, then shows the quantity again', () => {
    const onChange = jest.fn();
    render(<Stepper onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input());
    expect(input().value).toBe('1');
  });

  it('stops at the units one order may take and says so, with the API’s message', () => {
    const onChange = jest.fn();
    render(<Stepper max={55} limit={MAX_UNITS_PER_LINE} onChange={onChange} />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(input(), { target: { value: '1000' } });
    expect(onChange).toHaveBeenLastCalledWith(MAX_UNITS_PER_LINE);
    expect(input().value).toBe('10');
    expect(screen.getByRole('status').textContent).toBe('You can order at most 10 of one product');
    expect(input().getAttribute('aria-describedby')).toBe('q-limit');
    expect((screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One less' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a stock below the limit stops it first, without the limit’s message', () => {
    render(<Stepper max={4} limit={MAX_UNITS_PER_LINE} />);
    fireEvent.change(input(), { target: { value: '50' } });
    expect(input().value).toBe('4');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the limit in Bengali', async () => {
    const common = await loadCommonMessages('bn');
    act(() => {
      initI18nWith({ common, shop: bn }, 'bn');
    });
    render(<Stepper max={55} limit={MAX_UNITS_PER_LINE} />);
    fireEvent.change(input(), { target: { value: '12' } });
    expect(input().value).toBe('১০');
    expect(screen.getByRole('status').textContent).toBe('একটি পণ্য সর্বোচ্চ ১০টি অর্ডার করা যায়');
  });

  it('shows the quantity in Bengali digits in Bengali, and reads ASCII digits too', () => {
    act(() => {
      initI18nWith({ shop: bn }, 'bn');
    });
    render(<Stepper />);
    fireEvent.change(input(), { target: { value: '12' } });
    expect(input().value).toBe('১২');
    fireEvent.change(input(), { target: { value: '১২৩' } });
    expect(input().value).toBe('২০');
  });
});
