import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { BrowsePartsQueryDto, readPriceParam } from './browse.dto';

const read = (query: Record<string, unknown>) => {
  const dto = plainToInstance(BrowsePartsQueryDto, query);
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
  return { dto, errors: errors.flatMap((e) => Object.values(e.constraints ?? {})) };
};

describe('readPriceParam', () => {
  it('reads whole taka in ASCII or Bengali digits, spaces around ignored', () => {
    expect(readPriceParam('1500')).toBe(1500);
    expect(readPriceParam('১৫০০')).toBe(1500);
    expect(readPriceParam(' ২৫০ ')).toBe(250);
    expect(readPriceParam('0')).toBe(0);
  });

  it('leaves anything else as it came, for the validator to refuse', () => {
    for (const text of ['', '-5', '12.5', '1e3', '0x10', '1,500', 'abc', '1234567890']) {
      expect(readPriceParam(text)).toBe(text);
    }
  });
});

describe('BrowsePartsQueryDto', () => {
  it('reads lists sent as one comma-separated parameter, empty items dropped', () => {
    const { dto, errors } = read({ brand: 'QCY, Realme,,', spec: 'anc:yes,bluetooth:5-3' });
    expect(errors).toEqual([]);
    expect(dto.brand).toEqual(['QCY', 'Realme']);
    expect(dto.spec).toEqual(['anc:yes', 'bluetooth:5-3']);
  });

  it('cuts a long search text instead of refusing it', () => {
    const { dto, errors } = read({ q: `  ${'x'.repeat(2000)}` });
    expect(errors).toEqual([]);
    expect(dto.q).toHaveLength(100);
    expect(read({ q: '   ' }).dto.q).toBeUndefined();
  });

  it('refuses a price that is not whole taka and a malformed spec filter, naming them', () => {
    expect(read({ min: '12.5' }).errors.join()).toMatch(/^min must be a whole number of taka/);
    expect(read({ max: '-1' }).errors.join()).toMatch(/^max must be a whole number of taka/);
    expect(read({ spec: 'anc' }).errors.join()).toMatch(/each spec filter must be key:value/);
    expect(read({ brand: 'x'.repeat(61) }).errors.join()).toMatch(/at most 60 characters/);
    expect(read({ min: '৫০০', max: '১০০০' }).dto).toMatchObject({ min: 500, max: 1000 });
  });
});
