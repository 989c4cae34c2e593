import { rowNumber } from './table-states';

describe('rowNumber', () => {
  it('continues across pages', () => {
    expect(rowNumber(1, 20, 0)).toBe(1);
    expect(rowNumber(1, 20, 19)).toBe(20);
    expect(rowNumber(2, 20, 0)).toBe(21);
    expect(rowNumber(3, 10, 4)).toBe(25);
  });
});
