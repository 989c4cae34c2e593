import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ProductDetails, SpecTemplate } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { switchToBengali, switchToEnglish } from '../../../testing/bengali';
import { EditPartPage } from './edit-part-page';
import { toast } from 'react-toastify';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.setTimeout(30_000);

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const ID = '665f1e000000000000000001';
const PRODUCT: ProductDetails = {
  _id: ID,
  name: 'Zebra Smartwatch',
  img: '/static/products/zebra.svg',
  price: 3500,
  quantity: 9,
  description: 'A watch',
  category: 'smart-watch',
  brand: 'Zebra',
  warranty: { months: 12, type: 'official', covers: { en: 'Defects', bn: 'ত্রুটি' } },
  specs: [{ key: 'battery-capacity', value: 289 }],
  photos: [{ url: '/static/products/zebra.svg', alt: { en: 'Front', bn: 'সামনে' } }],
  options: [],
  variants: [],
} as unknown as ProductDetails;

const TEMPLATE: SpecTemplate = {
  category: 'smart-watch',
  revision: 0,
  groups: [
    {
      key: 'battery',
      label: { en: 'Battery', bn: 'ব্যাটারি' },
      fields: [
        {
          key: 'battery-capacity',
          label: { en: 'Capacity', bn: 'ধারণক্ষমতা' },
          type: 'number',
          unit: { en: 'mAh', bn: 'এমএএইচ' },
          min: 50,
          max: 1000,
        },
        { key: 'always-on', label: { en: 'Always-on display', bn: 'সবসময় চালু' }, type: 'boolean' },
      ],
    },
  ],
};

/** The API's refusal of the brand (400 naming the field, in both languages). */
const BRAND_REFUSAL = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Brand must be 80 characters or shorter',
  field: 'brand',
  messageBn: 'ব্র্যান্ড ৮০ অক্ষরের বেশি হতে পারবে না',
};

