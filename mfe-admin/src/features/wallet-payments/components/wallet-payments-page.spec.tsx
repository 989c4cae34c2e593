import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WalletClaimState, WalletPaymentRow } from '@shop/contracts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import {
  latinOutsideNoTranslate,
  switchToBengali,
  switchToEnglish,
} from '../../../testing/bengali';
import { WalletPaymentsPage } from './wallet-payments-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables and dialogs render slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000);

afterEach(() => {
  jest.clearAllMocks();
  resetStores();
});

const orderId = (n: number) => `665f5d0000000000000000${String(n).padStart(2, '0')}`;
const row = (n: number, over: Partial<WalletPaymentRow['claim']> = {}): WalletPaymentRow => ({
  orderId: orderId(n),
  reference: `A1B2C3D${n}`,
  customerName: `Customer ${n}`,
  customerEmail: `customer${n}@shop.local`,
  amountTaka: 1000 * n + 60,
  claim: {
    wallet: 'bkash',
    senderNumber: '01712345678',
    trxId: `TRX${n}ABCDEF`.slice(0, 10),
    toNumber: '01811111111',
    amountTaka: 1000 * n + 60,
    state: 'verifying',
    submittedAt: '2026-11-25T04:30:00.000Z',
    ...over,
  },
});

/** A fake API: GET filters and pages like the API; PATCH decides a claim. */
function queueApi(initial: WalletPaymentRow[]) {
  let rows = [...initial];
  return fakeApi({
    'GET /admin/wallet-payments': (request) => {
      const url = new URL(request.url);
      const state = url.searchParams.get('state') as WalletClaimState;
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const matching = rows.filter((r) => r.claim.state === state);
      return json(200, {
        items: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        page,
        limit,
      });
    },
    ...Object.fromEntries(
      initial.map((r) => [
        `PATCH /admin/wallet-payments/${r.orderId}`,
        async (request: Request) => {
          const { decision, reason } = (await request.json()) as {
            decision: 'verified' | 'not_received';
            reason?: string;
          };
          rows = rows.map((x) =>
            x.orderId === r.orderId
              ? {
                  ...x,
                  claim: {
                    ...x.claim,
                    state: decision,
                    reason,
                    decidedAt: '2026-11-25T06:00:00.000Z',
                    decidedBy: { userId: admin._id, name: admin.name },
                  },
                }
              : x,
          );
          return json(200, { _id: r.orderId });
        },
      ]),
    ),
  });
}

function renderPage(url = '/dashboard/walletPayments') {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={[url]}>
        <WalletPaymentsPage />
      </MemoryRouter>
    </Provider>,
  );
}

const rowOf = async (n: number) =>
  (await screen.findAllByTestId('wallet-payment-row')).find((el) =>
    el.textContent?.includes(`Customer ${n}`),
  )!;

