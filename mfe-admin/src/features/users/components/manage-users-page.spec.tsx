import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  admin,
  apiError,
  customer,
  fakeApi,
  json,
  resetStores,
  storeWith,
} from '@shop/tools/jest/fake-api';
import {
  latinOutsideNoTranslate,
  switchToBengali,
  switchToEnglish,
} from '../../../testing/bengali';
import { ManageUsersPage, usersMatching } from './manage-users-page';

// Spec §8 success toasts.
const ADMIN_ADDED_MESSAGE = 'Admin Added Successfully';
const USER_REMOVED_MESSAGE = 'Remove user Successfully';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

afterEach(() => {
  jest.clearAllMocks();
  (toast.success as jest.Mock).mockReset();
  resetStores();
});

type Row = { _id: string; name: string; email: string; role: 'admin' | 'customer' };

/** A fake user list the admin endpoints really change. */
function userStore(initial: Row[]) {
  let users = [...initial];
  const api = fakeApi({
    'GET /user': () => json(200, users),
    [`PATCH /users/${customer._id}/role`]: async (request) => {
      const { role } = (await request.json()) as { role: Row['role'] };
      users = users.map((u) => (u._id === customer._id ? { ...u, role } : u));
      return json(
        200,
        users.find((u) => u._id === customer._id),
      );
    },
    [`DELETE /users/${customer._id}`]: () => {
      users = users.filter((u) => u._id !== customer._id);
      return new Response(null, { status: 204 });
    },
    [`DELETE /users/${admin._id}`]: () =>
      apiError(409, 'CANNOT_CHANGE_SELF', 'You cannot remove your own account'),
  });
  return api;
}

const rows: Row[] = [
  { _id: admin._id, name: admin.name, email: admin.email, role: 'admin' },
  { _id: customer._id, name: customer.name, email: customer.email, role: 'customer' },
];

function renderPage() {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter>
        <ManageUsersPage />
      </MemoryRouter>
    </Provider>,
  );
}

/** An address as the table shows it: EmailText's two halves around a <wbr>, one element. */
const address = (email: string) => (_content: string, element: Element | null) =>
  element?.classList.contains('shop-email') === true && element.textContent === email;

const rowOf = async (email: string) =>
  (await screen.findByText(address(email))).closest('tr') as HTMLElement;

/** Enter pressed and let go (antd's input takes one Enter per key press). */
const pressEnter = (element: HTMLElement) => {
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

/** `count` customers, c1@mail.com… in sign-up order: more than one page of the list. */
const customers = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `665f000000000000000001${String(i).padStart(2, '0')}`,
    name: `Customer ${i + 1}`,
    email: `c${i + 1}@mail.com`,
    role: 'customer',
  }));

