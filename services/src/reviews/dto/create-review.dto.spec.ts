import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateReviewDto } from './create-review.dto';

const IMG = `/uploads/images/${'a'.repeat(32)}-800.webp`;
const valid = { name: 'Rahim', retting: 4, review: 'Good router', img: IMG };

/** Field → message, the way the API's ValidationPipe (stopAtFirstError) reports them. */
async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string>> {
  const dto = plainToInstance(CreateReviewDto, body);
  const errors = await validate(dto, {
    stopAtFirstError: true,
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0]]));
}

describe('CreateReviewDto', () => {
  it('accepts a valid review, with or without a part', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, partId: '665f1e000000000000000101' })).toEqual({});
  });

  it('answers the first message of every field of an empty form, in the form messages', async () => {
    expect(await errorsOf({})).toEqual({
      name: 'Name is Required',
      retting: 'Retting is Required',
      review: 'Review is Required',
      img: 'Image is Required',
    });
  });

  it.each([
    [0, 0],
    [5, 5],
    ['3', 3],
  ])('reads retting %p as %p', async (retting, stored) => {
    expect(await errorsOf({ ...valid, retting })).toEqual({});
    expect(plainToInstance(CreateReviewDto, { ...valid, retting }).retting).toBe(stored);
  });

  it.each([
    [undefined, 'Retting is Required'],
    [null, 'Retting is Required'],
    ['', 'Retting is Required'],
    [6, 'Provide our 5 star rating'],
    [-1, 'Provide our 5 star rating'],
    [1.5, 'Provide our 5 star rating'],
    ['05', 'Provide our 5 star rating'],
    // Decimal digits only, as every number sent as text: no spaces, signs or hex.
    [' 5 ', 'Provide our 5 star rating'],
    ['0x5', 'Provide our 5 star rating'],
    [[4], 'Provide our 5 star rating'],
    [false, 'Provide our 5 star rating'],
  ])('refuses retting %p with %p', async (retting, message) => {
    expect(await errorsOf({ ...valid, retting })).toEqual({ retting: message });
  });

  it('checks length before control characters, and trims first', async () => {
    expect(await errorsOf({ ...valid, name: `${'x'.repeat(101)}\u0007` })).toEqual({
      name: 'Name must be 100 characters or shorter',
    });
    expect(await errorsOf({ ...valid, name: ' Rahim\u0007 ' })).toEqual({
      name: 'Name must not contain control characters',
    });
    expect(plainToInstance(CreateReviewDto, { ...valid, name: '  Rahim  ' }).name).toBe('Rahim');
  });

  it('refuses a partId that is not a 24-hex id', async () => {
    for (const partId of ['abc', 42, { $ne: null }, '665f1e00000000000000010g']) {
      expect(await errorsOf({ ...valid, partId })).toEqual({
        partId: 'partId must be a 24-character hexadecimal id',
      });
    }
  });
});
