import { ErrorCode } from '@shop/contracts';
import { InvalidIdError } from '../errors';
import { ParseObjectIdPipe } from './parse-object-id.pipe';

describe('ParseObjectIdPipe', () => {
  const pipe = new ParseObjectIdPipe();
  const param = { type: 'param' as const, data: 'partId' };

  it('accepts a 24-character hex id and lower-cases it', () => {
    expect(pipe.transform('665F1E00000000000000000A', param)).toBe('665f1e00000000000000000a');
  });

  it.each([
    'not-an-id',
    '665f1e00000000000000000', // 23 characters
    '665f1e0000000000000000001', // 25 characters
    '665f1e00000000000000000g',
    'abcdefghijkl', // 12 characters: a valid ObjectId to mongoose, not to this API
    '{"$gt":""}',
    { $gt: '' },
    ['665f1e000000000000000001'],
    undefined,
  ])('rejects %p with INVALID_ID', (value) => {
    expect(() => pipe.transform(value, param)).toThrow(InvalidIdError);
    try {
      pipe.transform(value, param);
    } catch (error) {
      expect((error as InvalidIdError).code).toBe(ErrorCode.INVALID_ID);
      expect((error as InvalidIdError).message).toMatch(/^partId must be a 24-character hexadecimal id/);
    }
  });

  it('cuts long values short in the message', () => {
    expect(() => pipe.transform('x'.repeat(500), param)).toThrow(/x{40}…"$/);
  });
});
