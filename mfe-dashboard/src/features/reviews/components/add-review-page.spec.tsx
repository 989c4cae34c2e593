import { admin, apiError, customer, fakeApi, json } from '@shop/tools/jest/fake-api';
import type { ImageUploadAnswer } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { renderPage } from '../../../testing/render-page';
import { AddReviewPage } from './add-review-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
}));

const stored: ImageUploadAnswer = {
  success: true,
  data: {
    id: 'a1b2',
    url: '/uploads/images/a1b2-800.webp',
    variants: [{ name: 'detail', width: 800, height: 600, url: '/uploads/images/a1b2-800.webp' }],
    srcset: '/uploads/images/a1b2-800.webp 800w',
  },
};

const render = (session = customer, url = '/dashboard/addReview') =>
  renderPage(<AddReviewPage />, { url, path: '/dashboard/addReview', session });

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file] } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
/** The Retting stars: one radio group named by the field's label. */
const stars = () => screen.getByRole('radiogroup', { name: 'Retting' });
const rate = (count: number) =>
  fireEvent.click(screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }));
/** How many stars are lit. */
const rating = () =>
  within(stars())
    .getAllByRole('radio')
    .filter((star) => star.getAttribute('aria-checked') === 'true').length;

function fillValidReview() {
  rate(5);
  type('Review', '  Crisp sound, fast delivery.  ');
  choose(photo());
}

