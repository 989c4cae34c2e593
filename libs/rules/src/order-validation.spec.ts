import { AUTH_MESSAGES } from './auth-validation';
import {
  addressError,
  AMOUNT_PATTERN,
  contactNameError,
  districtError,
  normalizeBdMobile,
  ORDER_MESSAGES,
  ORDER_TEXT_LIMITS,
  parseWholeAmount,
  PRODUCT_LIMITS,
  productPriceError,
  productQuantityError,
  phoneError,
  PRODUCT_MESSAGES,
  quantityError,
  RETTING_PATTERN,
  rettingError,
  REVIEW_MESSAGES,
  validateBooking,
  validateCheckout,
  validateProduct,
  validateReview,
} from './order-validation';
import { unitsPerLineMessage } from './units-per-line';
import { MAX_LINE_QUANTITY, MAX_UNITS_PER_LINE } from './orders';
import { groupDigitsBangladeshi } from './money';
import { tooLongMessage } from './contact-validation';

describe('messages', () => {
  it("keeps the spec's exact texts, typos included", () => {
    expect(ORDER_MESSAGES).toMatchObject({
      nameRequired: 'Name is Required',
      emailRequired: 'Email is Required',
      quantityRequired: 'Quantity is Required',
      quantityTooSmall: "You can't booking less then 1 parts quantity",
      quantityTooLarge: "You can't booking more then Available quantity",
      phoneRequired: 'Phone is Required',
      addressRequired: 'Address is Required',
    });
    expect(REVIEW_MESSAGES).toEqual({
      nameRequired: 'Name is Required',
      rettingRequired: 'Retting is Required',
      rettingInvalid: 'Provide our 5 star rating',
      reviewRequired: 'Review is Required',
      imageRequired: 'Image is Required',
      productNotDelivered: 'You can review a product once it has been delivered to you',
    });
    expect(PRODUCT_MESSAGES).toEqual({
      nameRequired: 'Name is Required',
      priceRequired: 'Price is Required',
      priceInvalid: 'Enter parts price',
      quantityRequired: 'quantity is Required',
      quantityInvalid: 'Enter valid parts quantity',
      descriptionRequired: 'Description is Required',
      imageRequired: 'Image is Required',
      nameTooLong: 'Name must be 200 characters or shorter',
      descriptionTooLong: 'Description must be 2000 characters or shorter',
      priceTooSmall: 'Price must be at least ৳1',
      priceTooLarge: 'Price must be ৳1,00,00,00,000 or less',
      quantityTooLarge: 'Quantity must be 1,00,00,00,000 or less',
      amountLeadingZero: 'Write the number without a leading zero (1250, not 01250)',
      amountGrouping: 'Commas go between groups of digits (2,400 or 1,00,000), or leave them out',
    });
    expect(ORDER_MESSAGES.nameRequired).toBe(AUTH_MESSAGES.nameRequired);
  });
});

describe('normalizeBdMobile', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['01312345678', '01312345678'],
    ['01912345678', '01912345678'],
    ['+8801712345678', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['+৮৮০ ১৭১২-৩৪৫৬৭৮', '01712345678'],
    ['8801712345678', '01712345678'],
    ['008801712345678', '01712345678'],
    ['+88001712345678', '01712345678'],
    ['+880 1712-345678', '01712345678'],
    ['  017 1234 5678  ', '01712345678'],
    ['0171-234-5678', '01712345678'],
    [8801712345678, '01712345678'],
  ])('%p is %p', (phone, national) => {
    expect(normalizeBdMobile(phone)).toBe(national);
  });

  it.each([
    '',
    '0171234567', // 10 digits
    '017123456789', // 12 digits
    '01212345678', // 012: no operator
    '01012345678',
    '01112345678',
    '02712345678', // landline prefix
    '1712345678', // no leading 0 and no country code
    '+881712345678',
    '+91 1712345678',
    '0171234567a',
    '(017)12345678',
    '+8801212345678',
    1712345678,
    Number.NaN,
  ])('refuses %p', (phone) => {
    expect(normalizeBdMobile(phone)).toBeUndefined();
  });

  it.each([null, undefined, {}, ['01712345678'], { $gt: '' }, true])(
    'refuses the non-text %p',
    (phone) => {
      expect(normalizeBdMobile(phone)).toBeUndefined();
    },
  );
});

