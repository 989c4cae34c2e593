import { configureApiClient } from '@shop/api-client';
import { customer, storeWith } from '@shop/tools/jest/fake-api';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initialsOf } from './account-badge';
import { Navbar } from './navbar';

function renderNavbar(store: ReturnType<typeof storeWith>) {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], {
    initialEntries: ['/shops'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

beforeAll(() => configureApiClient({ apiUrl: 'http://api.test/api' }));

describe('initialsOf', () => {
  it.each([
    ['Nadia Islam', 'NI'],
    ['Rahim', 'R'],
    ['  md. abdur   rahman  ', 'MR'],
    ['সাদিয়া ইসলাম', 'সাই'],
    ['', '?'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('the navbar’s account', () => {
  it('shows who is signed in: initials in a circle without a photo, the name, to the account', async () => {
    renderNavbar(storeWith(customer));
    const account = await within(nav()).findByRole('link', { name: 'Signed in as Rahim Customer' });
    expect(account.getAttribute('href')).toBe('/dashboard/profile');
    expect(account.querySelector('.avatar--initials')?.textContent).toBe('RC');
    expect(account.querySelector('.navbar__account-name')?.textContent).toBe('Rahim Customer');
    // The phone's bar: the picture alone, named for readers.
    const avatarOnly = await screen.findByRole('link', { name: 'Your account: Rahim Customer' });
    expect(avatarOnly.className).toBe('navbar__account-avatar');
    expect(avatarOnly.querySelector('.avatar--initials')?.textContent).toBe('RC');
    // Named by its text, not by an aria-label that would not contain the initials it shows.
    expect(avatarOnly.hasAttribute('aria-label')).toBe(false);
  });

  it('shows the photo when the account has one', async () => {
    renderNavbar(storeWith({ ...customer, photoURL: '/uploads/images/me-200.webp' }));
    const account = await within(nav()).findByRole('link', { name: 'Signed in as Rahim Customer' });
    const photo = account.querySelector('img.avatar')!;
    expect(photo.getAttribute('src')).toBe('http://api.test/uploads/images/me-200.webp');
    expect(photo.getAttribute('alt')).toBe('');
    expect(account.querySelector('.avatar--initials')).toBeNull();
  });

  it('nothing for a visitor, nor while the session is being restored', () => {
    renderNavbar(storeWith('anonymous'));
    expect(screen.queryByTestId('navbar-account')).toBeNull();
    expect(document.querySelector('.navbar__account-avatar')).toBeNull();
  });
});