describe('Add a New Review', () => {
  it('shows the form with the account’s name as the Name', () => {
    fakeApi({});
    render();
    expect(screen.getByRole('heading', { name: 'Add a New Review' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(customer.displayName);
    // Five stars, none lit; the photo is the shop's file field, not the browser's button.
    expect(within(stars()).getAllByRole('radio')).toHaveLength(5);
    // The radiogroup is no list: antd's `li` around each star must not be a stray listitem.
    expect(within(stars()).queryAllByRole('listitem')).toHaveLength(0);
    expect(rating()).toBe(0);
    expect(screen.getByLabelText('Review')).toBeTruthy();
    expect((screen.getByLabelText('Photo') as HTMLInputElement).type).toBe('file');
    expect(screen.getByLabelText('Photo').className).toBe('file-field__input');
    expect(screen.getByText('Choose a photo')).toBeTruthy();
    expect(screen.getByText('No photo chosen')).toBeTruthy();
  });

  it('validates on submit with the spec’s messages, then again on every change', async () => {
    const api = fakeApi({});
    render();
    type('Name', '');
    expect(screen.queryByText('Name is Required')).toBeNull(); // nothing before the first submit
    add();
    expect(await screen.findByText('Name is Required')).toBeTruthy();
    for (const message of ['Retting is Required', 'Review is Required', 'Image is Required']) {
      expect(screen.getByText(message).className).toBe('review-form__error');
    }
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    // From the keyboard: the arrow keys move the rating.
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(stars(), { key: 'ArrowRight', keyCode: 39 });
    expect(rating()).toBe(4);
    await waitFor(() => expect(screen.queryByText('Retting is Required')).toBeNull());
    fireEvent.keyDown(stars(), { key: 'ArrowLeft', keyCode: 37 });
    expect(rating()).toBe(3);
    type('Name', 'Rahim');
    await waitFor(() => expect(screen.queryByText('Name is Required')).toBeNull());
    // Nothing sent: the only request is the Your reviews list below the form.
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('uploads the photo, then posts the review with its URL; toasts and resets on success', async () => {
    const api = fakeApi({
      'POST /images': () => json(201, stored),
      'POST /review': () => json(201, { insertedId: '665f3b000000000000000001' }),
    });
    render();
    type('Name', 'Rahim U.');
    fillValidReview();
    add();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review added successfully'));
    const upload = await api.calls('POST', '/images')[0].formData();
    expect((upload.get('image') as File).name).toBe('me.png');
    expect(await api.calls('POST', '/review')[0].json()).toEqual({
      name: 'Rahim U.',
      retting: 5,
      review: 'Crisp sound, fast delivery.',
      img: '/uploads/images/a1b2-800.webp',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe(''),
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(customer.displayName);
    expect(rating()).toBe(0);
    expect((screen.getByLabelText('Photo') as HTMLInputElement).files).toHaveLength(0);
  });

  it('when the upload fails: its error is shown and no review is created', async () => {
    const api = fakeApi({
      'POST /images': () =>
        apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload a PNG, JPEG or WebP image'),
      'POST /review': () => json(201, { insertedId: 'never' }),
    });
    render();
    fillValidReview();
    add();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Upload a PNG, JPEG or WebP image',
        expect.anything(),
      ),
    );
    expect(api.calls('POST', '/images')).toHaveLength(1);
    expect(api.calls('POST', '/review')).toHaveLength(0);
    expect(toast.success).not.toHaveBeenCalled();
    // The form keeps what was typed, to try again.
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe(
      '  Crisp sound, fast delivery.  ',
    );
  });

  it('toasts ‘Failed to add the Review’ when the answer has no insertedId', async () => {
    fakeApi({
      'POST /images': () => json(201, stored),
      'POST /review': () => json(201, {}),
    });
    render();
    fillValidReview();
    add();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to add the Review', expect.anything()),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  describe('what the review is about', () => {
    const E9 = '665f1e0000000000000000aa';
    const KETTLE = '665f1e0000000000000000bb';
    const PENDING = '665f1e0000000000000000cc';
    const line = (partId: string, name: string) => ({
      partId,
      name,
      img: `/static/${partId}.svg`,
      unitPrice: 100,
      quantity: 1,
      lineTotal: 100,
    });
    // As the API answers them: newest first.
    const orders = [
      { _id: 'o4', status: 'delivered', lines: [line(E9, 'Baseus Bowie E9')] },
      { _id: 'o3', status: 'shipped', lines: [line(PENDING, 'Pending Router')] },
      {
        _id: 'o2',
        status: 'delivered',
        lines: [line(KETTLE, 'Walton Kettle'), line(E9, 'Baseus Bowie E9')],
      },
      { _id: 'o1', status: 'cancelled', lines: [line(PENDING, 'Pending Router')] },
    ];
    const routes = () => ({
      [`GET /booking/${encodeURIComponent(customer.email)}`]: () => json(200, orders),
      [`GET /product/${PENDING}`]: () =>
        json(200, {
          _id: PENDING,
          name: 'Pending Router',
          img: '/static/r.svg',
          price: 2500,
          quantity: 4,
          description: '',
        }),
      'POST /images': () => json(201, stored),
      'POST /review': () => json(201, { insertedId: '665f3b000000000000000002' }),
    });
    const select = () => screen.getByLabelText('Product') as HTMLSelectElement;
    const options = () => Array.from(select().options, (option) => option.textContent);

    it('offers the shop in general and each delivered product once, newest order first', async () => {
      fakeApi(routes());
      render();
      await waitFor(() => expect(options()).toHaveLength(3));
      expect(options()).toEqual(['The shop in general', 'Baseus Bowie E9', 'Walton Kettle']);
      expect(select().value).toBe('');
    });

    it('chooses the delivered product of ?partId= and sends it', async () => {
      const api = fakeApi(routes());
      render(customer, `/dashboard/addReview?partId=${KETTLE.toUpperCase()}`);
      await waitFor(() => expect(select().value).toBe(KETTLE));
      fillValidReview();
      add();
      await waitFor(() => expect(api.calls('POST', '/review')).toHaveLength(1));
      expect(await api.calls('POST', '/review')[0].json()).toMatchObject({ partId: KETTLE });
    });

    it('sends no product for the shop in general, even when opened from an order', async () => {
      const api = fakeApi(routes());
      render(customer, `/dashboard/addReview?partId=${E9}`);
      await waitFor(() => expect(select().value).toBe(E9));
      fireEvent.change(select(), { target: { value: '' } });
      fillValidReview();
      add();
      await waitFor(() => expect(api.calls('POST', '/review')).toHaveLength(1));
      expect(await api.calls('POST', '/review')[0].json()).not.toHaveProperty('partId');
    });

    it('says a product of ?partId= that is not delivered yet can be reviewed once it is', async () => {
      const api = fakeApi(routes());
      render(customer, `/dashboard/addReview?partId=${PENDING}`);
      expect((await screen.findByTestId('not-delivered-product')).textContent).toBe(
        'Pending Router has not been delivered to you yet: you can review it once it arrives.',
      );
      expect(select().value).toBe('');
      fillValidReview();
      add();
      await waitFor(() => expect(api.calls('POST', '/review')).toHaveLength(1));
      expect(await api.calls('POST', '/review')[0].json()).not.toHaveProperty('partId');
    });
  });

  it('tells an admin the page is for customers, without a form', () => {
    fakeApi({});
    render(admin);
    expect(screen.getByText('This page is for customers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByLabelText('Review')).toBeNull();
  });

  describe('in Bengali', () => {
    beforeEach(() => switchLanguage('bn'));
    afterEach(() => switchLanguage('en'));

    it('labels the form and says the rules’ messages in Bengali', async () => {
      fakeApi({});
      render();
      expect(screen.getByRole('heading', { name: 'নতুন রিভিউ যোগ করুন' })).toBeTruthy();
      const bengaliStars = screen.getByRole('radiogroup', { name: 'রেটিং' });
      expect(within(bengaliStars).getAllByRole('radio')[3].getAttribute('aria-label')).toBe(
        '৪ স্টার',
      );
      expect(screen.getByText('ছবি বেছে নিন', { exact: true })).toBeTruthy();
      expect(screen.getByText('সর্বোচ্চ ৫ মেগাবাইট।', { exact: false })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'যোগ করুন' }));
      expect(await screen.findByText('রেটিং দিতে হবে')).toBeTruthy();
      expect(screen.getByText('রিভিউ লিখতে হবে')).toBeTruthy();
      expect(screen.getByText('ছবি দিতে হবে')).toBeTruthy();

      fireEvent.click(screen.getByRole('radio', { name: '৪ স্টার' }));
      await waitFor(() => expect(screen.queryByText('রেটিং দিতে হবে')).toBeNull());

      fireEvent.change(screen.getByLabelText('ছবি'), {
        target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] },
      });
      expect((await screen.findByText('ছবি বেছে নিন।', { exact: false })).textContent).toBe(
        'PNG, JPEG বা WebP ছবি বেছে নিন।',
      );
      expect(untranslatedTexts(document.body)).toEqual([]);
    });
  });
});