describe('phoneError', () => {
  it.each([undefined, null, '', '   '])('%p: required', (phone) => {
    expect(phoneError(phone)).toBe(ORDER_MESSAGES.phoneRequired);
  });

  it.each(['12345', '0171234567', { $ne: null }, 'abc'])(
    '%p: not a Bangladeshi mobile',
    (phone) => {
      expect(phoneError(phone)).toBe(ORDER_MESSAGES.phoneInvalid);
    },
  );

  it.each(['01712345678', '+8801712345678'])('%p: valid', (phone) => {
    expect(phoneError(phone)).toBeUndefined();
  });
});

describe('quantityError', () => {
  it.each([undefined, null, '', '  ', Number.NaN])('%p: required', (quantity) => {
    expect(quantityError(quantity)).toBe(ORDER_MESSAGES.quantityRequired);
  });

  it.each([0, -1, -0.5, 0.5, '0', '-3'])('%p: less than 1', (quantity) => {
    expect(quantityError(quantity)).toBe(ORDER_MESSAGES.quantityTooSmall);
  });

  it.each([1.5, '2.5', 999.9])('%p: not whole', (quantity) => {
    expect(quantityError(quantity)).toBe(ORDER_MESSAGES.quantityWhole);
  });

  it.each([
    'abc',
    { $gt: 0 },
    [],
    true,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '1e400',
    '0x10',
    '1e3',
    '+5',
    ' 4 ',
    'Infinity',
  ])('%p: there, but not a number in decimal digits', (quantity) => {
    expect(quantityError(quantity)).toBe(ORDER_MESSAGES.quantityWhole);
  });

  it.each([1, 2, '3', '04', MAX_LINE_QUANTITY])('%p: valid without a known stock', (quantity) => {
    expect(quantityError(quantity)).toBeUndefined();
  });

  it('caps a line at MAX_LINE_QUANTITY', () => {
    expect(quantityError(MAX_LINE_QUANTITY + 1)).toBe(ORDER_MESSAGES.quantityTooLarge);
    expect(quantityError(1e9)).toBe(ORDER_MESSAGES.quantityTooLarge);
  });

  it('at most the stock when it is known', () => {
    expect(quantityError(5, 5)).toBeUndefined();
    expect(quantityError(6, 5)).toBe(ORDER_MESSAGES.quantityTooLarge);
    expect(quantityError('6', 5)).toBe(ORDER_MESSAGES.quantityTooLarge);
    expect(quantityError(1, 0)).toBe(ORDER_MESSAGES.quantityTooLarge);
    expect(quantityError(0, 0)).toBe(ORDER_MESSAGES.quantityTooSmall);
  });

  it('at most `limit` units of one product, saying the limit (the stock is said first)', () => {
    expect(quantityError(MAX_UNITS_PER_LINE, 55, MAX_UNITS_PER_LINE)).toBeUndefined();
    expect(quantityError(MAX_UNITS_PER_LINE + 1, 55, MAX_UNITS_PER_LINE)).toBe(ORDER_MESSAGES.quantityOverLimit);
    expect(quantityError('1000', undefined, MAX_UNITS_PER_LINE)).toBe(ORDER_MESSAGES.quantityOverLimit);
    expect(ORDER_MESSAGES.quantityOverLimit).toBe('You can order at most 10 of one product');
    expect(quantityError(4, 55, 3)).toBe(unitsPerLineMessage(3));
    expect(unitsPerLineMessage(3)).toBe('You can order at most 3 of one product');
    expect(quantityError(12, 5, MAX_UNITS_PER_LINE)).toBe(ORDER_MESSAGES.quantityTooLarge);
    expect(validateBooking({ quantity: '11' }, 55, MAX_UNITS_PER_LINE).quantity).toBe(ORDER_MESSAGES.quantityOverLimit);
    // Without a limit (the API's shape check) only MAX_LINE_QUANTITY applies.
    expect(quantityError(MAX_UNITS_PER_LINE + 1)).toBeUndefined();
  });

  it('checks less-than-1 before whole (0.5 is "less then 1")', () => {
    expect(quantityError(0.5, 10)).toBe(ORDER_MESSAGES.quantityTooSmall);
    expect(quantityError(1.5, 10)).toBe(ORDER_MESSAGES.quantityWhole);
  });
});

