import type { ProductDetails, SpecTemplate } from '@shop/contracts';
import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { fakeApi, json } from '@shop/tools/jest/fake-api';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import bn from '../../../locales/bn.json';
import en from '../../../locales/en.json';
import { renderPage } from '../../../testing/render-page';
import { ProductPage } from './product-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

// What this page reads; options and variants are the variant picker's.
const product: Omit<ProductDetails, 'options' | 'variants'> = {
  _id: '665f1e000000000000000015',
  name: 'TP-Link Archer C6 AC1200 Router',
  nameBn: 'TP-Link Archer C6 AC1200 রাউটার',
  img: '/static/products/tp-link-archer-c6.svg',
  price: 3200,
  quantity: 3,
  description: 'Dual-band gigabit router.',
  descriptionBn: 'ডুয়াল-ব্যান্ড গিগাবিট রাউটার।',
  category: 'router',
  brand: 'TP-Link',
  warranty: {
    months: 12,
    type: 'official',
    covers: { en: 'Manufacturing defects', bn: 'উৎপাদনজনিত ত্রুটি' },
  },
  specs: [
    { key: 'lan-ports', value: 4 },
    { key: 'mesh', value: true },
  ],
  photos: [
    {
      url: '/static/products/tp-link-archer-c6.svg',
      alt: { en: 'Archer C6, front view', bn: 'Archer C6, সামনে থেকে দেখা' },
    },
    {
      url: '/static/products/tp-link-archer-c6-ports.svg',
      alt: { en: 'Archer C6, back panel', bn: 'Archer C6, পেছনের প্যানেল' },
    },
  ],
};

const template: SpecTemplate = {
  category: 'router',
  revision: 1,
  groups: [
    {
      key: 'ports',
      label: { en: 'Ports', bn: 'পোর্ট' },
      fields: [
        { key: 'lan-ports', label: { en: 'LAN ports', bn: 'ল্যান পোর্ট' }, type: 'number' },
        { key: 'mesh', label: { en: 'Mesh support', bn: 'মেশ সাপোর্ট' }, type: 'boolean' },
      ],
    },
  ],
};

const render = () =>
  renderPage(<ProductPage />, { url: `/product/${product._id}`, path: '/product/:partId' });

beforeEach(() => {
  fakeApi({
    [`GET /product/${product._id}`]: () => json(200, product),
    'GET /spec-templates/router': () => json(200, template),
  });
});

afterEach(cleanup);

describe('ProductPage: what a buyer decides by', () => {
  it('brand, warranty, the photos and the spec table of the product’s category', async () => {
    render();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(product.name);
    expect(screen.getByTestId('product-brand').textContent).toBe('TP-Link');
    expect(screen.getByTestId('product-warranty').textContent).toContain(
      '12-month official warranty',
    );
    expect(screen.getByTestId('gallery-photo').getAttribute('alt')).toBe('Archer C6, front view');
    expect(screen.getAllByRole('button', { name: /^Show photo/ })).toHaveLength(2);
    const table = await screen.findByTestId('spec-table');
    expect([...table.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['4', 'Yes']);
  });

  it('in Bengali: the Bengali name and description, Bengali digits in the table', async () => {
    initI18nWith({ common: await loadCommonMessages('bn'), shop: bn }, 'bn');
    try {
      render();
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(product.nameBn);
      expect(screen.getByText(product.descriptionBn!)).toBeTruthy();
      expect(screen.getByTestId('product-warranty').textContent).toBe(
        '১২ মাসের অফিসিয়াল ওয়ারেন্টি' + 'উৎপাদনজনিত ত্রুটি',
      );
      const table = await screen.findByTestId('spec-table');
      expect([...table.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
        '৪',
        'হ্যাঁ',
      ]);
    } finally {
      initI18nWith({ common: COMMON_MESSAGES_EN, shop: en }, 'en');
    }
  });
});

describe('ProductPage: the chosen variant', () => {
  // Sold in two colours; the white one has a photo of its own and one LAN port fewer.
  const inColours: ProductDetails = {
    ...product,
    options: [
      {
        key: 'colour',
        name: { en: 'Colour', bn: 'রং' },
        kind: 'colour',
        values: [
          { key: 'black', label: { en: 'Black', bn: 'কালো' }, swatch: '#111111' },
          { key: 'white', label: { en: 'White', bn: 'সাদা' }, swatch: '#f4f4f2' },
        ],
      },
    ],
    variants: [
      { sku: 'C6-BLACK', values: ['black'], price: 3200, quantity: 2, archived: false },
      {
        sku: 'C6-WHITE',
        values: ['white'],
        price: 3300,
        quantity: 1,
        img: product.photos[1].url,
        specs: [{ key: 'lan-ports', value: 3 }],
        archived: false,
      },
    ],
  };
  const cells = async () =>
    [...(await screen.findByTestId('spec-table')).querySelectorAll('td')].map(
      (cell) => cell.textContent,
    );

  beforeEach(() => {
    fakeApi({
      [`GET /product/${product._id}`]: () => json(200, inColours),
      'GET /spec-templates/router': () => json(200, template),
    });
  });

  it('opened at its address: its own photo first and its own spec values in the table', async () => {
    renderPage(<ProductPage />, {
      url: `/product/${product._id}?v=C6-WHITE`,
      path: '/product/:partId',
    });
    expect((await screen.findByTestId('gallery-photo')).getAttribute('alt')).toBe(
      'Archer C6, back panel',
    );
    expect(await cells()).toEqual(['3', 'Yes']);
    // Another colour without a photo or values of its own: the product's.
    fireEvent.click(
      within(screen.getByRole('group', { name: /Colour/ })).getByRole('link', { name: 'Black' }),
    );
    expect(await cells()).toEqual(['4', 'Yes']);
    expect(screen.getByTestId('gallery-photo').getAttribute('alt')).toBe('Archer C6, front view');
  });

  it('turned to another photo, a pick of a colour with a photo of its own starts at that photo', async () => {
    const white = {
      url: '/static/products/tp-link-archer-c6-white.svg',
      alt: { en: 'Archer C6, White', bn: 'Archer C6, সাদা' },
    };
    fakeApi({
      [`GET /product/${product._id}`]: () =>
        json(200, {
          ...inColours,
          photos: [...product.photos, white],
          variants: inColours.variants.map((variant) =>
            variant.img ? { ...variant, img: white.url } : variant,
          ),
        }),
      'GET /spec-templates/router': () => json(200, template),
    });
    renderPage(<ProductPage />, { url: `/product/${product._id}`, path: '/product/:partId' });
    fireEvent.click(await screen.findByRole('button', { name: /^Show photo 2/ }));
    expect(screen.getByTestId('gallery-photo').getAttribute('alt')).toBe('Archer C6, back panel');
    fireEvent.click(
      within(screen.getByRole('group', { name: /Colour/ })).getByRole('link', { name: 'White' }),
    );
    expect(screen.getByTestId('gallery-photo').getAttribute('alt')).toBe('Archer C6, White');
  });
});
