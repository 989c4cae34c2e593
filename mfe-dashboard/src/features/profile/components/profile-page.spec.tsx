import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiError, customer, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '../utils/photo-rules';
import { ProfilePage } from './profile-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function renderProfile(store: ReturnType<typeof storeWith>) {
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </Provider>,
  );
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });

describe('My Profile', () => {
  it('says ‘No user is logged in’ when nobody is signed in', () => {
    fakeApi({});
    renderProfile(storeWith('anonymous'));
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No user is logged in');
  });

  it('shows the display name, email and photo of the signed-in user', async () => {
    fakeApi({ 'GET /users/me': () => json(200, { ...customer, photoURL: '/uploads/rahim.png' }) });
    renderProfile(storeWith(customer));
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe(
      'Rahim Customer',
    );
    expect(screen.getByText('customer@shop.local')).toBeTruthy();
    const photo = await screen.findByRole('img', { name: 'Photo of Rahim Customer' });
    expect(photo.getAttribute('src')).toBe('http://api.test/uploads/rahim.png');
  });

  it('keeps "2 MB" on one line and labels the email without antd’s raised colon', async () => {
    fakeApi({ 'GET /users/me': () => json(200, customer) });
    renderProfile(storeWith(customer));
    const hint = document.querySelector('.profile__hint');
    expect(hint?.textContent).toBe('PNG, JPEG or WebP, up to 2\u00a0MB');
    const label = screen.getByText('Email');
    expect(label.closest('.ant-descriptions-item-label')?.className).toContain(
      'ant-descriptions-item-no-colon',
    );
  });

  it('saves a new display name', async () => {
    const api = fakeApi({
      'GET /users/me': () => json(200, customer),
      'PATCH /users/me': async (request) =>
        json(200, {
          ...customer,
          ...((await request.json()) as object),
          displayName: 'Rahim Uddin',
        }),
    });
    const store = storeWith(customer);
    renderProfile(store);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: ' Rahim Uddin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(store.getState().auth.user?.displayName).toBe('Rahim Uddin'));
    expect(await api.calls('PATCH', '/users/me')[0].json()).toEqual({ name: 'Rahim Uddin' });
    expect(toast.success).toHaveBeenCalledWith('Display name saved');
  });

  it('requires a name and shows the API’s error under the form', async () => {
    fakeApi({
      'GET /users/me': () => json(200, customer),
      'PATCH /users/me': () => apiError(429, 'TOO_MANY_REQUESTS', 'Too many requests'),
    });
    renderProfile(storeWith(customer));
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name is Required');

    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Rahim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // A 429 says how long to wait; without a Retry-After, to wait a while.
    expect(
      await screen.findByText('Too many requests. Please wait a while and try again.'),
    ).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('refuses other file types and photos over 2 MB without calling the API', async () => {
    const api = fakeApi({ 'GET /users/me': () => json(200, customer) });
    renderProfile(storeWith(customer));

    choose(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PHOTO_TYPE_MESSAGE);

    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PHOTO_SIZE_MESSAGE);
    expect(api.calls('POST', '/users/me/photo')).toHaveLength(0);
  });

  it('uploads a valid photo as the multipart field ‘photo’ and shows it', async () => {
    const api = fakeApi({
      'GET /users/me': () => json(200, customer),
      'POST /users/me/photo': () => json(200, { ...customer, photoURL: '/uploads/new.webp' }),
    });
    renderProfile(storeWith(customer));
    choose(new File(['webp'], 'me.webp', { type: 'image/webp' }));

    const photo = await screen.findByRole('img', { name: 'Photo of Rahim Customer' });
    expect(photo.getAttribute('src')).toBe('http://api.test/uploads/new.webp');
    const form = await api.calls('POST', '/users/me/photo')[0].formData();
    expect((form.get('photo') as File).name).toBe('me.webp');
  });

  describe('in Bengali', () => {
    beforeEach(() => switchLanguage('bn'));
    afterEach(() => switchLanguage('en'));

    it('labels the profile in Bengali; the name and email stay as entered', async () => {
      fakeApi({
        'GET /users/me': () => json(200, { ...customer, photoURL: '/uploads/rahim.png' }),
      });
      renderProfile(storeWith(customer));
      expect(screen.getByRole('heading', { name: 'আমার প্রোফাইল' })).toBeTruthy();
      expect((screen.getByLabelText('প্রদর্শিত নাম') as HTMLInputElement).value).toBe(
        'Rahim Customer',
      );
      expect(screen.getByText('customer@shop.local').getAttribute('translate')).toBe('no');
      expect(await screen.findByRole('img', { name: 'Rahim Customer-এর ছবি' })).toBeTruthy();
      expect(screen.getByText('সর্বোচ্চ ২ মেগাবাইট', { exact: false })).toBeTruthy();

      choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'ছবিটি ২ মেগাবাইট বা তার চেয়ে ছোট হতে হবে।',
      );
      fireEvent.change(screen.getByLabelText('প্রদর্শিত নাম'), { target: { value: ' ' } });
      fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
      expect(await screen.findByText('নাম দিতে হবে')).toBeTruthy();
      expect(untranslatedTexts(document.body)).toEqual([]);
    });
  });
});