describe('districtError', () => {
  it.each([undefined, null, '', '  '])('%p: required', (district) => {
    expect(districtError(district)).toBe(ORDER_MESSAGES.districtRequired);
  });

  it.each(['Calcutta', 'Dhak', 42, { $gt: '' }])('%p: unknown', (district) => {
    expect(districtError(district)).toBe(ORDER_MESSAGES.districtUnknown);
  });

  it.each(['Dhaka', ' sylhet ', "COX'S BAZAR"])('%p: valid', (district) => {
    expect(districtError(district)).toBeUndefined();
  });
});

describe('contactNameError and addressError', () => {
  it.each([
    [
      contactNameError,
      ORDER_MESSAGES.nameRequired,
      ORDER_TEXT_LIMITS.name,
      ORDER_MESSAGES.nameTooLong,
    ],
    [
      addressError,
      ORDER_MESSAGES.addressRequired,
      ORDER_TEXT_LIMITS.address,
      ORDER_MESSAGES.addressTooLong,
    ],
  ])(
    '%#: required, then at most the limit (trimmed, counted in characters)',
    (check, required, limit, tooLong) => {
      for (const blank of [undefined, null, '', '   ', 42, {}]) expect(check(blank)).toBe(required);
      expect(check('x'.repeat(limit))).toBeUndefined();
      expect(check(`  ${'x'.repeat(limit)}  `)).toBeUndefined();
      expect(check('x'.repeat(limit + 1))).toBe(tooLong);
      expect(check('ক'.repeat(limit))).toBeUndefined();
      expect(check('😀'.repeat(limit))).toBeUndefined();
      expect(check('😀'.repeat(limit + 1))).toBe(tooLong);
    },
  );

  it('keeps the limits', () => {
    expect(ORDER_TEXT_LIMITS).toEqual({ name: 100, address: 500 });
  });

  it('keeps a contact name on one line, as an account name (it greets the customer in mails)', () => {
    const attack = 'Ayesha\n\nURGENT: your bKash refund is waiting. Log in at https://evil.example/bkash';
    expect(contactNameError(attack)).toBe(ORDER_MESSAGES.nameControls);
    expect(ORDER_MESSAGES.nameControls).toBe('Name must not contain control characters');
    for (const name of ['A\rB', 'A\tB', 'A\u0000B', 'A\u001bB', 'A\u0085B', 'A\u202eB']) {
      expect([name, contactNameError(name)]).toEqual([name, ORDER_MESSAGES.nameControls]);
    }
    // Around the name, line breaks are trimmed away as the API trims them.
    expect(contactNameError(' Ayesha Siddiqua\n')).toBeUndefined();
    expect(contactNameError('আয়েশা সিদ্দিকা')).toBeUndefined();
  });
});

