import {
  CARD_MESSAGES,
  passesLuhn,
  refusalOf,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARDS,
} from './sandbox-cards';

const NOW = new Date('2026-11-23T10:00:00Z');
const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

function messageOf(card: Partial<typeof GOOD>, now = NOW): string | undefined {
  return refusalOf({ ...GOOD, ...card }, now)?.message;
}

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '79927398713', '0'])(
    'accepts %s',
    (digits) => {
      expect(passesLuhn(digits)).toBe(true);
    },
  );

  it.each(['4242424242424241', '4000000000000001', '79927398710', '', '4242a'])(
    'refuses %p',
    (digits) => {
      expect(passesLuhn(digits)).toBe(false);
    },
  );
});

describe('refusalOf (the sandbox card checks)', () => {
  it.each([...SANDBOX_SUCCESS_CARDS, '4242-4242-4242-4242', ' 5555 5555 5555 4444 '])(
    'lets the test card %p pay',
    (cardNumber) => {
      expect(refusalOf({ ...GOOD, cardNumber }, NOW)).toBeUndefined();
    },
  );

  it('declines 4000 0000 0000 0002 like the provider', () => {
    expect(refusalOf({ ...GOOD, cardNumber: SANDBOX_DECLINED_CARD }, NOW)).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
      declineCode: 'generic_decline',
    });
  });

  it('declines any other number that passes the Luhn check', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(messageOf({ cardNumber: '4111 1111 1111 1111' })).toBe('Your card was declined.');
  });

  it.each(['4242 4242 4242 4241', '1234', '4242 4242 4242 424x', '', '4242424242424242424242'])(
    'calls %p an invalid number',
    (cardNumber) => {
      expect(messageOf({ cardNumber })).toBe('Your card number is invalid.');
    },
  );

  it('accepts a card through the end of its month, and calls the month before expired', () => {
    expect(messageOf({ expiry: '11/26' })).toBeUndefined();
    expect(messageOf({ expiry: '11/26' }, new Date('2026-11-30T23:59:59Z'))).toBeUndefined();
    expect(messageOf({ expiry: '11/26' }, new Date('2026-12-01T00:00:00Z'))).toBe(
      'Your card has expired.',
    );
    expect(messageOf({ expiry: '10/26' })).toBe('Your card has expired.');
    expect(messageOf({ expiry: '12/25' })).toBe('Your card has expired.');
    expect(messageOf({ expiry: '01/27' })).toBeUndefined();
  });

  it.each(['00/30', '13/30', '99/30'])('calls the month of %p invalid', (expiry) => {
    expect(messageOf({ expiry })).toBe("Your card's expiration month is invalid.");
  });

  it.each(['1/30', '12/2030', '1230', 'ab/cd', ''])('calls the expiry %p incomplete', (expiry) => {
    expect(messageOf({ expiry })).toBe(CARD_MESSAGES.incompleteExpiry);
  });

  it.each(['', '12', '12345', '12a'])('refuses the security code %p', (cvc) => {
    expect(messageOf({ cvc })).toBe("Your card's security code is invalid.");
  });

  it.each(['123', '1234'])('accepts the security code %p', (cvc) => {
    expect(messageOf({ cvc })).toBeUndefined();
  });

  it('checks the number first, then the expiry date, then the security code, then the issuer', () => {
    expect(messageOf({ cardNumber: '1234', expiry: '01/20', cvc: '' })).toBe(
      CARD_MESSAGES.invalidNumber,
    );
    expect(messageOf({ expiry: '01/20', cvc: '' })).toBe(CARD_MESSAGES.expired);
    expect(messageOf({ cardNumber: SANDBOX_DECLINED_CARD, cvc: '' })).toBe(
      CARD_MESSAGES.invalidCvc,
    );
  });
});