describe('Manage All User', () => {
  it('lists every user with index and details; Make Admin only for non-admins', async () => {
    userStore(rows);
    renderPage();
    const adminRow = await rowOf('admin@shop.local');
    const customerRow = await rowOf('customer@shop.local');

    expect(within(adminRow).getByText('1')).toBeTruthy();
    expect(within(adminRow).getByText('Shop Admin', { selector: 'strong' })).toBeTruthy();
    expect(within(adminRow).queryByRole('button', { name: /Make .* an admin/i })).toBeNull();
    expect(within(customerRow).getByText('2')).toBeTruthy();
    expect(
      within(customerRow).getByRole('button', { name: 'Make Admin — Rahim Customer' }),
    ).toBeTruthy();
  });

  it('Make Admin asks first; once confirmed it calls the API, toasts the spec’s message and refreshes the list', async () => {
    const api = userStore(rows);
    renderPage();
    fireEvent.click(
      within(await rowOf('customer@shop.local')).getByRole('button', {
        name: 'Make Admin — Rahim Customer',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make Rahim Customer an admin?' });
    expect(dialog.textContent).toMatch(/customer@shop\.local will get full rights/);
    // The address stays as typed, in any language.
    expect(within(dialog).getByText('customer@shop.local').getAttribute('translate')).toBe('no');
    expect(api.calls('PATCH', `/users/${customer._id}/role`)).toHaveLength(0);
    // The dialog closes before the call, so the toast never covers an open confirmation.
    const dialogOpenAtToast: boolean[] = [];
    (toast.success as jest.Mock).mockImplementation(() => {
      dialogOpenAtToast.push(screen.queryByRole('dialog') !== null);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_ADDED_MESSAGE));
    expect(dialogOpenAtToast).toEqual([false]);
    expect(await api.calls('PATCH', `/users/${customer._id}/role`)[0].json()).toEqual({
      role: 'admin',
    });
    await waitFor(() =>
      expect(
        within(
          screen.getByText(address('customer@shop.local')).closest('tr') as HTMLElement,
        ).queryByRole('button', { name: /Make .* an admin/i }),
      ).toBeNull(),
    );
    expect(api.calls('GET', '/user')).toHaveLength(2);
  });

  it('Make Admin declined: no call, no toast, the user stays a customer', async () => {
    const api = userStore(rows);
    renderPage();
    fireEvent.click(
      within(await rowOf('customer@shop.local')).getByRole('button', {
        name: 'Make Admin — Rahim Customer',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Make Rahim Customer an admin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Make Rahim Customer an admin?' })).toBeNull(),
    );
    expect(api.calls('PATCH', `/users/${customer._id}/role`)).toHaveLength(0);
    expect(toast.success).not.toHaveBeenCalled();
    expect(
      within(await rowOf('customer@shop.local')).getByRole('button', {
        name: 'Make Admin — Rahim Customer',
      }),
    ).toBeTruthy();
  });

  it('row numbers continue across pages: page 2 starts at 21', async () => {
    fakeApi({ 'GET /user': () => json(200, customers(25)) });
    renderPage();
    expect(within(await rowOf('c1@mail.com')).getAllByRole('cell')[0].textContent).toBe('1');
    expect(screen.queryByText(address('c21@mail.com'))).toBeNull();

    fireEvent.click(screen.getByTitle('2'));
    expect(within(await rowOf('c21@mail.com')).getAllByRole('cell')[0].textContent).toBe('21');
    expect(within(await rowOf('c25@mail.com')).getAllByRole('cell')[0].textContent).toBe('25');
  });

  it('finds a user on a later page by part of their email, from page 1 again, and says when none matches', async () => {
    fakeApi({ 'GET /user': () => json(200, customers(25)) });
    renderPage();
    await rowOf('c1@mail.com');
    fireEvent.click(screen.getByTitle('2'));
    await rowOf('c21@mail.com');

    const box = screen.getByRole('searchbox', { name: 'Search users by name or email' });
    fireEvent.change(box, { target: { value: '  C24@MAIL ' } });
    pressEnter(box);
    const found = await rowOf('c24@mail.com');
    expect(screen.getAllByRole('row').filter((row) => row.closest('tbody'))).toHaveLength(1);
    expect(within(found).getAllByRole('cell')[0].textContent).toBe('1');
    // The heading still counts every user.
    expect(screen.getByText('25 registered users')).toBeTruthy();

    // The same box: what is typed after a search is kept.
    expect(screen.getByRole('searchbox')).toBe(box);
    fireEvent.change(box, { target: { value: 'nobody' } });
    pressEnter(box);
    expect(await screen.findByText('No user matches this search.')).toBeTruthy();
  });

  it('Remove User asks first, then removes the user and toasts the spec’s message', async () => {
    const api = userStore(rows);
    renderPage();
    fireEvent.click(
      within(await rowOf('customer@shop.local')).getByRole('button', {
        name: 'Remove User — Rahim Customer',
      }),
    );
    expect(api.calls('DELETE', `/users/${customer._id}`)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this user?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(USER_REMOVED_MESSAGE));
    await waitFor(() => expect(screen.queryByText(address('customer@shop.local'))).toBeNull());
  });

  it('an admin cannot remove their own account from the table', async () => {
    userStore(rows);
    renderPage();
    const own = within(await rowOf('admin@shop.local')).getByRole('button', {
      name: 'Remove User — Shop Admin',
    });
    expect((own as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('usersMatching', () => {
  const people = [
    { _id: '1', name: 'Nadia Islam', email: 'nadia@mail.com', role: 'customer' as const },
    { _id: '2', name: 'সাদিয়া রহমান', email: 'sadia.2024@mail.com', role: 'customer' as const },
    { _id: '3', name: 'Shop Admin', email: 'admin@shop.local', role: 'admin' as const },
  ];
  const names = (query: string) => usersMatching(people, query).map((user) => user.name);

  it('matches part of a name or an email, whatever the case, in the list’s order', () => {
    expect(names('ISLAM')).toEqual(['Nadia Islam']);
    expect(names('mail.com')).toEqual(['Nadia Islam', 'সাদিয়া রহমান']);
    expect(names('সাদিয়া')).toEqual(['সাদিয়া রহমান']);
  });

  it('reads digits typed on a Bengali keyboard as the address’s', () => {
    expect(names('২০২৪')).toEqual(['সাদিয়া রহমান']);
  });

  it('gives every user for an empty or blank query, and none for no match', () => {
    expect(usersMatching(people, '')).toBe(people);
    expect(names('   ')).toHaveLength(3);
    expect(names('nobody')).toEqual([]);
  });
});

describe('Manage All User in Bengali', () => {
  beforeEach(() => switchToBengali());
  afterEach(() => switchToEnglish());

  it('asks and toasts in Bengali; names and emails stay as typed', async () => {
    userStore(rows);
    renderPage();
    const row = await rowOf('customer@shop.local');
    expect(screen.getByRole('heading', { name: 'সব ব্যবহারকারী পরিচালনা' })).toBeTruthy();
    expect(within(row).getAllByRole('cell')[0].textContent).toBe('২');
    fireEvent.click(within(row).getByRole('button', { name: 'অ্যাডমিন করুন — Rahim Customer' }));
    // (antd's ids are all 'test-id' under jest, so the dialog is found by its role and text.)
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-title')?.textContent).toBe(
      'Rahim Customer-কে অ্যাডমিন করবেন?',
    );
    expect(latinOutsideNoTranslate(document.body)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'অ্যাডমিন করুন' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('অ্যাডমিন সফলভাবে যোগ হয়েছে'));
  });
});

describe('Remove Admin', () => {
  const other: Row = {
    _id: '665f00000000000000000003',
    name: 'Karim Admin',
    email: 'karim@shop.local',
    role: 'admin',
  };

  /** Users where the role change of `other` answers `answer` (or really changes it). */
  function adminStore(answer?: () => Response) {
    let users: Row[] = [...rows, other];
    const api = fakeApi({
      'GET /user': () => json(200, users),
      [`PATCH /users/${other._id}/role`]: async (request) => {
        if (answer) return answer();
        const { role } = (await request.json()) as { role: Row['role'] };
        users = users.map((u) => (u._id === other._id ? { ...u, role } : u));
        return json(
          200,
          users.find((u) => u._id === other._id),
        );
      },
    });
    return api;
  }

  it('is offered on other admins’ rows, never on one’s own or a customer’s', async () => {
    adminStore();
    renderPage();
    const otherRow = await rowOf('karim@shop.local');
    expect(
      within(otherRow).getByRole('button', { name: 'Remove Admin — Karim Admin' }),
    ).toBeTruthy();
    expect(
      within(await rowOf('admin@shop.local')).queryByRole('button', { name: /Remove Admin/ }),
    ).toBeNull();
    expect(
      within(await rowOf('customer@shop.local')).queryByRole('button', { name: /Remove Admin/ }),
    ).toBeNull();
  });

  it('asks in its own dialog; confirmed, it makes the admin a customer and toasts', async () => {
    const api = adminStore();
    renderPage();
    fireEvent.click(
      within(await rowOf('karim@shop.local')).getByRole('button', {
        name: 'Remove Admin — Karim Admin',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Karim Admin as admin?' });
    expect(dialog.textContent).toMatch(/karim@shop\.local will become a customer/);
    expect(api.calls('PATCH', `/users/${other._id}/role`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Admin Removed Successfully'));
    expect(await api.calls('PATCH', `/users/${other._id}/role`)[0].json()).toEqual({
      role: 'customer',
    });
    await waitFor(() =>
      expect(
        within(
          screen.getByText(address('karim@shop.local')).closest('tr') as HTMLElement,
        ).getByRole('button', { name: 'Make Admin — Karim Admin' }),
      ).toBeTruthy(),
    );
  });

  it('declined: no call, the admin stays', async () => {
    const api = adminStore();
    renderPage();
    fireEvent.click(
      within(await rowOf('karim@shop.local')).getByRole('button', {
        name: 'Remove Admin — Karim Admin',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Karim Admin as admin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PATCH', `/users/${other._id}/role`)).toHaveLength(0);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('the API’s refusal (the last admin) is shown with its message, and nothing changes', async () => {
    const message = 'The shop needs at least one admin: you cannot demote the last one';
    adminStore(() => apiError(409, 'LAST_ADMIN', message));
    renderPage();
    fireEvent.click(
      within(await rowOf('karim@shop.local')).getByRole('button', {
        name: 'Remove Admin — Karim Admin',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Karim Admin as admin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, expect.any(Object)));
    expect(toast.success).not.toHaveBeenCalled();
    expect(
      within(await rowOf('karim@shop.local')).getByRole('button', {
        name: 'Remove Admin — Karim Admin',
      }),
    ).toBeTruthy();
  });

  it('in Bengali: the dialog, its button and the toast', async () => {
    switchToBengali();
    try {
      adminStore();
      renderPage();
      fireEvent.click(
        within(await rowOf('karim@shop.local')).getByRole('button', {
          name: 'অ্যাডমিন পদ সরান — Karim Admin',
        }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(dialog.querySelector('.ant-modal-title')?.textContent).toBe(
        'Karim Admin-কে অ্যাডমিন পদ থেকে সরাবেন?',
      );
      expect(latinOutsideNoTranslate(document.body)).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'অ্যাডমিন পদ সরান' }));
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith('অ্যাডমিন পদ সফলভাবে সরানো হয়েছে'),
      );
    } finally {
      switchToEnglish();
    }
  });
});

describe('Manage All User on a phone', () => {
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 390;
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('is a list of cards, each with its name, address and actions', async () => {
    userStore(rows);
    renderPage();
    const card = (await screen.findByText(address('customer@shop.local'))).closest(
      'li',
    ) as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getAttribute('data-testid')).toBe('user-row');
    expect(within(card).getByText('Rahim Customer', { selector: 'strong' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Make Admin — Rahim Customer' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove User — Rahim Customer' })).toBeTruthy();
  });
});