describe('validateCheckout', () => {
  const valid = {
    name: 'Rahim Uddin',
    phone: '01712345678',
    address: 'House 12, Road 5',
    district: 'Dhaka',
  };

  it('is empty for valid fields', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it('names every broken field with its first broken rule', () => {
    expect(validateCheckout({})).toEqual({
      name: ORDER_MESSAGES.nameRequired,
      phone: ORDER_MESSAGES.phoneRequired,
      address: ORDER_MESSAGES.addressRequired,
      district: ORDER_MESSAGES.districtRequired,
    });
    expect(validateCheckout({ ...valid, phone: '123', district: 'Nowhere' })).toEqual({
      phone: ORDER_MESSAGES.phoneInvalid,
      district: ORDER_MESSAGES.districtUnknown,
    });
  });
});

describe('validateBooking', () => {
  const valid = {
    name: 'Rahim Uddin',
    email: 'customer@shop.local',
    quantity: '2',
    phone: '01712345678',
    address: 'House 12, Road 5',
    district: 'Dhaka',
  };

  it('is empty for valid fields', () => {
    expect(validateBooking(valid, 5)).toEqual({});
    expect(validateBooking(valid)).toEqual({});
  });

  it('answers the spec messages, in the form order', () => {
    const errors = validateBooking({}, 5);
    expect(errors).toEqual({
      name: ORDER_MESSAGES.nameRequired,
      email: ORDER_MESSAGES.emailRequired,
      quantity: ORDER_MESSAGES.quantityRequired,
      phone: ORDER_MESSAGES.phoneRequired,
      address: ORDER_MESSAGES.addressRequired,
      district: ORDER_MESSAGES.districtRequired,
    });
    expect(Object.keys(errors)).toEqual([
      'name',
      'email',
      'quantity',
      'phone',
      'address',
      'district',
    ]);
  });

  it('bounds the quantity by the stock', () => {
    expect(validateBooking({ ...valid, quantity: 5 }, 5)).toEqual({});
    expect(validateBooking({ ...valid, quantity: 6 }, 5)).toEqual({
      quantity: ORDER_MESSAGES.quantityTooLarge,
    });
    expect(validateBooking({ ...valid, quantity: 0 }, 5)).toEqual({
      quantity: ORDER_MESSAGES.quantityTooSmall,
    });
  });
});

describe('rettingError', () => {
  it.each([undefined, null, '', ' '])('%p: required', (retting) => {
    expect(rettingError(retting)).toBe(REVIEW_MESSAGES.rettingRequired);
  });

  it.each([0, 1, 5, '0', '5'])('%p: valid', (retting) => {
    expect(rettingError(retting)).toBeUndefined();
  });

  it.each([6, -1, 4.5, '05', '10', ' 3 ', '+3', 'five', {}, [], true])('%p: not 0 to 5', (retting) => {
    expect(rettingError(retting)).toBe(REVIEW_MESSAGES.rettingInvalid);
  });

  it('is the single-digit pattern', () => {
    expect(RETTING_PATTERN.test('5')).toBe(true);
    expect(RETTING_PATTERN.test('6')).toBe(false);
  });
});

describe('validateReview', () => {
  it('is empty for a valid review', () => {
    expect(
      validateReview({
        name: 'Rahim',
        retting: 5,
        review: 'Good',
        img: '/uploads/images/x-800.webp',
      }),
    ).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateReview({})).toEqual({
      name: REVIEW_MESSAGES.nameRequired,
      retting: REVIEW_MESSAGES.rettingRequired,
      review: REVIEW_MESSAGES.reviewRequired,
      img: REVIEW_MESSAGES.imageRequired,
    });
  });

  it('bounds the texts', () => {
    expect(
      validateReview({ name: 'x'.repeat(101), retting: 5, review: 'x'.repeat(1001), img: 'a' }),
    ).toEqual({
      name: 'Name must be 100 characters or shorter',
      review: 'Review must be 1000 characters or shorter',
    });
    expect(
      validateReview({ name: 'x'.repeat(100), retting: 0, review: 'x'.repeat(1000), img: 'a' }),
    ).toEqual({});
  });
});

describe('AMOUNT_PATTERN and parseWholeAmount', () => {
  it.each(['0', '12', '12.5', '1250.75', '1000000000'])('accepts %p', (text) => {
    expect(AMOUNT_PATTERN.test(text)).toBe(true);
  });

  it.each(['01', '-1', '1e3', '.5', '1.', '', ' 1', '1,000'])('refuses %p', (text) => {
    expect(AMOUNT_PATTERN.test(text)).toBe(false);
  });

  it.each([
    ['0', 0],
    ['12', 12],
    ['1250.75', 1250],
    [42, 42],
    [42.9, 42],
    [1e-7, 0],
    [5e-324, 0],
    [1_000_000_000.9, 1_000_000_000],
    ['1000000000', 1_000_000_000],
  ])('%p is stored as %i', (value, whole) => {
    expect(parseWholeAmount(value)).toBe(whole);
  });

  it.each([
    '1000000001',
    '01',
    '-5',
    'abc',
    ' 99.99 ',
    '0x10',
    '1e3',
    '+5',
    'Infinity',
    '',
    -5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
    null,
    {},
    undefined,
  ])('refuses %p', (value) => {
    expect(parseWholeAmount(value)).toBeUndefined();
  });

  it('takes a custom maximum', () => {
    expect(parseWholeAmount('10', 10)).toBe(10);
    expect(parseWholeAmount('11', 10)).toBeUndefined();
  });
});

