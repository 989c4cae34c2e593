import { PRODUCT_MESSAGES } from '@shop/rules';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AmountUpdate } from './amount-update';

const NAME = 'Walton Electric Kettle 1.8L';

function renderCell(what: 'price' | 'quantity', onUpdate = jest.fn(async () => true)) {
  render(<AmountUpdate what={what} partName={NAME} busy={false} onUpdate={onUpdate} />);
  const input = screen.getByLabelText(`New ${what} of ${NAME}`) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const update = () =>
    fireEvent.click(screen.getByRole('button', { name: `Update ${what} of ${NAME}` }));
  const describedText = () => {
    const id = input.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { input, type, update, describedText, onUpdate };
}

describe('AmountUpdate', () => {
  it('shows the whole amount that will be stored while the admin types, and sends it', async () => {
    const { type, update, describedText, onUpdate, input } = renderCell('price');
    expect(describedText()).toBeUndefined();
    type('12.9');
    expect(describedText()).toBe('Saved as ৳12');
    type('1250');
    expect(describedText()).toBe('Saved as ৳1,250');
    update();
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith(1250));
    await waitFor(() => expect(input.value).toBe(''));
    expect(describedText()).toBeUndefined();
  });

  it.each(['0', '0.99'])(
    'refuses a price of %p (stored as ৳0) and sends nothing',
    async (value) => {
      const { type, update, describedText, onUpdate, input } = renderCell('price');
      type(value);
      expect(describedText()).toBeUndefined();
      update();
      expect((await screen.findByRole('alert')).textContent).toBe(PRODUCT_MESSAGES.priceTooSmall);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(describedText()).toBe(PRODUCT_MESSAGES.priceTooSmall);
      expect(onUpdate).not.toHaveBeenCalled();
    },
  );

  it('names the maximum for a huge price, and explains what is not a number', async () => {
    const { type, update, onUpdate } = renderCell('price');
    type('99999999999');
    update();
    expect((await screen.findByRole('alert')).textContent).toBe(PRODUCT_MESSAGES.priceTooLarge);
    type('12a');
    update();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a number such as 1250 or 2,400 (no signs or letters); nothing was changed.',
    );
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('reads Bengali digits as digits', async () => {
    const { type, update, describedText, onUpdate } = renderCell('price');
    type('১২৫০.৫');
    expect(describedText()).toBe('Saved as ৳1,250');
    update();
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith(1250));
  });

  it('takes a quantity of 0 (out of stock), shown without the taka sign', async () => {
    const { type, update, describedText, onUpdate } = renderCell('quantity');
    type('০');
    expect(describedText()).toBe('Saved as 0');
    update();
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith(0));
  });

  it.each([
    ['2,400', 2400, 'Saved as ৳2,400'],
    ['২,৪০০', 2400, 'Saved as ৳2,400'],
    ['1,00,000', 100000, 'Saved as ৳1,00,000'],
    ['১,০০,০০০', 100000, 'Saved as ৳1,00,000'],
    ['100,000.75', 100000, 'Saved as ৳1,00,000'],
  ])(
    'takes %p with its thousands separators and sends the number %p',
    async (value, amount, saved) => {
      const { type, update, describedText, onUpdate } = renderCell('price');
      type(value);
      expect(describedText()).toBe(saved);
      update();
      await waitFor(() => expect(onUpdate).toHaveBeenCalledWith(amount));
    },
  );

  it('says what is wrong with a leading zero or misplaced commas, and sends nothing', async () => {
    const { type, update, onUpdate, input } = renderCell('price');
    type('01250');
    update();
    expect((await screen.findByRole('alert')).textContent).toBe(PRODUCT_MESSAGES.amountLeadingZero);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type('2,40');
    update();
    expect((await screen.findByRole('alert')).textContent).toBe(PRODUCT_MESSAGES.amountGrouping);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
