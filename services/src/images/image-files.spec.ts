import { IMAGES_PATH_PREFIX } from '@shop/contracts';
import { buildSrcset, isImageId, newImageId, storedFileName, variantFileName, variantUrl } from './image-files';

const ID = '0123456789abcdef0123456789abcdef';

describe('image file naming', () => {
  it('makes a new random 32-hex id each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newImageId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isImageId(id)).toBe(true);
  });

  it.each(['', ID.slice(1), `${ID}0`, ID.toUpperCase(), `${ID.slice(0, 31)}g`])('refuses %p as an id', (id) => {
    expect(isImageId(id)).toBe(false);
  });

  it('names each variant by its nominal width', () => {
    expect(variantFileName(ID, 'thumb')).toBe(`${ID}-160.webp`);
    expect(variantFileName(ID, 'card')).toBe(`${ID}-400.webp`);
    expect(variantFileName(ID, 'detail')).toBe(`${ID}-800.webp`);
    expect(variantUrl(ID, 'detail')).toBe(`/uploads/images/${ID}-800.webp`);
    expect(variantUrl(ID, 'card').startsWith(IMAGES_PATH_PREFIX)).toBe(true);
  });
});

describe('storedFileName', () => {
  it.each(['160', '400', '800'])('answers the file of a %s-wide variant', (width) => {
    expect(storedFileName(`/uploads/images/${ID}-${width}.webp`)).toBe(`${ID}-${width}.webp`);
  });

  it.each([
    ['another width', `/uploads/images/${ID}-500.webp`],
    ['another extension', `/uploads/images/${ID}-800.png`],
    ['a profile photo', `/uploads/${ID}.png`],
    ['a static avatar', '/static/avatars/rahim-uddin.svg'],
    ['an absolute URL', `https://i.ibb.co/uploads/images/${ID}-800.webp`],
    ['a scheme-relative URL', `//evil.example/uploads/images/${ID}-800.webp`],
    ['a query string', `/uploads/images/${ID}-800.webp?x=1`],
    ['a fragment', `/uploads/images/${ID}-800.webp#x`],
    ['a path climbing out', `/uploads/images/../${ID}-800.webp`],
    ['an encoded slash', `/uploads/images/..%2F${ID}-800.webp`],
    ['an upper-case id', `/uploads/images/${ID.toUpperCase()}-800.webp`],
    ['a short id', `/uploads/images/${ID.slice(2)}-800.webp`],
    ['surrounding spaces', ` /uploads/images/${ID}-800.webp`],
    ['a trailing newline', `/uploads/images/${ID}-800.webp\n`],
    ['an empty string', ''],
  ])('answers undefined for %s', (_what, url) => {
    expect(storedFileName(url)).toBeUndefined();
  });
});

describe('buildSrcset', () => {
  it('lists every variant with its actual width, smallest first as given', () => {
    expect(
      buildSrcset([
        { url: '/a-160.webp', width: 160 },
        { url: '/a-400.webp', width: 400 },
        { url: '/a-800.webp', width: 800 },
      ]),
    ).toBe('/a-160.webp 160w, /a-400.webp 400w, /a-800.webp 800w');
  });

  it('lists a width once when a narrow original kept its width in several variants', () => {
    expect(
      buildSrcset([
        { url: '/a-160.webp', width: 160 },
        { url: '/a-400.webp', width: 300 },
        { url: '/a-800.webp', width: 300 },
      ]),
    ).toBe('/a-160.webp 160w, /a-400.webp 300w');
    expect(
      buildSrcset([
        { url: '/b-160.webp', width: 90 },
        { url: '/b-400.webp', width: 90 },
        { url: '/b-800.webp', width: 90 },
      ]),
    ).toBe('/b-160.webp 90w');
  });

  it('answers an empty srcset for no variants', () => {
    expect(buildSrcset([])).toBe('');
  });
});