describe('validateProduct', () => {
  const valid = {
    name: 'Kettle',
    price: '1250',
    quantity: '10',
    description: 'Steel',
    img: 'https://x/y.png',
  };

  it('is empty for a valid product', () => {
    expect(validateProduct(valid)).toEqual({});
  });

  it('says required, then invalid', () => {
    expect(validateProduct({})).toEqual({
      name: PRODUCT_MESSAGES.nameRequired,
      price: PRODUCT_MESSAGES.priceRequired,
      quantity: PRODUCT_MESSAGES.quantityRequired,
      description: PRODUCT_MESSAGES.descriptionRequired,
      img: PRODUCT_MESSAGES.imageRequired,
    });
    expect(validateProduct({ ...valid, price: '01', quantity: '-1' })).toEqual({
      price: PRODUCT_MESSAGES.priceInvalid,
      quantity: PRODUCT_MESSAGES.quantityInvalid,
    });
  });

  it('names the limits it enforces in its messages', () => {
    expect(PRODUCT_MESSAGES.priceTooSmall).toContain(`৳${PRODUCT_LIMITS.minPrice}`);
    expect(PRODUCT_MESSAGES.priceTooLarge).toContain(`৳${groupDigitsBangladeshi(PRODUCT_LIMITS.maxPrice)}`);
    expect(PRODUCT_MESSAGES.quantityTooLarge).toContain(groupDigitsBangladeshi(PRODUCT_LIMITS.maxQuantity));
    expect(PRODUCT_MESSAGES.nameTooLong).toBe(tooLongMessage('Name', PRODUCT_LIMITS.name));
    expect(PRODUCT_MESSAGES.descriptionTooLong).toBe(tooLongMessage('Description', PRODUCT_LIMITS.description));
  });

  it.each([
    ['0', PRODUCT_MESSAGES.priceTooSmall],
    ['0.99', PRODUCT_MESSAGES.priceTooSmall],
    [0, PRODUCT_MESSAGES.priceTooSmall],
    [0.5, PRODUCT_MESSAGES.priceTooSmall],
    ['1', undefined],
    ['1.99', undefined],
    [1, undefined],
    ['1000000000.75', undefined],
    ['1000000001', PRODUCT_MESSAGES.priceTooLarge],
    ['9'.repeat(400), PRODUCT_MESSAGES.priceTooLarge],
    [1e21, PRODUCT_MESSAGES.priceTooLarge],
    ['01', PRODUCT_MESSAGES.priceInvalid],
    ['১২', PRODUCT_MESSAGES.priceInvalid],
    [-1, PRODUCT_MESSAGES.priceInvalid],
    ['', PRODUCT_MESSAGES.priceRequired],
  ])('price %p → %p (a product on sale costs at least ৳1)', (price, message) => {
    expect(productPriceError(price)).toBe(message);
    expect(validateProduct({ ...valid, price }).price).toBe(message);
  });

  it.each([
    ['0', undefined],
    ['0.5', undefined],
    ['1000000000', undefined],
    ['1000000001', PRODUCT_MESSAGES.quantityTooLarge],
    ['1.5.5', PRODUCT_MESSAGES.quantityInvalid],
    [' ', PRODUCT_MESSAGES.quantityRequired],
  ])('quantity %p → %p (0 is out of stock)', (quantity, message) => {
    expect(productQuantityError(quantity)).toBe(message);
  });

  it('counts characters of the trimmed name and description', () => {
    const { name, description } = PRODUCT_LIMITS;
    expect(validateProduct({ ...valid, name: ` ${'n'.repeat(name)} `, description: '😀'.repeat(description) })).toEqual({});
    expect(validateProduct({ ...valid, name: 'n'.repeat(name + 1), description: 'd'.repeat(description + 1) })).toEqual({
      name: PRODUCT_MESSAGES.nameTooLong,
      description: PRODUCT_MESSAGES.descriptionTooLong,
    });
  });
});
