import {
  cardDigits,
  digitsOnly,
  formatExpiry,
  groupCardNumber,
  SANDBOX_CARD_MESSAGES as M,
  validateSandboxCard,
} from './sandbox-card';

const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Rahim' };

describe('validateSandboxCard', () => {
  it('accepts a card that looks right (the processor decides the rest)', () => {
    expect(validateSandboxCard(valid)).toEqual({});
    // Expired or with a bad check digit: still the processor's call.
    expect(
      validateSandboxCard({ ...valid, cardNumber: '4242424242424241', expiry: '01/20' }),
    ).toEqual({});
    expect(validateSandboxCard({ ...valid, cvc: '1234' })).toEqual({});
  });

  it('names each empty field', () => {
    expect(validateSandboxCard({ cardNumber: ' ', expiry: '', cvc: '', name: '  ' })).toEqual({
      cardNumber: M.cardNumberRequired,
      expiry: M.expiryRequired,
      cvc: M.cvcRequired,
      name: M.nameRequired,
    });
  });

  it.each([
    ['cardNumber', '4242 4242 42'],
    ['cardNumber', '4242 4242 4242 4242 4242'],
    ['cardNumber', '4242 abcd 4242 4242'],
    ['expiry', '13/30'],
    ['expiry', '00/30'],
    ['expiry', '1/30'],
    ['expiry', '12/2030'],
    ['cvc', '12'],
    ['cvc', '12345'],
    ['cvc', '1a3'],
  ] as const)('refuses %s %p', (field, value) => {
    expect(Object.keys(validateSandboxCard({ ...valid, [field]: value }))).toEqual([field]);
  });
});

describe('card input helpers', () => {
  it('groups a typed card number by four and keeps at most 19 digits', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-42')).toBe('4242 42');
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('12345678901234567890')).toBe('1234 5678 9012 3456 789');
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('reads digits typed on a Bengali keyboard as ASCII digits', () => {
    expect(digitsOnly('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(groupCardNumber('৪২৪২৪২৪২৪২৪২৪২৪২')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('১২৩৪')).toBe('12/34');
    expect(digitsOnly('১a2-৩')).toBe('123');
  });

  it('puts the slash of MM/YY in after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
});