describe('Wallet payments (admin)', () => {
  it('lists the waiting claims: order by name and reference (no id), amount, wallet, sender, TrxID, Dhaka time', async () => {
    const api = queueApi([row(1), row(2, { wallet: 'nagad', trxId: '7XK3M9QP' })]);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Wallet payments' })).toBeTruthy();
    const rows = await screen.findAllByTestId('wallet-payment-row');
    expect(rows).toHaveLength(2);
    const asked = new URL(api.calls('GET', '/admin/wallet-payments')[0].url).searchParams;
    expect(asked.get('state')).toBe('verifying');
    const first = rows[0];
    expect(first.textContent).toContain('Customer 1');
    expect(within(first).getByTestId('order-reference').textContent).toBe(row(1).reference);
    expect(within(first).getByTestId('claim-amount').textContent).toBe('৳1,060');
    expect(first.textContent).toContain('bKash');
    expect(first.textContent).toContain('01811111111');
    expect(within(first).getByTestId('claim-sender').textContent).toBe('01712345678');
    expect(within(first).getByTestId('claim-trx-id').textContent).toBe(row(1).claim.trxId);
    // 04:30 UTC is 10:30 in Dhaka.
    expect(first.querySelector('time')?.textContent).toMatch(/10:30/);
    expect(first.textContent).not.toContain(orderId(1));
    expect(rows[1].textContent).toContain('Nagad');
  });

  it('says by when each waiting claim must be checked, the overdue ones marked', async () => {
    const hour = 3_600_000;
    const soon = new Date(Date.now() + hour).toISOString();
    const past = new Date(Date.now() - hour).toISOString();
    queueApi([row(1, { checkBy: past }), row(2, { checkBy: soon }), row(3)]);
    renderPage();
    const [late, waiting, old] = await Promise.all([rowOf(1), rowOf(2), rowOf(3)]);
    const deadline = within(late).getByTestId('claim-deadline');
    expect(deadline.textContent).toMatch(/^Check by .+ overdue$/);
    expect(deadline.getAttribute('data-overdue')).toBe('true');
    expect(within(waiting).getByTestId('claim-deadline').textContent).toMatch(/^Check by /);
    expect(within(waiting).getByTestId('claim-deadline').textContent).not.toContain('overdue');
    // A claim from before claims had a deadline says none.
    expect(within(old).queryByTestId('claim-deadline')).toBeNull();
  });

  it('filters by state through the address, decided claims saying who decided and why', async () => {
    const api = queueApi([
      row(1),
      row(2, {
        state: 'not_received',
        reason: 'No such TrxID in the statement',
        decidedAt: '2026-11-25T05:00:00.000Z',
        decidedBy: { userId: admin._id, name: 'Shop Admin' },
      }),
    ]);
    renderPage('/dashboard/walletPayments?state=not_received');
    const rows = await screen.findAllByTestId('wallet-payment-row');
    expect(rows).toHaveLength(1);
    expect(
      new URL(api.calls('GET', '/admin/wallet-payments')[0].url).searchParams.get('state'),
    ).toBe('not_received');
    expect(rows[0].textContent).toContain('not received');
    expect(rows[0].textContent).toContain('by Shop Admin');
    expect(rows[0].textContent).toContain('No such TrxID in the statement');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
  });

  it('verifies a claim after a confirmation showing its facts', async () => {
    const api = queueApi([row(1), row(2)]);
    renderPage();
    fireEvent.click(
      within(await rowOf(1)).getByRole('button', {
        name: `Verified: the payment for Customer 1 · #${row(1).reference}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Mark the order of Customer 1 · #${row(1).reference} paid?`,
    });
    expect(dialog.textContent).toContain(
      `৳1,060 by bKash from 01712345678 to 01811111111, TrxID ${row(1).claim.trxId}.`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verified' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        `Payment for Customer 1 · #${row(1).reference} verified: the order is paid`,
      ),
    );
    expect(await api.calls('PATCH', `/admin/wallet-payments/${orderId(1)}`)[0].json()).toEqual({
      decision: 'verified',
    });
    // Off the waiting list once decided.
    await waitFor(() => expect(screen.getAllByTestId('wallet-payment-row')).toHaveLength(1));
  });

  it('shows the verification working while it is on its way, and sends it once however often OK is clicked', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = queueApi([row(1)]);
    const decide = `PATCH /admin/wallet-payments/${orderId(1)}`;
    const original = (global.fetch as jest.Mock).getMockImplementation()!;
    (global.fetch as jest.Mock).mockImplementation(async (request: Request) => {
      if (`${request.method} ${new URL(request.url).pathname}` === decide.replace(' ', ' /api'))
        await answered;
      return original(request);
    });
    renderPage();
    fireEvent.click(
      within(await rowOf(1)).getByRole('button', {
        name: `Verified: the payment for Customer 1 · #${row(1).reference}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /paid\?$/ });
    const ok = within(dialog).getByRole('button', { name: 'Verified' });
    fireEvent.click(ok);
    await waitFor(() => expect(ok.classList.contains('ant-btn-loading')).toBe(true));
    fireEvent.click(ok);
    answer();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        `Payment for Customer 1 · #${row(1).reference} verified: the order is paid`,
      ),
    );
    expect(api.calls('PATCH', `/admin/wallet-payments/${orderId(1)}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /paid\?$/ })).toBeNull(),
    );
  });

  it('refuses a claim only with a valid reason (counted, 3–300 characters), the customer told why', async () => {
    const api = queueApi([row(1)]);
    renderPage();
    fireEvent.click(
      within(await rowOf(1)).getByRole('button', {
        name: `Not received: the payment for Customer 1 · #${row(1).reference}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Payment for Customer 1 · #${row(1).reference} not received?`,
    });
    expect(dialog.textContent).toContain('3 to 300 characters');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not received' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Reason is Required');
    const box = within(dialog).getByRole('textbox', { name: 'Reason (the customer reads it)' });
    fireEvent.change(box, { target: { value: ' No ৳1,060 from 01712345678 today ' } });
    expect(within(dialog).getByTestId('reason-count').textContent).toBe('32 / 300');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not received' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        `Payment for Customer 1 · #${row(1).reference} marked not received: the customer is told why`,
      ),
    );
    expect(await api.calls('PATCH', `/admin/wallet-payments/${orderId(1)}`)[0].json()).toEqual({
      decision: 'not_received',
      reason: 'No ৳1,060 from 01712345678 today',
    });
    expect(await screen.findByText('No wallet payments waiting to be checked.')).toBeTruthy();
  });

  it('speaks Bengali, numbers in Bengali digits, what people entered kept as written', async () => {
    queueApi([row(1, { checkBy: new Date(Date.now() - 60_000).toISOString() })]);
    await switchToBengali();
    try {
      renderPage();
      const [first] = await screen.findAllByTestId('wallet-payment-row');
      expect(screen.getByRole('heading', { name: 'ওয়ালেট পেমেন্ট' })).toBeTruthy();
      expect(within(first).getByTestId('claim-amount').textContent).toBe('৳১,০৬০');
      expect(
        within(first).getByRole('button', {
          name: `যাচাই করা হয়েছে: Customer 1 · #${row(1).reference}-এর পেমেন্ট`,
        }).textContent,
      ).toBe('যাচাই করা হয়েছে');
      expect(within(first).getByTestId('claim-deadline').textContent).toMatch(
        /^যাচাইয়ের শেষ সময় .+ সময় পেরিয়ে গেছে$/,
      );
      expect(latinOutsideNoTranslate(first)).toEqual([]);
    } finally {
      switchToEnglish();
    }
  });
});
