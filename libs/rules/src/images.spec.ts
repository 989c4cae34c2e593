import { imageSrcSet, previewImage } from './images';

const ID = '0123456789abcdef0123456789abcdef';

describe('imageSrcSet', () => {
  it('lists every stored width of an uploaded image, smallest first, whichever variant is stored', () => {
    const srcSet = `/uploads/images/${ID}-160.webp 160w, /uploads/images/${ID}-400.webp 400w, /uploads/images/${ID}-800.webp 800w`;
    expect(imageSrcSet(`/uploads/images/${ID}-800.webp`)).toEqual({
      src: `/uploads/images/${ID}-800.webp`,
      srcSet,
    });
    expect(imageSrcSet(`/uploads/images/${ID}-400.webp`)).toEqual({
      src: `/uploads/images/${ID}-400.webp`,
      srcSet,
    });
    expect(imageSrcSet(`/uploads/images/${ID}-160.webp`).srcSet).toBe(srcSet);
  });

  it('resolves the src and every candidate with the given function', () => {
    const resolve = (path: string) => `http://api.test${path}`;
    expect(imageSrcSet(`/uploads/images/${ID}-800.webp`, resolve)).toEqual({
      src: `http://api.test/uploads/images/${ID}-800.webp`,
      srcSet: [160, 400, 800]
        .map((w) => `http://api.test/uploads/images/${ID}-${w}.webp ${w}w`)
        .join(', '),
    });
    expect(imageSrcSet('/static/products/watch.svg', resolve)).toEqual({
      src: 'http://api.test/static/products/watch.svg',
    });
  });

  it.each([
    '/static/products/qcy-t13-tws-earbuds.svg',
    'https://i.ibb.co/abc/photo.png',
    `https://cdn.example.com/uploads/images/${ID}-800.webp`,
    `/uploads/images/${ID}-800.png`,
    `/uploads/images/${ID}-640.webp`,
    `/uploads/images/${ID.toUpperCase()}-800.webp`,
    `/uploads/images/${ID}-800.webp?v=2`,
    `/uploads/images/../${ID}-800.webp`,
    `/uploads/avatars/${ID}-800.webp`,
    '',
  ])('gives no srcset for %j (not an image of the shop storage)', (img) => {
    expect(imageSrcSet(img)).toEqual({ src: img });
  });
});

describe('previewImage', () => {
  it('takes the 1200 px PNG of a seed picture', () => {
    expect(previewImage('/static/products/realme-c53.svg')).toEqual({
      path: '/static/products/realme-c53.png',
      width: 1200,
      height: 900,
      type: 'image/png',
    });
  });

  it("takes an uploaded image's largest variant, whichever is stored, without claiming its size", () => {
    for (const width of [160, 400, 800]) {
      expect(previewImage(`/uploads/images/${ID}-${width}.webp`)).toEqual({
        path: `/uploads/images/${ID}-800.webp`,
        type: 'image/webp',
      });
    }
  });

  it('keeps anything else as it is', () => {
    for (const img of [
      'https://cdn.example/watch.svg',
      '/static/avatars/rahim-uddin.svg',
      '/static/products/sub/watch.svg',
      '/static/products/../avatars/a.svg',
      '/static/products/watch.svg?v=2',
      '/static/products/watch.png',
      `/uploads/images/${ID}-1200.webp`,
    ]) {
      expect(previewImage(img)).toEqual({ path: img });
    }
  });
});
