import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetails } from '@shop/contracts';
import { Provider } from 'react-redux';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { switchToBengali, switchToEnglish } from '../../../testing/bengali';
import { VariantsCard } from './variants-card';
import { toast } from 'react-toastify';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.setTimeout(30_000);

// antd's Select opens and closes on a macrotask posted through a MessageChannel, which jsdom lacks.
class TimeoutMessageChannel {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimeoutMessageChannel;
});

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const ID = '665f1e000000000000000001';
const colour = (key: string, en: string, bn: string, swatch: string) => ({
  key,
  label: { en, bn },
  swatch,
});
const PRODUCT = {
  _id: ID,
  name: 'Zebra Smartwatch',
  img: '/static/products/zebra.svg',
  price: 3500,
  quantity: 9,
  description: 'A watch',
  category: 'smart-watch',
  brand: 'Zebra',
  specs: [],
  photos: [{ url: '/static/products/zebra.svg', alt: { en: 'Front', bn: 'সামনে' } }],
  options: [
    {
      key: 'colour',
      name: { en: 'Colour', bn: 'রং' },
      kind: 'colour',
      values: [
        colour('black', 'Black', 'কালো', '#111111'),
        colour('blue', 'Blue', 'নীল', '#1f6feb'),
        colour('red', 'Red', 'লাল', '#d92d20'),
      ],
    },
  ],
  variants: [
    { sku: 'ZEBRA-BLACK', values: ['black'], price: 3500, quantity: 5, archived: false },
    { sku: 'ZEBRA-BLUE', values: ['blue'], price: 3600, quantity: 4, archived: false },
  ],
} as unknown as ProductDetails;

const PUT = `/admin/products/${ID}/variants`;

