/**
 * @jest-environment jsdom
 */
import {
  cartCleared,
  cartDistrictChosen,
  cartItemAdded,
  cartItemRemoved,
  cartLineKey,
  cartProductsRefreshed,
  cartQuantityChanged,
  cartSlice,
  EMPTY_CART,
  totalsOf,
} from './cart-slice';
import { MAX_UNITS_PER_LINE } from '@shop/rules';
import { CART_STORAGE_KEY, parseStoredCart } from './cart-storage';
import { makeStore } from '../store';

const watch = {
  _id: 'a'.repeat(24),
  name: 'Smart Watch X',
  img: '/static/w.svg',
  price: 2500,
  quantity: 3,
};
const kettle = {
  _id: 'b'.repeat(24),
  name: 'Kettle',
  img: '/static/k.svg',
  price: 1200,
  quantity: 1,
};
const reduce = cartSlice.reducer;

describe('cart slice', () => {
  it('adds a product, then adds to the same line up to the stock', () => {
    let cart = reduce(EMPTY_CART, cartItemAdded({ part: watch }));
    cart = reduce(cart, cartItemAdded({ part: watch, quantity: 5 }));
    expect(cart.lines).toEqual([
      { partId: watch._id, name: watch.name, img: watch.img, price: 2500, quantity: 3, stock: 3 },
    ]);
  });

  it('holds at most MAX_UNITS_PER_LINE of one product, adding it again included', () => {
    const plenty = { ...watch, quantity: 55 };
    let cart = reduce(EMPTY_CART, cartItemAdded({ part: plenty, quantity: 7 }));
    cart = reduce(cart, cartItemAdded({ part: plenty, quantity: 7 }));
    expect(cart.lines[0].quantity).toBe(MAX_UNITS_PER_LINE);
    cart = reduce(cart, cartQuantityChanged({ key: watch._id, quantity: 1000 }));
    expect(cart.lines[0].quantity).toBe(MAX_UNITS_PER_LINE);
    cart = reduce(cart, cartProductsRefreshed([{ ...plenty, quantity: 1000 }]));
    expect(cart.lines[0]).toMatchObject({ quantity: MAX_UNITS_PER_LINE, stock: 1000 });
  });

  it('never adds a sold-out product', () => {
    expect(reduce(EMPTY_CART, cartItemAdded({ part: { ...watch, quantity: 0 } })).lines).toEqual(
      [],
    );
  });

  it('keeps quantities between 1 and the stock', () => {
    let cart = reduce(EMPTY_CART, cartItemAdded({ part: watch }));
    cart = reduce(cart, cartQuantityChanged({ key: watch._id, quantity: 99 }));
    expect(cart.lines[0].quantity).toBe(3);
    cart = reduce(cart, cartQuantityChanged({ key: watch._id, quantity: 0 }));
    expect(cart.lines[0].quantity).toBe(1);
    cart = reduce(cart, cartQuantityChanged({ key: watch._id, quantity: Number.NaN }));
    expect(cart.lines[0].quantity).toBe(1);
  });

  it('removes a line', () => {
    let cart = reduce(EMPTY_CART, cartItemAdded({ part: watch }));
    cart = reduce(cart, cartItemAdded({ part: kettle }));
    cart = reduce(cart, cartItemRemoved(watch._id));
    expect(cart.lines.map((l) => l.partId)).toEqual([kettle._id]);
  });

  it('takes fresh product data: new price and stock, gone and sold-out products dropped', () => {
    let cart = reduce(EMPTY_CART, cartItemAdded({ part: watch, quantity: 3 }));
    cart = reduce(cart, cartItemAdded({ part: kettle }));
    cart = reduce(
      cart,
      cartProductsRefreshed([{ ...watch, price: 2400, quantity: 2, name: 'Smart Watch X2' }]),
    );
    expect(cart.lines).toEqual([
      {
        partId: watch._id,
        name: 'Smart Watch X2',
        img: watch.img,
        price: 2400,
        quantity: 2,
        stock: 2,
      },
    ]);
    cart = reduce(cart, cartProductsRefreshed([{ ...watch, quantity: 0 }]));
    expect(cart.lines).toEqual([]);
  });

  it('empties after a checkout, keeping the chosen district', () => {
    let cart = reduce(EMPTY_CART, cartItemAdded({ part: watch }));
    cart = reduce(cart, cartItemAdded({ part: kettle }));
    cart = reduce(cart, cartDistrictChosen('Khulna'));
    expect(reduce(cart, cartCleared())).toEqual({ lines: [], district: 'Khulna' });
  });

  it('accepts only real districts', () => {
    expect(reduce(EMPTY_CART, cartDistrictChosen('Atlantis')).district).toBeNull();
    expect(reduce(EMPTY_CART, cartDistrictChosen('Sylhet')).district).toBe('Sylhet');
  });

  it('totals: subtotal, units and the delivery fee rule', () => {
    let cart = reduce(EMPTY_CART, cartItemAdded({ part: kettle }));
    expect(totalsOf(cart)).toEqual({
      itemCount: 1,
      subtotal: 1200,
      deliveryFee: null,
      total: 1200,
    });
    cart = reduce(cart, cartDistrictChosen('Sylhet'));
    expect(totalsOf(cart)).toEqual({ itemCount: 1, subtotal: 1200, deliveryFee: 120, total: 1320 });
    cart = reduce(cart, cartDistrictChosen('Dhaka'));
    expect(totalsOf(cart).deliveryFee).toBe(0);
    cart = reduce(reduce(cart, cartDistrictChosen('Sylhet')), cartItemAdded({ part: watch }));
    expect(totalsOf(cart)).toEqual({ itemCount: 2, subtotal: 3700, deliveryFee: 0, total: 3700 });
  });
});

