import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IntegerParam } from './integer-param';

class Query {
  @IntegerParam('max', 0, 100)
  max?: number;
}

const read = (max: unknown) => {
  const query = plainToInstance(Query, { max });
  const errors = validateSync(query, { stopAtFirstError: true }).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );
  return { max: query.max, errors };
};

describe('IntegerParam', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['100', 100],
    ['007', 7],
  ])('reads %s as %i', (text, number) => {
    expect(read(text)).toEqual({ max: number, errors: [] });
  });

  it('may be left out', () => expect(read(undefined).errors).toEqual([]));

  it.each([
    '0.0',
    '2.0',
    '1.5',
    '-1',
    '101',
    '1e2',
    '0x10',
    '+5',
    ' 5',
    '',
    'five',
    '9'.repeat(400),
  ])('refuses %p with the parameter’s message', (text) => {
    expect(read(text).errors).toEqual(['max must be a whole number from 0 to 100']);
  });
});
