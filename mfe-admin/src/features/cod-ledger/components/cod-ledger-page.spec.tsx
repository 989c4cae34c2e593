import type { CodCourierTotal, CodLedgerRow } from '@shop/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { admin, fakeApi, json, resetStores, storeWith } from '@shop/tools/jest/fake-api';
import {
  latinOutsideNoTranslate,
  switchToBengali,
  switchToEnglish,
} from '../../../testing/bengali';
import { CodLedgerPage } from './cod-ledger-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// antd tables and selects render slowly on a busy machine: room beyond jest's 5 s default.
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

const row = (consignmentId: string, over: Partial<CodLedgerRow> = {}): CodLedgerRow => ({
  shipmentId: `665f5d00000000000000${consignmentId.padStart(4, '0').slice(-4)}`,
  courier: 'steadfast',
  invoice: `A1B2${consignmentId}`,
  consignmentId,
  state: 'delivered',
  bookedAt: '2026-11-25T04:30:00.000Z',
  amountToCollect: 1500,
  collected: 1500,
  deliveryCharge: 60,
  codFee: 0,
  payoutExpected: 1440,
  payoutReceived: 0,
  difference: 1440,
  status: 'awaiting_payout',
  differences: [],
  figuresFrom: 'courier',
  ...over,
});

const totals: CodCourierTotal[] = [
  {
    courier: 'steadfast',
    consignments: 2,
    differing: 1,
    payoutExpected: 2880,
    payoutReceived: 1000,
    unallocated: 0,
    owed: 1880,
  },
  {
    courier: 'pathao',
    consignments: 0,
    differing: 0,
    payoutExpected: 0,
    payoutReceived: 0,
    unallocated: 0,
    owed: 0,
  },
  {
    courier: 'redx',
    consignments: 0,
    differing: 0,
    payoutExpected: 0,
    payoutReceived: 0,
    unallocated: 0,
    owed: 0,
  },
];

const ROWS = [
  row('9001'),
  row('9002', { payoutReceived: 1000, difference: 440, status: 'short', differences: ['payout'] }),
];

function ledgerApi(rows = ROWS) {
  return fakeApi({
    'GET /admin/cod-ledger': (request) => {
      const differing = new URL(request.url).searchParams.get('differing') === 'true';
      const items = differing ? rows.filter((r) => r.differences.length > 0) : rows;
      return json(200, { items, total: items.length, page: 1, limit: 20, totals });
    },
    'POST /admin/cod-ledger/payouts': async (request) => {
      const body = (await request.json()) as {
        courier: string;
        reference: string;
        amount: number;
        paidOn: string;
      };
      return json(201, {
        _id: '665f5d0000000000000000aa',
        ...body,
        allocated: body.amount,
        source: 'manual',
        duplicate: false,
      });
    },
    'POST /admin/cod-ledger/statements': () =>
      json(201, { courier: 'redx', rows: 2, payoutsRecorded: 1, alreadyRecorded: 0 }),
  });
}

function renderPage(url = '/dashboard/codLedger') {
  render(
    <Provider store={storeWith(admin)}>
      <MemoryRouter initialEntries={[url]}>
        <CodLedgerPage />
      </MemoryRouter>
    </Provider>,
  );
}

const rowOf = async (consignmentId: string) =>
  (await screen.findAllByTestId('cod-row')).find(
    (el) => el.getAttribute('data-consignment') === consignmentId,
  )!;

