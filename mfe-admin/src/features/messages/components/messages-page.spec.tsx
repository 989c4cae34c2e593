import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ContactMessage } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import { MessagesPage } from './messages-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const id = (n: number) => `665f3b0000000000000000${String(n).padStart(2, '0')}`;
const message = (n: number, handled = false): ContactMessage => ({
  _id: id(n),
  email: `visitor${n}@mail.com`,
  subject: `Question ${n}`,
  message: `Is product ${n} in stock?`,
  createdAt: `2026-11-${String(n).padStart(2, '0')}T08:00:00.000Z`,
  handled,
});

/** A fake inbox: `GET /contact` filters and pages like the API; PATCH marks a message. */
function inbox(initial: ContactMessage[]) {
  let messages = [...initial];
  return fakeApi({
    'GET /contact': (request) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const matching = messages.filter(
        (m) => status === 'all' || m.handled === (status === 'handled'),
      );
      return json(200, {
        items: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        page,
        limit,
      });
    },
    ...Object.fromEntries(
      initial.map((m) => [
        `PATCH /contact/${m._id}`,
        async (request: Request) => {
          const { handled } = (await request.json()) as { handled: boolean };
          messages = messages.map((x) =>
            x._id === m._id ? { ...x, handled, handledAt: '2026-11-22T10:00:00.000Z' } : x,
          );
          return json(
            200,
            messages.find((x) => x._id === m._id),
          );
        },
      ]),
    ),
  });
}

function renderPage(url = '/dashboard/messages') {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={[url]}>
        <MessagesPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('Contact messages', () => {
  it('lists the new messages by default; Mark handled moves one out of the list', async () => {
    const api = inbox([message(1), message(2), message(3, true)]);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Contact messages' })).toBeTruthy();
    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(2);
    expect(new URL(api.calls('GET', '/contact')[0].url).searchParams.get('status')).toBe('new');
    expect(rows[0].textContent).toContain('visitor1@mail.com');
    expect(rows[0].textContent).toContain('Is product 1 in stock?');

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Mark handled: Question 1' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message marked as handled'));
    expect(await api.calls('PATCH', `/contact/${id(1)}`)[0].json()).toEqual({ handled: true });
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(1));
  });

  it('filters handled messages and pages with continuing row numbers', async () => {
    const api = inbox(Array.from({ length: 25 }, (_, i) => message(i + 1, true)));
    renderPage('/dashboard/messages?status=handled&page=2');
    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getAllByRole('cell')[0].textContent).toBe('21');
    expect(rows[0].textContent).toContain('handled');
    const url = new URL(api.calls('GET', '/contact')[0].url);
    expect(url.searchParams.get('status')).toBe('handled');
    expect(url.searchParams.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('radio', { name: 'New' }));
    expect(await screen.findByText('No new messages: every message is handled.')).toBeTruthy();
  });
});
