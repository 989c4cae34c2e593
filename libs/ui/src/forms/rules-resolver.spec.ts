import { rulesResolver } from './rules-resolver';

type Fields = { name: string; age: string };
const validate = (v: Fields) => {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (!v.name) errors.name = 'Name is Required';
  if (v.age !== '' && !/^\d+$/.test(v.age)) errors.age = 'Age must be a number';
  return errors;
};

describe('rulesResolver', () => {
  const resolve = rulesResolver(validate);
  const run = (values: Fields) =>
    resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false }) as {
      values: Partial<Fields>;
      errors: Record<string, { type: string; message: string }>;
    };

  it('passes the values through when the validator finds nothing', () => {
    expect(run({ name: 'Rahim', age: '3' })).toEqual({ values: { name: 'Rahim', age: '3' }, errors: {} });
  });

  it("answers each message the validator gives, under its field, and no values", () => {
    expect(run({ name: '', age: 'x' })).toEqual({
      values: {},
      errors: {
        name: { type: 'rules', message: 'Name is Required' },
        age: { type: 'rules', message: 'Age must be a number' },
      },
    });
  });
});