describe('COD reconciliation (admin)', () => {
  it('lists each consignment with its figures, the differing ones marked, and what each courier owes', async () => {
    ledgerApi();
    renderPage();
    expect(screen.getByRole('heading', { name: 'COD reconciliation' })).toBeTruthy();
    const settledLike = await rowOf('9001');
    const short = await rowOf('9002');
    expect(settledLike.getAttribute('data-differs')).toBe('false');
    expect(short.getAttribute('data-differs')).toBe('true');
    expect(within(settledLike).getByTestId('to-collect').textContent).toBe('৳1,500');
    expect(within(settledLike).getByTestId('expected').textContent).toBe('৳1,440');
    expect(within(short).getByTestId('difference').textContent).toContain('Paid short');
    expect(within(short).getByTestId('difference').textContent).toContain('৳440');
    expect(within(short).getByTestId('difference').textContent).toContain(
      'Payout differs from what is due',
    );
    // The order by its number, never a database id.
    expect(short.textContent).toContain('#A1B29002');
    expect(short.textContent).not.toContain(ROWS[1].shipmentId);
    const steadfast = screen
      .getAllByTestId('courier-total')
      .find((el) => el.getAttribute('data-courier') === 'steadfast')!;
    expect(within(steadfast).getByTestId('owed').textContent).toBe('৳1,880');
    expect(steadfast.textContent).toContain('1 consignment differs');
  });

  it('"Only the ones that differ" asks the API for them alone', async () => {
    const api = ledgerApi();
    renderPage();
    await rowOf('9001');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only the ones that differ' }));
    await waitFor(() => expect(screen.getAllByTestId('cod-row')).toHaveLength(1));
    const calls = api.calls('GET', '/admin/cod-ledger');
    expect(new URL(calls[calls.length - 1].url).searchParams.get('differing')).toBe('true');
  });

  it('records a payout: checked on submit, then sent as whole taka for the row it was started from', async () => {
    const api = ledgerApi();
    renderPage();
    const short = await rowOf('9002');
    const form = screen.getByTestId('payout-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    expect(await within(form).findByText('Choose the courier')).toBeTruthy();
    expect(within(form).getByText("Enter the courier's payment reference")).toBeTruthy();
    expect(api.calls('POST', '/admin/cod-ledger/payouts')).toHaveLength(0);

    fireEvent.click(
      within(short).getByRole('button', { name: 'Record a payment for Steadfast 9002' }),
    );
    await waitFor(() =>
      expect(
        (within(form).getByLabelText('Consignment (optional)') as HTMLInputElement).value,
      ).toBe('9002'),
    );
    expect((within(form).getByLabelText('Amount (Tk)') as HTMLInputElement).value).toBe('440');
    fireEvent.change(within(form).getByLabelText('Payment reference'), {
      target: { value: 'SF-PAY-2' },
    });
    fireEvent.change(within(form).getByLabelText('Paid on'), { target: { value: '2026-11-28' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(api.calls('POST', '/admin/cod-ledger/payouts')).toHaveLength(1));
    expect(await api.calls('POST', '/admin/cod-ledger/payouts')[0].json()).toEqual({
      courier: 'steadfast',
      paidOn: '2026-11-28',
      reference: 'SF-PAY-2',
      amount: 440,
      allocations: [{ consignmentId: '9002', amount: 440 }],
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Steadfast payout SF-PAY-2 of ৳440 recorded'),
    );
  });

  it('imports a statement for the courier chosen, as the multipart field "statement"', async () => {
    const api = ledgerApi();
    renderPage();
    await rowOf('9001');
    const upload = screen.getByTestId('statement-upload');
    fireEvent.click(within(upload).getByRole('button', { name: 'Import statement' }));
    expect(await within(upload).findByText('Choose the courier')).toBeTruthy();
    fireEvent.mouseDown(within(upload).getByRole('combobox'));
    fireEvent.click(
      (await screen.findAllByTitle('RedX')).find((el) =>
        el.classList.contains('ant-select-item-option'),
      )!,
    );
    const file = new File(['consignment_id,collected\n'], 'statement.csv', { type: 'text/csv' });
    fireEvent.change(within(upload).getByLabelText('Statement (CSV)'), {
      target: { files: [file] },
    });
    fireEvent.click(within(upload).getByRole('button', { name: 'Import statement' }));
    expect((await within(upload).findByTestId('statement-result')).textContent).toBe(
      '2 rows read: 1 payouts recorded, 0 already recorded',
    );
    const [call] = api.calls('POST', '/admin/cod-ledger/statements');
    expect(new URL(call.url).searchParams.get('courier')).toBe('redx');
    expect(((await call.formData()).get('statement') as File).name).toBe('statement.csv');
  });

  it('reads in Bengali, with Bengali digits; only names and ids stay in Latin', async () => {
    ledgerApi();
    await switchToBengali();
    try {
      renderPage();
      const short = await rowOf('9002');
      expect(screen.getByRole('heading', { name: 'সিওডি হিসাব মেলানো' })).toBeTruthy();
      expect(within(short).getByTestId('expected').textContent).toBe('৳১,৪৪০');
      expect(latinOutsideNoTranslate(document.body)).toEqual([]);
    } finally {
      switchToEnglish();
    }
  });
});