function renderCard(product: ProductDetails = PRODUCT) {
  render(
    <Provider store={storeWith(admin)}>
      <VariantsCard product={product} />
    </Provider>,
  );
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
const errorOf = (label: string) => {
  const id = box(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const save = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Save options and variants' }));
const rows = () => screen.getAllByTestId('variant-row');

describe('Options and variants', () => {
  it("shows the product's options and one row per variant, named by its values' labels", async () => {
    fakeApi({});
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(box('SKU of Black').value).toBe('ZEBRA-BLACK');
    expect(box('Price of Blue').value).toBe('3600');
    expect(box('Stock of Blue').value).toBe('4');
    expect(within(rows()[1]).getByText('Blue')).toBeTruthy();
    expect((screen.getAllByLabelText('Name (English)')[0] as HTMLInputElement).value).toBe(
      'Colour',
    );
    expect(
      screen.getAllByLabelText('Colour code').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['#111111', '#1f6feb', '#d92d20']);
  });

  it('creates the missing combinations with a suggested SKU and the product price', async () => {
    fakeApi({});
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /Create missing combinations/ }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(box('SKU of Red').value).toBe('ZEBRA-SMARTWATCH-RED-000001');
    expect(box('Price of Red').value).toBe('3500');
    expect(box('Stock of Red').value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(
      'New variants: 1. Check their SKUs and prices, then save.',
    );
    fireEvent.click(screen.getByRole('button', { name: /Create missing combinations/ }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Every combination already has a variant.',
      ),
    );
    expect(rows()).toHaveLength(3);
  });

  it('sends the stock only of the rows whose stock was changed; a removed saved row is left out', async () => {
    const api = fakeApi({ [`PUT ${PUT}`]: () => json(200, PRODUCT) });
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    type('Stock of Blue', '৭');
    type('Price of Blue', '3400');
    fireEvent.click(screen.getByRole('button', { name: /Create missing combinations/ }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /Remove Black/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    save();
    await waitFor(() => expect(api.calls('PUT', PUT)).toHaveLength(1));
    const body = await api.calls('PUT', PUT)[0].json();
    expect(body.options).toEqual(PRODUCT.options);
    expect(body.variants).toEqual([
      { sku: 'ZEBRA-BLUE', values: ['blue'], price: 3400, quantity: 7, archived: false },
      { sku: 'ZEBRA-SMARTWATCH-RED-000001', values: ['red'], price: 3500, archived: false },
    ]);
  });

  it('adds an option: every row then names one of its values, chosen in the row', async () => {
    const api = fakeApi({ [`PUT ${PUT}`]: () => json(200, PRODUCT) });
    renderCard({
      ...PRODUCT,
      options: [],
      variants: [{ sku: 'ZEBRA-1', values: [], price: 3500, quantity: 9, archived: false }],
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(box('SKU of The only variant').value).toBe('ZEBRA-1');
    fireEvent.click(screen.getByRole('button', { name: /Add an option/ }));
    save();
    await waitFor(() =>
      expect(screen.getByText('Each option needs a name in English and in Bengali')).toBeTruthy(),
    );
    expect(api.calls('PUT', PUT)).toHaveLength(0);
  });

  it("refuses a repeated SKU before sending, with the rules' message at that SKU", async () => {
    const api = fakeApi({});
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    type('SKU of Blue', 'zebra-black');
    save();
    await waitFor(() => expect(errorOf('SKU of Blue')).toBe('That SKU is already used'));
    expect(api.calls('PUT', PUT)).toHaveLength(0);
    type('SKU of Blue', 'ZEBRA-BLUE-2');
    await waitFor(() => expect(errorOf('SKU of Blue')).toBeUndefined());
  });

  it('shows a field the API refuses at that field', async () => {
    const api = fakeApi({
      [`PUT ${PUT}`]: () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'That SKU is already used',
          field: 'variants[1].sku',
          messageBn: 'এই এসকেইউ আগেই ব্যবহার হয়েছে',
        }),
    });
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    type('SKU of Blue', 'OTHER-PHONE-1');
    save();
    await waitFor(() => expect(api.calls('PUT', PUT)).toHaveLength(1));
    await waitFor(() => expect(errorOf('SKU of Blue')).toBe('That SKU is already used'));
  });

  it('says a refusal of the whole save in Bengali by its code when the API sends no Bengali', async () => {
    fakeApi({
      [`PUT ${PUT}`]: () =>
        json(404, {
          statusCode: 404,
          code: 'PRODUCT_NOT_FOUND',
          message: `Product ${ID} not found`,
        }),
    });
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const saveButton = screen.getByRole('button', { name: 'Save options and variants' });
    await switchToBengali();
    try {
      fireEvent.click(saveButton);
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toContain('পণ্যটি পাওয়া যায়নি'),
      );
    } finally {
      switchToEnglish();
    }
  });

  it('asks to save again when the stock kept moving (409)', async () => {
    fakeApi({
      [`PUT ${PUT}`]: () =>
        json(409, { statusCode: 409, code: 'CONFLICT', message: 'Stock kept moving; save again' }),
    });
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The stock changed while saving (an order was placed). Save again.',
      ),
    );
    // Said once, in the card: the API's own sentence is not toasted beside it.
    expect(JSON.stringify((toast.error as jest.Mock).mock.calls)).not.toContain(
      'Stock kept moving',
    );
  });

  describe("a variant's photo and own spec values", () => {
    const STRAP = {
      url: '/static/products/zebra-blue.svg',
      alt: { en: 'Zebra, Blue strap', bn: 'জেব্রা, নীল বেল্ট' },
    };
    const WITH_PHOTOS = { ...PRODUCT, photos: [...PRODUCT.photos, STRAP] } as ProductDetails;
    const TEMPLATE = {
      category: 'smart-watch',
      revision: 1,
      groups: [
        {
          key: 'battery',
          label: { en: 'Battery', bn: 'ব্যাটারি' },
          fields: [
            {
              key: 'battery-life',
              label: { en: 'Battery life', bn: 'ব্যাটারি লাইফ' },
              type: 'number',
              unit: { en: 'days', bn: 'দিন' },
              min: 1,
              max: 60,
            },
          ],
        },
      ],
    };
    const withTemplate = (routes: Record<string, () => Response> = {}) =>
      fakeApi({ 'GET /spec-templates/smart-watch': () => json(200, TEMPLATE), ...routes });
    const addValue = async (name: string, field: string, value: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Add a spec value to ${name}` }));
      fireEvent.mouseDown(screen.getByRole('combobox', { name: `Field of value 1 of ${name}` }));
      fireEvent.click(await screen.findByTitle(field));
      type(`${field} of ${name}`, value);
    };

    it("sends the photo picked among the product's and the values added, numbers read", async () => {
      const api = withTemplate({ [`PUT ${PUT}`]: () => json(200, WITH_PHOTOS) });
      renderCard(WITH_PHOTOS);
      await waitFor(() => expect(rows()).toHaveLength(2));
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Photo of Blue' }));
      fireEvent.click(await screen.findByTitle('Zebra, Blue strap'));
      await addValue('Blue', 'Battery life', '১২');
      save();
      await waitFor(() => expect(api.calls('PUT', PUT)).toHaveLength(1));
      const body = await api.calls('PUT', PUT)[0].json();
      expect(body.variants[0]).toEqual({
        sku: 'ZEBRA-BLACK',
        values: ['black'],
        price: 3500,
        archived: false,
      });
      expect(body.variants[1]).toMatchObject({
        sku: 'ZEBRA-BLUE',
        img: STRAP.url,
        specs: [{ key: 'battery-life', value: 12 }],
      });
    });

    it('finds a spec field by typing part of its name', async () => {
      const weight = {
        key: 'weight',
        label: { en: 'Weight', bn: 'ওজন' },
        type: 'number',
        unit: { en: 'g', bn: 'গ্রাম' },
        min: 1,
        max: 500,
      };
      const [battery] = TEMPLATE.groups;
      fakeApi({
        'GET /spec-templates/smart-watch': () =>
          json(200, { ...TEMPLATE, groups: [{ ...battery, fields: [...battery.fields, weight] }] }),
      });
      renderCard(WITH_PHOTOS);
      await waitFor(() => expect(rows()).toHaveLength(2));
      fireEvent.click(await screen.findByRole('button', { name: 'Add a spec value to Blue' }));
      const field = screen.getByRole('combobox', { name: 'Field of value 1 of Blue' });
      fireEvent.mouseDown(field);
      expect(await screen.findByTitle('Battery life')).toBeTruthy();
      fireEvent.change(field, { target: { value: 'wei' } });
      // What was typed stays in the box (a Select without search keeps it empty).
      expect((field as HTMLInputElement).value).toBe('wei');
      // The list keeps only the fields whose name holds what was typed.
      await waitFor(() => expect(screen.queryByTitle('Battery life')).toBeNull());
      fireEvent.click(screen.getByTitle('Weight'));
      expect((await screen.findByLabelText('Weight of Blue')).tagName).toBe('INPUT');
    });

    it("refuses a value outside its field before sending, with the template's message at it", async () => {
      const api = withTemplate();
      renderCard(WITH_PHOTOS);
      await waitFor(() => expect(rows()).toHaveLength(2));
      await addValue('Black', 'Battery life', '90');
      save();
      await waitFor(() =>
        expect(errorOf('Battery life of Black')).toBe(
          'Battery life must be between 1 days and 60 days',
        ),
      );
      expect(api.calls('PUT', PUT)).toHaveLength(0);
    });

    it("names a photo no longer among the product's, and refuses it before sending", async () => {
      const api = withTemplate();
      renderCard({
        ...WITH_PHOTOS,
        variants: WITH_PHOTOS.variants.map((variant, i) =>
          i === 0 ? { ...variant, img: '/static/products/gone.svg' } : variant,
        ),
      } as ProductDetails);
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(rows()[0].textContent).toContain("A photo no longer among the product's");
      expect(rows()[0].textContent).not.toContain('gone.svg');
      save();
      await waitFor(() =>
        expect(rows()[0].textContent).toContain(
          "A variant's photo must be one of the product's photos",
        ),
      );
      expect(api.calls('PUT', PUT)).toHaveLength(0);
    });
  });
});
