import { ErrorCode } from '@shop/contracts';
import { readIdempotencyKey } from './idempotency-key.decorator';

describe('readIdempotencyKey', () => {
  it('is undefined without the header', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
  });

  it.each(['a', 'x'.repeat(100), '3f0c1a52-9a4e-4f7e-8f7e-2b0c1d2e3f40', '!~'])(
    'accepts %p',
    (key) => {
      expect(readIdempotencyKey(key)).toBe(key);
    },
  );

  it.each(['', 'x'.repeat(101), 'has space', 'tab\there', 'ünïcode', ['a', 'b'], 42])(
    'refuses %p with 400',
    (key) => {
      expect(() => readIdempotencyKey(key)).toThrow(
        expect.objectContaining({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED }),
      );
    },
  );
});
