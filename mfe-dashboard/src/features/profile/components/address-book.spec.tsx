import type { AddressBook, SavedAddress } from '@shop/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiError, customer, fakeApi, json, storeWith } from '@shop/tools/jest/fake-api';
import { switchLanguage, untranslatedTexts } from '../../../testing/i18n';
import { ProfilePage } from './profile-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const HOME: SavedAddress = {
  id: '665f0000000000000000a001',
  label: 'Home',
  name: 'Rahim Customer',
  phone: '01712345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
  isDefault: true,
};
const OFFICE: SavedAddress = {
  id: '665f0000000000000000a002',
  label: 'Office',
  name: 'Rahim Customer',
  phone: '01812345678',
  address: 'Level 4, Agrabad C/A',
  district: 'Chattogram',
  isDefault: false,
};
const book = (addresses: SavedAddress[], phone: string | null = null): AddressBook => ({
  phone,
  addresses,
  limit: 10,
});

function renderProfile() {
  render(
    <Provider store={storeWith(customer)}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </Provider>,
  );
}

const section = async () =>
  within(await screen.findByRole('region', { name: 'Phone and addresses' }));

describe('My Profile: phone and addresses', () => {
  it('lists the saved addresses, the default marked and first', async () => {
    fakeApi({
      'GET /users/me': () => json(200, customer),
      'GET /users/me/addresses': () => json(200, book([HOME, OFFICE])),
    });
    renderProfile();
    const addresses = await (await section()).findAllByRole('listitem');
    expect(addresses.map((item) => item.getAttribute('aria-label'))).toEqual(['Home', 'Office']);
    expect(within(addresses[0]).getByText('Default')).toBeTruthy();
    expect(within(addresses[1]).queryByText('Default')).toBeNull();
    expect(addresses[1].textContent).toContain('Level 4, Agrabad C/A, Chattogram');
    expect(within(addresses[0]).queryByRole('button', { name: /Make .* default/ })).toBeNull();
    expect(screen.getByText('2 of 10 saved')).toBeTruthy();
  });

  it('says when nothing is saved yet', async () => {
    fakeApi({
      'GET /users/me': () => json(200, customer),
      'GET /users/me/addresses': () => json(200, book([])),
    });
    renderProfile();
    expect(await (await section()).findByText(/No saved addresses yet/)).toBeTruthy();
  });

  it('checks a new address with the order forms’ rules, then saves it; the name comes from the account', async () => {
    const api = fakeApi({
      'GET /users/me': () => json(200, customer),
      'GET /users/me/addresses': () => json(200, book([])),
      'POST /users/me/addresses': async (request) =>
        json(
          201,
          book([
            { id: HOME.id, ...((await request.json()) as object), isDefault: true } as SavedAddress,
          ]),
        ),
    });
    renderProfile();
    fireEvent.click(await (await section()).findByRole('button', { name: /Add an address/ }));
    const form = within(screen.getByRole('form', { name: 'New address' }));
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Rahim Customer');
    fireEvent.change(form.getByLabelText('Phone'), { target: { value: '0171234567' } });
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));

    expect(
      await form.findByText(
        'Enter a Bangladeshi mobile number: 11 digits starting 013–019 (+880 optional)',
      ),
    ).toBeTruthy();
    expect(form.getByText('Address is Required')).toBeTruthy();
    expect(form.getByText('Choose your district', { selector: 'p' })).toBeTruthy();
    expect(api.calls('POST', '/users/me/addresses')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Label (optional)'), { target: { value: ' Home ' } });
    fireEvent.change(form.getByLabelText('Phone'), { target: { value: '01712345678' } });
    fireEvent.change(form.getByLabelText('Address'), {
      target: { value: 'House 12, Road 5, Dhanmondi' },
    });
    fireEvent.change(form.getByLabelText('District'), { target: { value: 'Dhaka' } });
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(api.calls('POST', '/users/me/addresses')).toHaveLength(1));
    expect(await api.calls('POST', '/users/me/addresses')[0].json()).toEqual({
      label: 'Home',
      name: 'Rahim Customer',
      phone: '01712345678',
      address: 'House 12, Road 5, Dhanmondi',
      district: 'Dhaka',
    });
    expect(await screen.findByRole('listitem', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Address saved');
  });

  it('shows the API’s refusal under the form (the book filled up meanwhile)', async () => {
    fakeApi({
      'GET /users/me': () => json(200, customer),
      'GET /users/me/addresses': () => json(200, book([])),
      'POST /users/me/addresses': () =>
        apiError(
          409,
          'ADDRESS_BOOK_FULL',
          'Your address book is full (10 addresses). Delete one before saving another.',
        ),
    });
    renderProfile();
    fireEvent.click(await (await section()).findByRole('button', { name: /Add an address/ }));
    const form = within(screen.getByRole('form', { name: 'New address' }));
    fireEvent.change(form.getByLabelText('Phone'), { target: { value: '01712345678' } });
    fireEvent.change(form.getByLabelText('Address'), { target: { value: 'House 12' } });
    fireEvent.change(form.getByLabelText('District'), { target: { value: 'Dhaka' } });
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    expect(await form.findByText(/Your address book is full/)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('changes an address in place', async () => {
    const api = fakeApi({
      'GET /users/me': () => json(200, customer),
      'GET /users/me/addresses': () => json(200, book([HOME, OFFICE])),
      [`PUT /users/me/addresses/${OFFICE.id}`]: () =>
        json(200, book([HOME, { ...OFFICE, address: 'Level 5, Agrabad C/A' }])),
    });
    renderProfile();
    fireEvent.click(await (await section()).findByRole('button', { name: 'Edit Office' }));
    const form = within(screen.getByRole('form', { name: 'Change the address' }));
    expect((form.getByLabelText('District') as HTMLSelectElement).value).toBe('Chattogram');
    fireEvent.change(form.getByLabelText('Address'), { target: { value: 'Level 5, Agrabad C/A' } });
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(api.calls('PUT', `/users/me/addresses/${OFFICE.id}`)).toHaveLength(1),
    );
    expect(await api.calls('PUT', `/users/me/addresses/${OFFICE.id}`)[0].json()).toEqual({
      label: 'Office',
      name: 'Rahim Customer',
      phone: '01812345678',
      address: 'Level 5, Agrabad C/A',
      district: 'Chattogram',
    });
    expect((await screen.findByRole('listitem', { name: 'Office' })).textContent).toContain(
      'Level 5',
    );
  });

  it('makes another address the default', async () => {
    const api = fakeApi({
      'GET /users/me': () => json(200, customer),
      'GET /users/me/addresses': () => json(200, book([HOME, OFFICE])),
      [`POST /users/me/addresses/${OFFICE.id}/default`]: () =>
        json(
          200,
          book([
            { ...OFFICE, isDefault: true },
            { ...HOME, isDefault: false },
          ]),
        ),
    });
    renderProfile();
    fireEvent.click(
      await (await section()).findByRole('button', { name: 'Make Office the default address' }),
    );
    await waitFor(() =>
      expect(api.calls('POST', `/users/me/addresses/${OFFICE.id}/default`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Office', 'Home']),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Office' })).getByText('Default'),
    ).toBeTruthy();
  });

  it('deletes an address only after the shop’s dialog', async () => {
    const api = fakeApi({
      'GET /users/me': () => json(200, customer),
      'GET /users/me/addresses': () => json(200, book([HOME, OFFICE])),
      [`DELETE /users/me/addresses/${HOME.id}`]: () =>
        json(200, book([{ ...OFFICE, isDefault: true }])),
    });
    renderProfile();
    fireEvent.click(await (await section()).findByRole('button', { name: 'Delete Home' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Are you sure?').length).toBeGreaterThan(0);
    expect(dialog.textContent).toContain('Delete Home from your address book?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('DELETE', `/users/me/addresses/${HOME.id}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the address' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Home' })).toBeNull());
    expect(
      within(screen.getByRole('listitem', { name: 'Office' })).getByText('Default'),
    ).toBeTruthy();
  });

  it('saves the profile’s phone after checking it', async () => {
    const api = fakeApi({
      'GET /users/me': () => json(200, customer),
      'GET /users/me/addresses': () => json(200, book([])),
      'PUT /users/me/phone': () => json(200, book([], '01712345678')),
    });
    renderProfile();
    const phone = (await section()).getByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText(/Enter a Bangladeshi mobile number/)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '০১৭১২৩৪৫৬৭৮' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(api.calls('PUT', '/users/me/phone')).toHaveLength(1));
    expect(await api.calls('PUT', '/users/me/phone')[0].json()).toEqual({ phone: '০১৭১২৩৪৫৬৭৮' });
    expect(await screen.findByRole('button', { name: 'Remove phone' })).toBeTruthy();
  });

  describe('in Bengali', () => {
    beforeEach(() => switchLanguage('bn'));
    afterEach(() => switchLanguage('en'));

    it('shows the book and its form in Bengali; what was typed stays as typed', async () => {
      fakeApi({
        'GET /users/me': () => json(200, customer),
        'GET /users/me/addresses': () => json(200, book([HOME, OFFICE], '01712345678')),
      });
      renderProfile();
      const region = within(await screen.findByRole('region', { name: 'ফোন ও ঠিকানা' }));
      expect(await region.findByText('ডিফল্ট')).toBeTruthy();
      expect(region.getByText('১০টির মধ্যে ২টি সংরক্ষিত')).toBeTruthy();
      expect(screen.getByRole('listitem', { name: 'Office' }).textContent).toContain('চট্টগ্রাম');
      fireEvent.click(region.getByRole('button', { name: /ঠিকানা যোগ করুন/ }));
      const form = within(screen.getByRole('form', { name: 'নতুন ঠিকানা' }));
      fireEvent.click(form.getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' }));
      expect(await form.findByText('আপনার জেলা বেছে নিন', { selector: 'p' })).toBeTruthy();
      expect(untranslatedTexts(document.body)).toEqual([]);
    });
  });
});
