import { safeReturnPath } from './google-state';

describe('safeReturnPath', () => {
  it.each(['/shops', '/product/665f1e000000000000000008', '/dashboard/profile?tab=1', '/'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([undefined, '', 'shops', '//evil.example', '/\\evil.example', 'https://evil.example/', '/a\nb', 42, '/' + 'a'.repeat(600)])(
    'replaces %p with /shops',
    (value) => {
      expect(safeReturnPath(value)).toBe('/shops');
    },
  );
});
