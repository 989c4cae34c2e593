import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, apiError, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { PRODUCT_MESSAGES } from '@shop/rules';
import { PHOTO_TYPE_MESSAGE } from '../utils/product-form';

const PART_ADDED_MESSAGE = 'Parts added successfully: on sale at ৳1,250.';
const PART_FAILED_MESSAGE = 'Failed to add the Parts';
import { AddPartPage } from './add-part-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const STORED = '/uploads/images/0123456789abcdef0123456789abcdef-800.webp';
const uploaded = {
  success: true,
  data: { id: '0123456789abcdef0123456789abcdef', url: STORED, variants: [], srcset: '' },
};

function renderPage() {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter>
        <AddPartPage />
      </MemoryRouter>
    </Provider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const choosePhoto = (file = new File(['png'], 'kettle.png', { type: 'image/png' })) =>
  fireEvent.change(input('Photo'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
/** The red message under a field (its aria-describedby). */
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

function fillValid() {
  type('Name', '  Walton Kettle 2L  ');
  type('Price', '1250.75');
  type('Quantity', '7');
  type('Description', 'A 2 litre electric kettle.');
  choosePhoto();
}

describe('Add a New Product', () => {
  it('shows every spec message under its field on submit, then revalidates on change', async () => {
    const api = fakeApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Add a New Product' })).toBeTruthy();
    submit();

    await waitFor(() => expect(errorOf('Name')).toBe(PRODUCT_MESSAGES.nameRequired));
    expect(errorOf('Name')).toBe('Name is Required');
    expect(errorOf('Price')).toBe('Price is Required');
    expect(errorOf('Quantity')).toBe('quantity is Required');
    expect(errorOf('Description')).toBe('Description is Required');
    expect(errorOf('Photo')).toBe('Image is Required');
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');

    type('Price', '01');
    await waitFor(() => expect(errorOf('Price')).toBe('Enter parts price'));
    type('Quantity', '-1');
    await waitFor(() => expect(errorOf('Quantity')).toBe('Enter valid parts quantity'));
    type('Quantity', '1e3');
    await waitFor(() => expect(errorOf('Quantity')).toBe('Enter valid parts quantity'));
    type('Name', 'Kettle');
    await waitFor(() => expect(errorOf('Name')).toBeUndefined());
    choosePhoto(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    await waitFor(() => expect(errorOf('Photo')).toBe(PHOTO_TYPE_MESSAGE));

    expect(api.requests).toHaveLength(0);
  });

  it('checks every limit of the API before the upload, with a counter on the description', async () => {
    const api = fakeApi({});
    renderPage();
    type('Name', 'n'.repeat(201));
    type('Price', '0.5');
    type('Quantity', '1000000001');
    type('Description', 'd'.repeat(6000));
    choosePhoto();
    submit();

    await waitFor(() => expect(errorOf('Name')).toBe(PRODUCT_MESSAGES.nameTooLong));
    expect(errorOf('Price')).toBe('Price must be at least ৳1');
    expect(errorOf('Quantity')).toBe('Quantity must be 1,00,00,00,000 or less');
    expect(errorOf('Description')).toBe('Description must be 2000 characters or shorter');
    expect(screen.getByText('6,000 / 2,000 characters')).toBeTruthy();
    type('Price', '99999999999');
    await waitFor(() => expect(errorOf('Price')).toBe('Price must be ৳1,00,00,00,000 or less'));
    expect(api.requests).toHaveLength(0);

    // Within the limits: the hints say them, and the price that will be stored is shown.
    type('Description', 'd'.repeat(2000));
    await waitFor(() => expect(errorOf('Description')).toBeUndefined());
    expect(screen.getByText('2,000 / 2,000 characters')).toBeTruthy();
    type('Price', '12.9');
    await waitFor(() => expect(errorOf('Price')).toContain('Saved as ৳12.'));
    expect(errorOf('Price')).toContain('Whole taka from ৳1 to ৳1,00,00,00,000');
    type('Quantity', '7');
    await waitFor(() => expect(errorOf('Quantity')).toBe('Units in stock, up to 1,00,00,00,000.'));
  });

  it('reads Bengali digits in the price and the quantity', async () => {
    const api = fakeApi({
      'POST /images': () => json(201, uploaded),
      'POST /part': () => json(201, { insertedId: '665f1e0000000000000000aa' }),
    });
    renderPage();
    fillValid();
    type('Price', '১২৫০.৭৫');
    type('Quantity', '৭');
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PART_ADDED_MESSAGE));
    expect(await api.calls('POST', '/part')[0].json()).toMatchObject({ price: 1250, quantity: 7 });
  });

  it('uploads the photo, then creates the product with its stored path; toasts and empties the form', async () => {
    const api = fakeApi({
      'POST /images': () => json(201, uploaded),
      'POST /part': () => json(201, { insertedId: '665f1e0000000000000000aa' }),
    });
    renderPage();
    fillValid();
    submit();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PART_ADDED_MESSAGE));
    const form = await api.calls('POST', '/images')[0].formData();
    expect((form.get('image') as File).name).toBe('kettle.png');
    expect(await api.calls('POST', '/part')[0].json()).toEqual({
      name: 'Walton Kettle 2L',
      price: 1250,
      quantity: 7,
      description: 'A 2 litre electric kettle.',
      img: STORED,
    });
    await waitFor(() => expect(input('Name').value).toBe(''));
    expect(input('Price').value).toBe('');
    expect(input('Quantity').value).toBe('');
    expect(input('Description').value).toBe('');
    expect(input('Photo').files?.length ?? 0).toBe(0);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a failed upload creates nothing: the failure toast, and the reason under the form', async () => {
    const api = fakeApi({
      'POST /images': () => apiError(413, 'PAYLOAD_TOO_LARGE', 'The image must be 5 MB or smaller'),
      'POST /part': () => json(201, { insertedId: 'x' }),
    });
    renderPage();
    fillValid();
    submit();

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(PART_FAILED_MESSAGE, expect.any(Object)),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The image must be 5 MB or smaller',
    );
    expect(api.calls('POST', '/part')).toHaveLength(0);
    expect(toast.success).not.toHaveBeenCalled();
    // Toasted once: the error middleware leaves this form's calls to the form.
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(input('Name').value).toBe('  Walton Kettle 2L  ');
  });

  it('a refused product toasts the failure and keeps what was typed', async () => {
    fakeApi({
      'POST /images': () => json(201, uploaded),
      'POST /part': () => apiError(400, 'VALIDATION_FAILED', 'Enter parts price'),
    });
    renderPage();
    fillValid();
    submit();

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(PART_FAILED_MESSAGE, expect.any(Object)),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Enter parts price');
    expect(input('Price').value).toBe('1250.75');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('an answer without insertedId is a failure too (spec §8)', async () => {
    fakeApi({
      'POST /images': () => json(201, uploaded),
      'POST /part': () => json(200, {}),
    });
    renderPage();
    fillValid();
    submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(PART_FAILED_MESSAGE, expect.any(Object)),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
