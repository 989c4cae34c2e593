import { configureApiClient } from '@shop/api-client';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductImageLink } from './product-image-link';

function renderLink(props: Partial<Parameters<typeof ProductImageLink>[0]> = {}) {
  const { container } = render(
    <MemoryRouter>
      <ProductImageLink
        partId="665f1e000000000000000001"
        img="/static/products/watch.svg"
        className="tile__media"
        {...props}
      />
    </MemoryRouter>,
  );
  return { link: container.querySelector('a')!, img: container.querySelector('img')! };
}

beforeAll(() => configureApiClient({ apiUrl: 'http://api.test/api' }));

describe('ProductImageLink', () => {
  it('links the picture to the product page, out of the tab order and hidden from readers', () => {
    const { link, img } = renderLink();
    expect(link.getAttribute('href')).toBe('/product/665f1e000000000000000001');
    expect(link.className).toBe('tile__media');
    expect(link.getAttribute('tabindex')).toBe('-1');
    expect(link.getAttribute('aria-hidden')).toBe('true');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('src')).toBe('http://api.test/static/products/watch.svg');
  });

  it('reserves the card size and loads lazily unless told otherwise', () => {
    const card = renderLink().img;
    expect([card.getAttribute('width'), card.getAttribute('height')]).toEqual(['320', '240']);
    expect(card.getAttribute('loading')).toBe('lazy');
    const thumb = renderLink({ width: 72, height: 72, eager: true }).img;
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['72', '72']);
    expect(thumb.getAttribute('loading')).toBe('eager');
  });

  it('offers an uploaded photo in its three widths, resolved against the API origin', () => {
    const id = '0123456789abcdef0123456789abcdef';
    const card = renderLink({ img: `/uploads/images/${id}-800.webp` }).img;
    expect(card.getAttribute('src')).toBe(`http://api.test/uploads/images/${id}-800.webp`);
    expect(card.getAttribute('srcset')).toBe(
      [160, 400, 800].map((w) => `http://api.test/uploads/images/${id}-${w}.webp ${w}w`).join(', '),
    );
    expect(card.getAttribute('sizes')).toBe('(max-width: 560px) 50vw, 320px');
    expect(
      renderLink({ img: `/uploads/images/${id}-800.webp`, width: 72, height: 72 }).img.getAttribute(
        'sizes',
      ),
    ).toBe('72px');
  });

  it('gives a single-size picture (seed SVG, other host) no srcset', () => {
    for (const img of ['/static/products/watch.svg', 'https://i.ibb.co/abc/photo.png']) {
      const { img: element } = renderLink({ img });
      expect(element.hasAttribute('srcset')).toBe(false);
      expect(element.hasAttribute('sizes')).toBe(false);
    }
  });
});