describe('stored cart', () => {
  it('drops malformed, duplicated and over-stock lines and unknown districts', () => {
    const good = { partId: watch._id, name: 'W', img: '/w', price: 10, quantity: 1, stock: 2 };
    const raw = JSON.stringify({
      district: 'Gotham',
      lines: [
        good,
        good,
        { ...good, partId: 'c'.repeat(24), quantity: 3 },
        { ...good, partId: { $gt: '' } },
        'junk',
      ],
    });
    expect(parseStoredCart(raw)).toEqual({ lines: [good], district: null });
    expect(parseStoredCart('{not json')).toEqual(EMPTY_CART);
    expect(parseStoredCart(null)).toEqual(EMPTY_CART);
  });

  it('keeps two variants of one product as two lines, each with its own price, stock and name', () => {
    const phone = {
      _id: 'c'.repeat(24),
      name: 'Galaxy A15',
      img: '/a15.svg',
      price: 20999,
      quantity: 2,
    };
    const blue = { sku: 'A15-BLUE', name: { en: 'Blue', bn: 'নীল' } };
    const black = { sku: 'A15-BLACK', name: { en: 'Black', bn: 'কালো' } };
    let cart = reduce(EMPTY_CART, cartItemAdded({ part: phone, variant: blue }));
    cart = reduce(
      cart,
      cartItemAdded({ part: { ...phone, price: 23999, quantity: 5 }, variant: black, quantity: 3 }),
    );
    cart = reduce(cart, cartItemAdded({ part: phone, variant: blue, quantity: 5 }));
    expect(
      cart.lines.map((line) => [
        cartLineKey(line),
        line.price,
        line.quantity,
        line.variantName?.en,
      ]),
    ).toEqual([
      [`${phone._id}/A15-BLUE`, 20999, 2, 'Blue'],
      [`${phone._id}/A15-BLACK`, 23999, 3, 'Black'],
    ]);
    cart = reduce(cart, cartQuantityChanged({ key: `${phone._id}/A15-BLACK`, quantity: 1 }));
    cart = reduce(cart, cartItemRemoved(`${phone._id}/A15-BLUE`));
    expect(cart.lines.map((line) => [line.sku, line.quantity])).toEqual([['A15-BLACK', 1]]);
    // A refresh with the variants' own figures: the price follows, a sold-out variant goes.
    cart = reduce(
      cart,
      cartProductsRefreshed([
        { ...phone, quantity: 7, variants: [{ sku: 'A15-BLACK', price: 22999, quantity: 4 }] },
      ]),
    );
    expect(cart.lines[0]).toMatchObject({ sku: 'A15-BLACK', price: 22999, stock: 4 });
    cart = reduce(
      cart,
      cartProductsRefreshed([
        { ...phone, quantity: 7, variants: [{ sku: 'A15-BLACK', price: 1, quantity: 0 }] },
      ]),
    );
    expect(cart.lines).toEqual([]);
    // Stored: a variant line survives a reload; a malformed SKU does not.
    const stored = reduce(EMPTY_CART, cartItemAdded({ part: phone, variant: blue }));
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored);
    expect(
      parseStoredCart(JSON.stringify({ lines: [{ ...stored.lines[0], sku: 'bad sku!' }] })).lines,
    ).toEqual([]);
  });

  it('survives a reload: the store saves the cart and a new store reads it back', () => {
    localStorage.clear();
    const first = makeStore();
    first.dispatch(cartItemAdded({ part: watch, quantity: 2 }));
    first.dispatch(cartDistrictChosen('Khulna'));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).lines).toHaveLength(1);
    const second = makeStore();
    expect(second.getState().cart).toEqual(first.getState().cart);
  });

  it("follows another tab's changes", () => {
    localStorage.clear();
    const store = makeStore();
    const other = { lines: [], district: 'Dhaka' };
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: JSON.stringify(other) }),
    );
    expect(store.getState().cart).toEqual(other);
  });
});