function renderPage() {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={[`/dashboard/editPart/${ID}`]}>
        <Routes>
          <Route path="/dashboard/editPart/:partId" element={<EditPartPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('Edit product', () => {
  it('fills the form from the product and draws the spec sheet from its category, unit shown', async () => {
    fakeApi({
      [`GET /product/${ID}`]: () => json(200, PRODUCT),
      'GET /spec-templates/smart-watch': () => json(200, TEMPLATE),
    });
    renderPage();
    await waitFor(() => expect(input('Name (English)').value).toBe('Zebra Smartwatch'));
    expect(input('Brand').value).toBe('Zebra');
    expect(input('Months (0: none)').value).toBe('12');
    await waitFor(() => expect(input('Capacity').value).toBe('289'));
    expect(screen.getByText('mAh')).toBeTruthy();
    expect(screen.getByText('50 to 1,000 mAh')).toBeTruthy();
    expect(screen.getByRole('switch')).toBeTruthy();
    expect(input('Photo 1 shows (English)').value).toBe('Front');
  });

  it("refuses a spec value outside its field's range before sending, with the rules' message", async () => {
    const api = fakeApi({
      [`GET /product/${ID}`]: () => json(200, PRODUCT),
      'GET /spec-templates/smart-watch': () => json(200, TEMPLATE),
    });
    renderPage();
    await waitFor(() => expect(input('Capacity').value).toBe('289'));
    type('Capacity', '5000');
    save();
    await waitFor(() =>
      expect(errorOf('Capacity')).toBe('Capacity must be between 50 mAh and 1000 mAh'),
    );
    expect(api.calls('PATCH', `/admin/products/${ID}`)).toHaveLength(0);
    type('Capacity', '300');
    await waitFor(() => expect(errorOf('Capacity')).toBeUndefined());
  });

  it('sends the whole edit, numbers as numbers, and shows a field the API refuses under that field', async () => {
    const api = fakeApi({
      [`GET /product/${ID}`]: () => json(200, PRODUCT),
      'GET /spec-templates/smart-watch': () => json(200, TEMPLATE),
      [`PATCH /admin/products/${ID}`]: () => json(400, BRAND_REFUSAL),
    });
    renderPage();
    await waitFor(() => expect(input('Capacity').value).toBe('289'));
    type('Name (English)', 'Zebra Smartwatch Pro');
    type('Capacity', '৩০০');
    save();
    await waitFor(() => expect(api.calls('PATCH', `/admin/products/${ID}`)).toHaveLength(1));
    const body = await api.calls('PATCH', `/admin/products/${ID}`)[0].json();
    expect(body).toMatchObject({
      name: 'Zebra Smartwatch Pro',
      category: 'smart-watch',
      brand: 'Zebra',
      warranty: { months: 12, type: 'official', covers: { en: 'Defects', bn: 'ত্রুটি' } },
      specs: [{ key: 'battery-capacity', value: 300 }],
      photos: [{ url: '/static/products/zebra.svg', alt: { en: 'Front', bn: 'সামনে' } }],
    });
    await waitFor(() => expect(errorOf('Brand')).toBe(BRAND_REFUSAL.message));
    // Said once, under the field: not toasted as well.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says in the form when the shop cannot be reached, and only there', async () => {
    fakeApi({
      [`GET /product/${ID}`]: () => json(200, PRODUCT),
      'GET /spec-templates/smart-watch': () => json(200, TEMPLATE),
      [`PATCH /admin/products/${ID}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPage();
    await waitFor(() => expect(input('Capacity').value).toBe('289'));
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Could not reach the shop server'),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says the API's refusals in the active language: a field's messageBn, a failure's code translated", async () => {
    fakeApi({
      [`GET /product/${ID}`]: () => json(200, PRODUCT),
      'GET /spec-templates/smart-watch': () => json(200, TEMPLATE),
      [`PATCH /admin/products/${ID}`]: async (request) => {
        const body = (await request.json()) as { brand: string };
        return body.brand === 'Gone'
          ? json(404, {
              statusCode: 404,
              code: 'PRODUCT_NOT_FOUND',
              message: `Product ${ID} not found`,
            })
          : json(400, BRAND_REFUSAL);
      },
    });
    renderPage();
    await waitFor(() => expect(input('Capacity').value).toBe('289'));
    const brand = input('Brand');
    fireEvent.change(brand, { target: { value: 'Zebra Watches' } });
    const brandError = `${brand.id}-error`;
    const saveButton = screen.getByRole('button', { name: 'Save changes' });
    await switchToBengali();
    try {
      fireEvent.click(saveButton);
      await waitFor(() =>
        expect(document.getElementById(brandError)?.textContent).toBe(BRAND_REFUSAL.messageBn),
      );
      // Drawn in the language shown: switched back, the same refusal reads in English.
      switchToEnglish();
      await waitFor(() =>
        expect(document.getElementById(brandError)?.textContent).toBe(BRAND_REFUSAL.message),
      );
      await switchToBengali();
      fireEvent.change(brand, { target: { value: 'Gone' } });
      fireEvent.click(saveButton);
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toContain('পণ্যটি পাওয়া যায়নি'),
      );
      expect(document.getElementById(brandError)).toBeNull();
    } finally {
      switchToEnglish();
    }
  });

  it("edits the parcel weight: the category's default as a hint, whole grams 1–100000 checked before sending", async () => {
    const api = fakeApi({
      [`GET /product/${ID}`]: () => json(200, PRODUCT),
      'GET /spec-templates/smart-watch': () => json(200, TEMPLATE),
      [`PATCH /admin/products/${ID}`]: () => json(200, { ...PRODUCT, shippingWeightGrams: 450 }),
    });
    renderPage();
    await waitFor(() => expect(input('Capacity').value).toBe('289'));
    // No weight of its own: empty, and the smart watch category's 300 g counts.
    expect(input('Parcel weight (grams)').value).toBe('');
    expect(screen.getByText(/Empty: the category's 300 g counts/)).toBeTruthy();
    type('Parcel weight (grams)', '0');
    save();
    await waitFor(() =>
      expect(errorOf('Parcel weight (grams)')).toBe(
        'Parcel weight must be a whole number of grams, 1 to 100000',
      ),
    );
    type('Parcel weight (grams)', '1.5');
    await waitFor(() => expect(errorOf('Parcel weight (grams)')).toContain('whole number'));
    expect(api.calls('PATCH', `/admin/products/${ID}`)).toHaveLength(0);
    type('Parcel weight (grams)', '৪৫০');
    await waitFor(() => expect(errorOf('Parcel weight (grams)')).toBeUndefined());
    save();
    await waitFor(() => expect(api.calls('PATCH', `/admin/products/${ID}`)).toHaveLength(1));
    const body = await api.calls('PATCH', `/admin/products/${ID}`)[0].json();
    expect(body).toMatchObject({ shippingWeightGrams: 450 });
    await waitFor(() => expect(input('Parcel weight (grams)').value).toBe('450'));
    // Once set, an empty box would not remove it: the form asks for a weight instead.
    type('Parcel weight (grams)', '');
    save();
    await waitFor(() =>
      expect(errorOf('Parcel weight (grams)')).toBe(
        'Enter the parcel weight in grams (1 to 100000)',
      ),
    );
  });
});
